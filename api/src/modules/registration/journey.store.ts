// Applies the journey machine (graphql/src/journey.ts) to a registration that the caller has
// locked in its transaction: refuse, or save exactly what the machine changed and audit it.
import { transition, type JourneyEvent } from '@umrah/graphql';
import type { Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { Registration, RegistrationRepository } from './registration.repository.js';

/** A payment recorded within a step, told in the step's message rather than in one of its own. */
export interface StepPayment {
  amountCents: number;
  receipt: string;
}

export function createJourneyStore({
  registrations,
  audit,
  messages,
}: {
  registrations: RegistrationRepository;
  audit: AuditRepository;
  messages: MessagesService;
}) {
  return {
    /** `told`: what the step's one message also says (the payment recorded with it: one event, one message). */
    async apply(tx: Tx, actorId: string | null, current: Registration, event: JourneyEvent, told?: StepPayment): Promise<Registration> {
      const result = transition(current, event);
      if (!result.ok) throw new AppError('CONFLICT', result.refusal);
      const changed = Object.keys(result.patch).length > 0 || result.stamp !== undefined;
      const next = changed ? await registrations.applyChange(current.id, result, actorId, tx) : current;
      if (result.audit) {
        const reason = 'reason' in event ? { reason: event.reason.trim() } : {};
        const auditId = await audit.record(
          {
            actorUserId: actorId,
            action: result.audit,
            entityType: 'trip_registration',
            entityId: current.id,
            registrationId: current.id,
            payload: { from: current.status, to: next.status, ...reason },
          },
          tx,
        );
        // Load → apply → save → audit → enqueue: the message commits with the change or not at all.
        await messages.afterStep(tx, {
          action: result.audit,
          auditId,
          travellerId: current.userId,
          registrationId: current.id,
          payload: { ...reason, ...told },
        });
      }
      return next;
    },
  };
}
export type JourneyStore = ReturnType<typeof createJourneyStore>;
