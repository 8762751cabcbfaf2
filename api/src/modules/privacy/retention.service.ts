// Retention (docs/product.md#privacy; ADR 0100): a returned trip's passport numbers, documents
// (rows and objects), emergency contacts are purged its retention period after its return date.
// Mark → delete objects → delete rows, in batches: interrupted, a rerun resumes where it stopped
// and deletes each object once (a row goes right after its object); only the trip's own rows are
// read, so a current trip's file is never touched. The ledger and the audit trail stay.
import { PRIVACY_MESSAGES, purgeDueOn, purgeState, type PurgeState } from '@umrah/graphql';
import { z } from 'zod';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { Storage } from '../../lib/storage.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { TRIP_NOT_FOUND } from '../trips/trips.service.js';
import type { PurgeCounts, RetentionRepository } from './retention.repository.js';

export interface RetentionView {
  tripId: string;
  tripName: string;
  status: string;
  /** YYYY-MM-DD: the return date plus the retention period. */
  dueOn: string;
  state: PurgeState;
  purgedAt: Date | null;
  /** What a purge would erase now (zero once purged). */
  counts: PurgeCounts;
}

interface Deps {
  tx: Transactor;
  retention: RetentionRepository;
  audit: AuditRepository;
  storage: Pick<Storage, 'remove'>;
  logger: Logger;
  clock: () => Date;
  /** Documents read per batch, and objects deleted at once within it. */
  batchSize?: number;
  parallel?: number;
}

const torontoDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

export function createRetentionService({ tx, retention, audit, storage, logger, clock, batchSize = 200, parallel = 16 }: Deps) {
  /** Deletes the trip's documents, objects first, a batch at a time; answers how many went. */
  async function deleteDocuments(tripId: string): Promise<number> {
    let deleted = 0;
    for (;;) {
      const batch = await retention.documentBatch(tripId, batchSize);
      if (!batch.length) return deleted;
      for (let i = 0; i < batch.length; i += parallel) {
        const slice = batch.slice(i, i + parallel);
        const results = await Promise.allSettled(slice.map((d) => storage.remove(d.objectKey)));
        // The rows of the objects that are gone go now, even when a neighbour failed: a rerun
        // then never asks storage for them again.
        const gone = slice.filter((_, k) => results[k]!.status === 'fulfilled').map((d) => d.id);
        deleted += await retention.deleteDocuments(tripId, gone);
        const failed = results.find((r) => r.status === 'rejected');
        if (failed) throw (failed as PromiseRejectedResult).reason;
      }
    }
  }

  async function purge(tripId: string, actorUserId: string | null, early: boolean): Promise<RetentionView> {
    const at = clock();
    const before = await retention.trip(tripId);
    if (!before) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
    if (before.purgedAt) throw new AppError('CONFLICT', PRIVACY_MESSAGES.alreadyPurged);
    const marked = await retention.mark(tripId, at);
    if (!marked) throw new AppError('CONFLICT', PRIVACY_MESSAGES.notPurgeable);
    const documents = await deleteDocuments(tripId);
    await tx.transaction(async (trx) => {
      const forms = await retention.finish(tripId, at, trx);
      // Counts, never contents. A resumed purge counts the documents of its last run only.
      await audit.record(
        {
          actorUserId,
          action: 'trip.personal_data_purged',
          entityType: 'trip',
          entityId: tripId,
          tripId,
          payload: { ...forms, documents, early, resumed: Boolean(before.purgeStartedAt) },
        },
        trx,
      );
    });
    logger.info({ tripId, documents }, 'trip personal data purged');
    return view(tripId);
  }

  async function view(tripId: string): Promise<RetentionView> {
    const trip = await retention.trip(tripId);
    if (!trip) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
    const counts = (await retention.counts([tripId])).get(tripId)!;
    return toView(trip, counts);
  }

  const toView = (trip: NonNullable<Awaited<ReturnType<RetentionRepository['trip']>>>, counts: PurgeCounts): RetentionView => ({
    tripId: trip.id,
    tripName: trip.name,
    status: trip.status,
    dueOn: purgeDueOn(trip.endsOn, trip.retentionDays),
    state: purgeState(trip, torontoDay(clock())),
    purgedAt: trip.purgedAt,
    counts,
  });

  return {
    /** The admin's panel: every trip, when its data goes and what would go. */
    async list(): Promise<RetentionView[]> {
      const trips = await retention.trips();
      const counts = await retention.counts(trips.map((t) => t.id));
      return trips.map((t) => toView(t, counts.get(t.id)!));
    },
    /** The admin runs a returned trip's purge now (before its day, or again after an interruption). */
    async runNow(actorUserId: string, tripId: unknown): Promise<RetentionView> {
      const id = z.uuid().safeParse(tripId);
      if (!id.success) throw new AppError('NOT_FOUND', TRIP_NOT_FOUND);
      const trip = await retention.trip(id.data);
      const early = trip ? purgeState(trip, torontoDay(clock())) !== 'due' : false;
      return purge(id.data, actorUserId, early);
    },
    /** The worker's pass: every trip due today, one after the other; answers how many were purged. */
    async runDue(): Promise<number> {
      let done = 0;
      for (const id of await retention.dueIds(torontoDay(clock()))) {
        try {
          await purge(id, null, false);
          done += 1;
        } catch (err) {
          // The next pass resumes it.
          logger.error({ err, tripId: id }, 'retention purge failed');
        }
      }
      return done;
    },
    /** The traveller's purged trips: "Documents deleted on <date> under the retention policy". */
    async purgedTripsOf(userId: string): Promise<{ tripId: string; tripName: string; documentsPurgedOn: string }[]> {
      return (await retention.purgedFor(userId)).map((t) => ({ tripId: t.tripId, tripName: t.tripName, documentsPurgedOn: torontoDay(t.purgedAt) }));
    },
  };
}
export type RetentionService = ReturnType<typeof createRetentionService>;
