// Headcounts on the road (issue 37; docs/product.md#on-the-road; ADR 0131): the leader starts a
// check, phones sync their marks (idempotent, merged by graphql/src/headcount.ts), the check is
// closed; the organiser reads the finished checks and the last known "missing" list. A mark for
// a traveller no longer on the trip is reported back and not stored; a mark arriving after the
// check was closed is still kept (it was made offline, before the leader saw the close).
import {
  checkRoster,
  HEADCOUNT_MESSAGES,
  mergeMarks,
  startHeadcountRules,
  syncMarksRules,
  tallyHeadcount,
  type HeadcountMark,
  type TravellerCount,
  type TripFacts,
} from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { UUID } from '../registration/registration.service.js';
import { noRoadFacts, type RoadFacts, type RoadFactsOf } from './road-facts.js';
import type { RoadRepository, StoredCheck } from './road.repository.js';

export interface HeadcountTravellerView {
  registrationId: string;
  fullName: string;
  state: TravellerCount;
  markedAt: string | null;
}

export interface HeadcountView {
  id: string;
  tripId: string;
  label: string;
  group: string | null;
  /** The bus it counts, or null for the whole trip. */
  busId: string | null;
  bus: string | null;
  startedAt: string;
  startedBy: string | null;
  closedAt: string | null;
  total: number;
  presentCount: number;
  travellers: HeadcountTravellerView[];
  missing: HeadcountTravellerView[];
}

export interface RejectedMark {
  markId: string;
  reason: string;
}

export interface SyncView {
  check: HeadcountView;
  /** Marks stored by this sync; the others were already stored (sent before) or rejected. */
  stored: number;
  duplicates: number;
  rejected: RejectedMark[];
}

export interface HeadcountsView {
  tripId: string;
  checks: HeadcountView[];
  /** The newest closed check's missing travellers ("last known missing"), or null before any is closed. */
  lastMissing: { checkId: string; label: string; closedAt: string; travellers: HeadcountTravellerView[] } | null;
}

interface Deps {
  tx: Transactor;
  road: RoadRepository;
  audit: AuditRepository;
  chosenTrip: (tripId?: string | null) => Promise<TripFacts>;
  /** The trip's buses and who rides which (the rooms module, through the road's seam). */
  roadFacts?: RoadFactsOf;
}

