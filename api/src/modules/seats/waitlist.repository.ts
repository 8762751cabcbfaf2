// The only code that touches waitlist_entries. Every write runs in a transaction that holds the
// seats' lock (registration.repository.ts lockSeats), so positions and offers cannot race.
import type { WaitlistState } from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import type { Tx } from '../../lib/db.js';
import { now, plain } from '../../lib/model.js';
import { WaitlistEntryModel } from './waitlist-entry.model.js';

export type WaitlistEntry = ModelObject<WaitlistEntryModel>;
export interface WaitlistEntryWithUser extends WaitlistEntry {
  /** 1-based place among the open entries (waiting or offered); null once closed. */
  place: number | null;
  user: { id: string; username: string; fullName: string | null; email: string | null; phone: string | null };
}

const OPEN = ['waiting', 'offered'];

export function createWaitlistRepository(db: Knex) {
  const q = (trx: Knex = db) => WaitlistEntryModel.query(trx);
  const withUsers = (trx: Knex) =>
    q(trx)
      .alias('w')
      .join('users as u', 'u.id', 'w.user_id')
      .select(
        'w.*',
        'u.username',
        'u.full_name',
        'u.email',
        'u.phone',
        raw(
          `case when w.state in ('waiting', 'offered') then (select count(*) from waitlist_entries o where o.trip_id = w.trip_id and o.state in ('waiting', 'offered') and o.position <= w.position)::int end as place`,
        ),
      )
      .castTo<(WaitlistEntry & { username: string; fullName: string | null; email: string | null; phone: string | null; place: number | null })[]>();
  const toWithUser = ({
    username,
    fullName,
    email,
    phone,
    ...e
  }: WaitlistEntry & {
    username: string;
    fullName: string | null;
    email: string | null;
    phone: string | null;
    place: number | null;
  }): WaitlistEntryWithUser => ({
    ...e,
    user: { id: e.userId, username, fullName: fullName || null, email: email || null, phone: phone || null },
  });
  return {
    /** The traveller's open entry on this trip, if any. */
    async openOf(userId: string, tripId: string, trx: Knex = db): Promise<WaitlistEntry | undefined> {
      const m = await q(trx).where({ user_id: userId, trip_id: tripId }).whereIn('state', OPEN).first();
      return m && plain(m);
    },
    /** The traveller's latest entry on this trip (open or closed) with its place, for their own view. */
    async latestOf(userId: string, tripId: string, trx: Knex = db): Promise<WaitlistEntryWithUser | undefined> {
      const [row] = await withUsers(trx).where('w.user_id', userId).where('w.trip_id', tripId).orderBy('w.created_at', 'desc').limit(1);
      return row && toWithUser(row);
    },
    async withUser(id: string, trx: Knex = db): Promise<WaitlistEntryWithUser | undefined> {
      const [row] = await withUsers(trx).where('w.id', id);
      return row && toWithUser(row);
    },
    /** The trip an entry belongs to (it never changes): read before taking that trip's seats lock. */
    async tripOf(id: string, trx: Knex = db): Promise<string | undefined> {
      const m = await q(trx).findById(id).select('trip_id');
      return m?.tripId;
    },
    /** Trips with an open waiting list (waiting or offered): the worker's seats pass visits each. */
    async tripsWithOpenEntries(trx: Knex = db): Promise<string[]> {
      return (await q(trx).distinct('trip_id').whereIn('state', OPEN)).map((r) => r.tripId);
    },
    async lockById(id: string, trx: Tx): Promise<WaitlistEntry | undefined> {
      const m = await q(trx).findById(id).forUpdate();
      return m && plain(m);
    },
    /** The trip's open list, in order. */
    async open(tripId: string, trx: Knex = db): Promise<WaitlistEntryWithUser[]> {
      const rows = await withUsers(trx).where('w.trip_id', tripId).whereIn('w.state', OPEN).orderBy('w.position');
      return rows.map(toWithUser);
    },
    async counts(tripId: string, trx: Knex = db): Promise<{ offered: number; waiting: number }> {
      const row = await q(trx)
        .select(raw(`count(*) filter (where state = 'offered')::int as offered`), raw(`count(*) filter (where state = 'waiting')::int as waiting`))
        .where('trip_id', tripId)
        .first()
        .castTo<{ offered: number; waiting: number } | undefined>();
      return { offered: row?.offered ?? 0, waiting: row?.waiting ?? 0 };
    },
    async insert(userId: string, tripId: string, trx: Tx): Promise<WaitlistEntry> {
      // After the trip's last entry ever made (closed ones included): a newcomer is never ahead of anyone.
      const last = await q(trx).where('trip_id', tripId).max('position as max').first().castTo<{ max: number | null } | undefined>();
      return plain(await q(trx).insertAndFetch({ tripId, userId, position: (last?.max ?? 0) + 1 }));
    },
    /** The trip's first `n` waiting people, in order. */
    async nextWaiting(tripId: string, n: number, trx: Tx): Promise<WaitlistEntry[]> {
      if (n <= 0) return [];
      return (await q(trx).where('trip_id', tripId).where('state', 'waiting').orderBy('position').limit(n).forUpdate()).map(plain);
    },
    /** The trip's offers whose deadline has passed, oldest first. */
    async lapsedOffers(tripId: string, at: Date, limit: number, trx: Tx): Promise<WaitlistEntry[]> {
      return (
        await q(trx)
          .where('trip_id', tripId)
          .where('state', 'offered')
          .where('offer_expires_at', '<=', at)
          .orderBy('offer_expires_at')
          .limit(limit)
          .forUpdate()
          .skipLocked()
      ).map(plain);
    },
    async offer(id: string, at: Date, expiresAt: Date, trx: Tx): Promise<WaitlistEntry> {
      return plain(await q(trx).patchAndFetchById(id, { state: 'offered', offeredAt: at, offerExpiresAt: expiresAt, updatedAt: now() }));
    },
    async close(id: string, state: Exclude<WaitlistState, 'waiting' | 'offered'>, trx: Tx, registrationId?: string): Promise<WaitlistEntry> {
      return plain(await q(trx).patchAndFetchById(id, { state, closedAt: now(), updatedAt: now(), ...(registrationId ? { registrationId } : {}) }));
    },
    /** Moves an open entry to a 1-based place among its trip's open ones (between its new neighbours). */
    async moveTo(id: string, tripId: string, place: number, trx: Tx): Promise<void> {
      const others = (await q(trx).where('trip_id', tripId).whereIn('state', OPEN).whereNot('id', id).orderBy('position').forUpdate()).map(plain);
      const i = Math.min(place, others.length + 1) - 1;
      const before = others[i - 1]?.position;
      const after = others[i]?.position;
      const position = before === undefined ? (after === undefined ? 1 : after - 1) : after === undefined ? before + 1 : (before + after) / 2;
      await q(trx).patchAndFetchById(id, { position, updatedAt: now() });
    },
  };
}
export type WaitlistRepository = ReturnType<typeof createWaitlistRepository>;
