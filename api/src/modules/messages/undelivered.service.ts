// Messages the worker set aside as undeliverable (an address the mail server refuses, or a server
// down past the last attempt): the admins see them and send them again, audited.
import { sendAgainRules, UNDELIVERED_LIST_MAX } from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { OutboxRepository } from './outbox.repository.js';

/** What the admins see of one undeliverable message. */
export interface UndeliveredView {
  id: string;
  kind: string;
  toEmail: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  failedAt: string;
}

export function createUndeliveredService({ tx, outbox, audit }: { tx: Transactor; outbox: OutboxRepository; audit: AuditRepository }) {
  return {
    /** The newest undeliverable messages first. */
    async list(): Promise<UndeliveredView[]> {
      return (await outbox.dead(UNDELIVERED_LIST_MAX)).map((m) => ({
        id: String(m.id),
        kind: m.kind,
        toEmail: m.toEmail,
        attempts: m.attempts,
        lastError: m.lastError,
        createdAt: m.createdAt.toISOString(),
        failedAt: m.deadAt.toISOString(),
      }));
    },
    /** Back in the queue (the named ones, or all): due now, with a fresh count of attempts. */
    async sendAgain(adminId: string, input: unknown): Promise<{ requeued: number }> {
      const { ids } = validate(sendAgainRules, input);
      return tx.transaction(async (trx) => {
        const requeued = await outbox.requeueDead(ids, trx);
        if (requeued.length) {
          await audit.record(
            { actorUserId: adminId, action: 'messages.sent_again', entityType: 'outbox_message', entityId: null, payload: { ids: requeued } },
            trx,
          );
        }
        return { requeued: requeued.length };
      });
    },
  };
}
export type UndeliveredService = ReturnType<typeof createUndeliveredService>;
