// The only code that touches outbox_messages.
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import { now } from '../../lib/model.js';
import { OutboxMessageModel } from './outbox-message.model.js';

export interface OutboxMessage {
  id: number;
  kind: string;
  recipientUserId: string | null;
  toEmail: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
  attempts: number;
}

/** A message set aside as undeliverable, as the admins see it. */
export interface DeadMessage {
  id: number;
  kind: string;
  toEmail: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  deadAt: Date;
}

export interface NewMessage {
  kind: string;
  recipientUserId: string | null;
  toEmail: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
}

// The model's properties are the message but for the worker's bookkeeping.
const toMessage = ({ id, kind, recipientUserId, toEmail, dedupeKey, payload, attempts }: ModelObject<OutboxMessageModel>): OutboxMessage => ({
  id,
  kind,
  recipientUserId,
  toEmail,
  dedupeKey,
  payload: payload ?? {},
  attempts,
});

export function createOutboxRepository(db: Knex) {
  const q = (trx: Knex = db) => OutboxMessageModel.query(trx);
  /** Several messages in one statement (an announcement's recipients); each dedupe key once. */
  async function enqueueMany(ms: NewMessage[], trx: Knex = db): Promise<void> {
    if (!ms.length) return;
    const rows = ms.map(({ kind, recipientUserId, toEmail, dedupeKey, payload }) => ({ kind, recipientUserId, toEmail, dedupeKey, payload }));
    await q(trx).insert(rows).onConflict('dedupe_key').ignore();
  }

  return {
    enqueueMany,
    /** In the caller's transaction; a message with the same dedupe key is written once. */
    async enqueue(m: NewMessage, trx: Knex = db): Promise<void> {
      await enqueueMany([m], trx);
    },
    /**
     * Claims up to `limit` due messages for `leaseSeconds` (SKIP LOCKED: two workers never claim the
     * same message); each claim counts as an attempt.
     */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
      const due = q()
        .select('id')
        .where('status', 'pending')
        .where('next_attempt_at', '<=', now())
        .where((w) => w.whereNull('locked_until').orWhere('locked_until', '<', now()))
        .orderBy('id')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      const claimed = await q()
        .patch({ lockedUntil: raw('now() + make_interval(secs => ?)', [leaseSeconds]), attempts: raw('attempts + 1') })
        .whereIn('id', due)
        .returning('*');
      return claimed.map(toMessage).sort((a, b) => a.id - b.id);
    },
    async markSent(id: number): Promise<void> {
      await q().findById(id).patch({ status: 'sent', sentAt: now(), lockedUntil: null, lastError: null });
    },
    /** The queue at a glance (for /metrics): messages waiting, how many are due now, the oldest due one's age, the undeliverable. */
    async queueStats(): Promise<{ pending: number; due: number; oldestDueSeconds: number; dead: number }> {
      const { rows } = await db.raw<{ rows: { pending: string; due: string; oldest: string | null; dead: string }[] }>(
        `SELECT count(*) FILTER (WHERE status = 'pending') AS pending,
                count(*) FILTER (WHERE status = 'pending' AND next_attempt_at <= now()) AS due,
                extract(epoch FROM now() - min(next_attempt_at) FILTER (WHERE status = 'pending' AND next_attempt_at <= now())) AS oldest,
                count(*) FILTER (WHERE status = 'dead') AS dead
         FROM outbox_messages WHERE status IN ('pending', 'dead')`,
      );
      const row = rows[0];
      return {
        pending: Number(row?.pending ?? 0),
        due: Number(row?.due ?? 0),
        oldestDueSeconds: Number(row?.oldest ?? 0),
        dead: Number(row?.dead ?? 0),
      };
    },
    /** Back to pending, due again after `delayMs`. */
    async markFailed(id: number, error: string, delayMs: number): Promise<void> {
      await q()
        .findById(id)
        .patch({ lockedUntil: null, lastError: error.slice(0, 2000), nextAttemptAt: raw('now() + make_interval(secs => ?)', [delayMs / 1000]) });
    },
    /** Set aside: no worker claims it again until an admin sends it again. */
    async markDead(id: number, error: string): Promise<void> {
      await q()
        .findById(id)
        .patch({ status: 'dead', deadAt: now(), lockedUntil: null, lastError: error.slice(0, 2000) });
    },
    /** The undeliverable messages, most recently set aside first (at most `limit`). */
    async dead(limit: number): Promise<DeadMessage[]> {
      const rows = await q()
        .where('status', 'dead')
        .orderBy([
          { column: 'dead_at', order: 'desc' },
          { column: 'id', order: 'desc' },
        ])
        .limit(limit);
      return rows.map(({ id, kind, toEmail, attempts, lastError, createdAt, deadAt }) => ({
        id,
        kind,
        toEmail,
        attempts,
        lastError,
        createdAt,
        deadAt: deadAt!,
      }));
    },
    /**
     * Undeliverable messages (these ids, or all when none are given) back in the queue, due now, with
     * a fresh count of attempts; in the caller's transaction. Answers the ids that were requeued.
     */
    async requeueDead(ids: number[] | 'all', trx: Knex = db): Promise<number[]> {
      let query = q(trx).patch({ status: 'pending', deadAt: null, attempts: 0, nextAttemptAt: now(), lockedUntil: null }).where('status', 'dead');
      if (ids !== 'all') query = query.whereIn('id', ids);
      const rows = await query.returning('id');
      return (rows as unknown as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