export function createHeadcountService({ tx, road, audit, chosenTrip, roadFacts = noRoadFacts }: Deps) {
  const notFound = () => new AppError('NOT_FOUND', HEADCOUNT_MESSAGES.notFound);

  const factsOf = (tripId: string) => roadFacts(tripId, new Date());

  /** A check's travellers: the trip's active ones, or only its bus's (ADR 0131). */
  function viewOf(check: StoredCheck, marks: HeadcountMark[], tripRoster: { registrationId: string; fullName: string }[], facts: RoadFacts): HeadcountView {
    const roster = checkRoster(tripRoster, check.busId, (id) => facts.busIdOf(id));
    const names = new Map(roster.map((t) => [t.registrationId, t.fullName]));
    const tally = tallyHeadcount(
      marks.filter((m) => m.checkId === check.id),
      roster.map((t) => t.registrationId),
    );
    const travellers = tally.travellers.map((t) => ({ ...t, fullName: names.get(t.registrationId) ?? '' }));
    return {
      id: check.id,
      tripId: check.tripId,
      label: check.label,
      group: check.groupLabel,
      busId: check.busId,
      bus: check.busId ? (facts.buses.find((b) => b.id === check.busId)?.name ?? null) : null,
      startedAt: new Date(check.startedAt).toISOString(),
      startedBy: check.startedByName,
      closedAt: check.closedAt ? new Date(check.closedAt).toISOString() : null,
      total: travellers.length,
      presentCount: tally.present.length,
      travellers,
      missing: travellers.filter((t) => t.state !== 'present'),
    };
  }

  async function load(checkId: string): Promise<HeadcountView> {
    const check = UUID.test(checkId) ? await road.findCheck(checkId) : undefined;
    if (!check) throw notFound();
    const [marks, roster, facts] = await Promise.all([road.marksOf([check.id]), road.roster(check.tripId), factsOf(check.tripId)]);
    return viewOf(check, marks, roster, facts);
  }

  return {
    /**
     * Starts a check on the chosen trip, for the whole trip or one of its buses (headcount:write);
     * audited. With the id the phone gave it (started offline), idempotent: the same id again
     * answers the check already made, on the same trip; an id taken on another trip is refused.
     */
    async start(staffId: string, input: unknown, tripId?: string | null): Promise<HeadcountView> {
      const v = validate(startHeadcountRules, input ?? {});
      const trip = await chosenTrip(tripId);
      if (v.busId && !(await factsOf(trip.id)).buses.some((b) => b.id === v.busId))
        throw new AppError('BAD_USER_INPUT', HEADCOUNT_MESSAGES.bus, { busId: HEADCOUNT_MESSAGES.bus });
      const id = await tx.transaction(async (trx) => {
        const checkId = await road.createCheck({ id: v.id, tripId: trip.id, label: v.label, groupLabel: v.group, busId: v.busId, startedBy: staffId }, trx);
        if (!checkId) {
          // Sent before (the phone did not hear the answer): the same check, unless the id is another trip's.
          const known = await road.findCheck(v.id!, trx);
          if (!known || known.tripId !== trip.id) throw new AppError('CONFLICT', HEADCOUNT_MESSAGES.idTaken);
          return known.id;
        }
        await audit.record(
          {
            actorUserId: staffId,
            action: 'headcount.started',
            entityType: 'headcount_check',
            entityId: checkId,
            tripId: trip.id,
            payload: { label: v.label, busId: v.busId },
          },
          trx,
        );
        return checkId;
      });
      return load(id);
    },

    /** One check with each traveller's state. */
    check: load,

    /**
     * Stores a batch of marks from one phone: each mark once (by its id, so a batch sent twice
     * changes nothing), marks for travellers no longer on the trip or for another check rejected
     * with the reason. Answers the merged state.
     */
    async sync(staffId: string, checkId: string, input: unknown): Promise<SyncView> {
      const { marks } = validate(syncMarksRules, input ?? {});
      if (!UUID.test(checkId)) throw notFound();
      const unique = mergeMarks([], marks);
      const rejected: RejectedMark[] = [];
      const stored = await tx.transaction(async (trx) => {
        const check = await road.lockCheck(checkId, trx);
        if (!check) throw notFound();
        const tripRoster = await road.roster(check.tripId, trx);
        const onTrip = new Set(tripRoster.map((t) => t.registrationId));
        const facts = check.busId ? await factsOf(check.tripId) : null;
        const counted = new Set(checkRoster(tripRoster, check.busId, (id) => facts?.busIdOf(id) ?? null).map((t) => t.registrationId));
        const accepted = unique.filter((m) => {
          const reason =
            m.checkId !== checkId
              ? HEADCOUNT_MESSAGES.otherCheck
              : !onTrip.has(m.registrationId)
                ? HEADCOUNT_MESSAGES.notOnTrip
                : !counted.has(m.registrationId)
                  ? HEADCOUNT_MESSAGES.notOnBus
                  : null;
          if (reason) rejected.push({ markId: m.markId, reason });
          return reason === null;
        });
        return road.addMarks(accepted, staffId, trx);
      });
      const check = await load(checkId);
      return { check, stored: stored.size, duplicates: unique.length - rejected.length - stored.size, rejected };
    },

    /** Closes a check (headcount:write); closing twice is refused with its message. Audited with the count. */
    async close(staffId: string, checkId: string): Promise<HeadcountView> {
      if (!UUID.test(checkId)) throw notFound();
      await tx.transaction(async (trx) => {
        const check = await road.lockCheck(checkId, trx);
        if (!check) throw notFound();
        if (check.closedAt) throw new AppError('CONFLICT', HEADCOUNT_MESSAGES.closed);
        await road.closeCheck(checkId, staffId, trx);
        await audit.record({ actorUserId: staffId, action: 'headcount.closed', entityType: 'headcount_check', entityId: checkId, tripId: check.tripId }, trx);
      });
      return load(checkId);
    },

    /** The chosen trip's checks, newest first, and the last known missing list. */
    async list(tripId?: string | null): Promise<HeadcountsView> {
      const trip = await chosenTrip(tripId);
      const [checks, roster, facts] = await Promise.all([road.checksOf(trip.id), road.roster(trip.id), factsOf(trip.id)]);
      const marks = await road.marksOf(checks.map((c) => c.id));
      const views = checks.map((c) => viewOf(c, marks, roster, facts));
      const last = views.find((v) => v.closedAt !== null);
      return {
        tripId: trip.id,
        checks: views,
        lastMissing: last ? { checkId: last.id, label: last.label, closedAt: last.closedAt!, travellers: last.missing } : null,
      };
    },
  };
}
export type HeadcountService = ReturnType<typeof createHeadcountService>;
