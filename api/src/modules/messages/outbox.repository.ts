// The only code that touches outbox_messages.
import type { Knex } from 'knex';

export interface OutboxMessage {
  id: number;
  kind: string;
  recipientUserId: string | null;
  toEmail: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
  attempts: number;
}

export interface NewMessage {
  kind: string;
  recipientUserId: string | null;
  toEmail: string;
  dedupeKey: string;
  payload: Record<string, unknown>;
}

interface OutboxRow {
  id: string;
  kind: string;
  recipient_user_id: string | null;
  to_email: string;
  dedupe_key: string;
  payload: Record<string, unknown>;
  attempts: number;
}

const fromRow = (r: OutboxRow): OutboxMessage => ({
  id: Number(r.id),
  kind: r.kind,
  recipientUserId: r.recipient_user_id,
  toEmail: r.to_email,
  dedupeKey: r.dedupe_key,
  payload: r.payload ?? {},
  attempts: r.attempts,
});

export function createOutboxRepository(db: Knex) {
  return {
    /** In the caller's transaction; a message with the same dedupe key is written once. */
    async enqueue(m: NewMessage, trx: Knex = db): Promise<void> {
      await trx('outbox_messages')
        .insert({ kind: m.kind, recipient_user_id: m.recipientUserId, to_email: m.toEmail, dedupe_key: m.dedupeKey, payload: JSON.stringify(m.payload) })
        .onConflict('dedupe_key')
        .ignore();
    },
    /**
     * Claims up to `limit` due messages for `leaseSeconds` (SKIP LOCKED: two workers never claim the
     * same message); each claim counts as an attempt.
     */
    async claim(limit: number, leaseSeconds: number): Promise<OutboxMessage[]> {
      const { rows } = await db.raw<{ rows: OutboxRow[] }>(
        `UPDATE outbox_messages SET locked_until = now() + make_interval(secs => ?), attempts = attempts + 1
         WHERE id IN (
           SELECT id FROM outbox_messages
           WHERE status = 'pending' AND next_attempt_at <= now() AND (locked_until IS NULL OR locked_until < now())
           ORDER BY id LIMIT ? FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [leaseSeconds, limit],
      );
      return rows.map(fromRow).sort((a, b) => a.id - b.id);
    },
    async markSent(id: number): Promise<void> {
      await db('outbox_messages').where({ id }).update({ status: 'sent', sent_at: db.fn.now(), locked_until: null, last_error: null });
    },
    /** Back to pending, due again after `delayMs`. */
    async markFailed(id: number, error: string, delayMs: number): Promise<void> {
      await db('outbox_messages')
        .where({ id })
        .update({ locked_until: null, last_error: error.slice(0, 2000), next_attempt_at: db.raw(`now() + make_interval(secs => ?)`, [delayMs / 1000]) });
    },
  };
}
export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
