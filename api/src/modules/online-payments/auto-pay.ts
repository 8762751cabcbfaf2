// Automatic payments (WeTravel's model; issue 34, ADR 0130's sibling in docs/product.md "Pay online"):
// a traveller who saved their card at checkout agrees to be charged each schedule item on its due
// date. The worker's pass charges what is due (an off-session PaymentIntent on the saved card, one
// key per registration, due day and attempt) and records it in the ledger as the webhook would; a
// declined charge is tried again a day later, AUTO_CHARGE_ATTEMPTS times in all, the traveller told
// each time; a provider that cannot be reached costs no attempt. The traveller can turn it off.
import { AUTO_CHARGE_ATTEMPTS, torontoToday } from '@umrah/graphql';
import type { Stripe } from '../../lib/stripe.js';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND } from '../registration/registration.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { OnlinePaymentsRepository } from './online-payments.repository.js';

const DAY_MS = 86_400_000;

interface Deps {
  tx: Transactor;
  provider: () => Stripe;
  online: OnlinePaymentsRepository;
  registrations: RegistrationRepository;
  payments: PaymentsService;
  audit: AuditRepository;
  messages: Pick<MessagesService, 'toTraveller'>;
  trips: Pick<TripsService, 'currentId'>;
  logger: Logger;
}

/** A refusal that asking again today will not change (declined, no card) against one worth retrying at once (down, slow). */
const declined = (err: unknown) => {
  const status = (err as { statusCode?: number }).statusCode;
  return status === 402 || status === 400 || status === 404;
};

export function createAutoPay({ tx, provider, online, registrations, payments, audit, messages, trips, logger }: Deps) {
  /** Records the agreement from a paid Checkout Session that saved the card (in the webhook's transaction). */
  async function agree(trx: Tx, registration: { id: string; tripId: string; cancelledAt: Date | null }, customerId: string) {
    if (registration.cancelledAt) return;
    const wasOn = await online.autoPayOn(registration.id, trx);
    await online.agreeAutoPay(registration.id, customerId, trx);
    if (wasOn) return;
    await audit.record(
      {
        actorUserId: null,
        action: 'payment.auto_pay_on',
        entityType: 'trip_registration',
        entityId: registration.id,
        registrationId: registration.id,
        payload: { customerId },
      },
      trx,
    );
  }

  /** Charges one due item (its row locked in its own transaction first); answers what came of it. */
  async function chargeItem(
    registrationId: string,
    customerId: string,
    item: { dueDate: string; amountCents: number; description: string },
    now: Date,
  ): Promise<'charged' | 'declined' | 'unreachable' | 'skipped'> {
    const claim = await tx.transaction(async (trx) => {
      const charge = await online.autoCharge(registrationId, item.dueDate, item.amountCents, now, trx);
      if (charge.status !== 'pending' || charge.nextAttemptAt > now) return undefined;
      return charge;
    });
    if (!claim) return 'skipped';
    const attempt = claim.attempts + 1;
    const client = provider();
    let intent: Stripe.PaymentIntent;
    try {
      const cards = await client.customers.listPaymentMethods(customerId, { type: 'card', limit: 1 });
      const card = cards.data[0];
      if (!card) throw Object.assign(new Error('No saved card on the customer'), { statusCode: 404 });
      intent = await client.paymentIntents.create(
        {
          amount: item.amountCents,
          currency: 'cad',
          customer: customerId,
          payment_method: card.id,
          off_session: true,
          confirm: true,
          description: `Umrah Journey: ${item.description}`,
          metadata: { registrationId, autoChargeId: claim.id, dueDate: item.dueDate },
        },
        // One key per registration, due day and attempt: a retried request is the same charge; the next day's try a new one.
        { idempotencyKey: `auto-charge:${registrationId}:${item.dueDate}:${attempt}` },
      );
    } catch (err) {
      if (!declined(err)) {
        logger.error({ err, registrationId, dueDate: item.dueDate }, 'card provider unreachable for an automatic charge: tried again next pass');
        return 'unreachable';
      }
      await tx.transaction(async (trx) => {
        const registration = await registrations.lockById(registrationId, trx);
        if (!registration) return;
        const gaveUp = attempt >= AUTO_CHARGE_ATTEMPTS;
        const message = (err as Error).message.slice(0, 500);
        await online.patchAutoCharge(
          claim.id,
          { attempts: attempt, lastError: message, nextAttemptAt: new Date(now.getTime() + DAY_MS), ...(gaveUp ? { status: 'gave_up' as const } : {}) },
          trx,
        );
        await audit.record(
          {
            actorUserId: null,
            action: 'payment.auto_charge_failed',
            entityType: 'trip_registration',
            entityId: registrationId,
            registrationId,
            payload: { amountCents: item.amountCents, dueDate: item.dueDate, attempt, gaveUp, reason: message },
          },
          trx,
        );
        // To the traveller, or to the lead who pays for a companion (the messages service addresses it).
        await messages.toTraveller(trx, 'auto_charge_failed', registration.userId, `${claim.id}:${attempt}`, {
          description: item.description,
          amountCents: item.amountCents,
          dueDate: item.dueDate,
          attemptsLeft: gaveUp ? 0 : AUTO_CHARGE_ATTEMPTS - attempt,
        });
      });
      return 'declined';
    }
    await tx.transaction(async (trx) => {
      const registration = await registrations.lockById(registrationId, trx);
      if (!registration) return;
      if (intent.status === 'succeeded') {
        await payments.recordOnline(trx, registration, {
          amountCents: intent.amount,
          providerPaymentId: intent.id,
          note: `Automatic payment (${item.description})`,
        });
        await online.patchAutoCharge(claim.id, { status: 'succeeded', attempts: attempt, providerPaymentId: intent.id, lastError: null }, trx);
      } else {
        await online.patchAutoCharge(
          claim.id,
          { attempts: attempt, providerPaymentId: intent.id, lastError: intent.status, nextAttemptAt: new Date(now.getTime() + DAY_MS) },
          trx,
        );
      }
    });
    return intent.status === 'succeeded' ? 'charged' : 'declined';
  }

  return {
    agree,

    /** The worker's pass: every active agreement's items due by today (Toronto) and unpaid, charged once, retried as the rule says. */
    async chargeDue(now: Date = new Date()): Promise<{ charged: number; declined: number; unreachable: number }> {
      const today = torontoToday(now);
      const tally = { charged: 0, declined: 0, unreachable: 0 };
      for (const { registrationId, customerId } of await online.activeAutoPay()) {
        const registration = await registrations.findWithUser(registrationId);
        if (!registration || registration.cancelledAt) continue;
        const account = await payments.ofRegistration(registration);
        for (const item of account.schedule) {
          const left = item.amountCents - item.paidCents;
          if (item.dueDate === null || item.dueDate > today || left < 50) continue;
          const outcome = await chargeItem(registrationId, customerId, { dueDate: item.dueDate, amountCents: left, description: item.description }, now);
          if (outcome === 'unreachable') return { ...tally, unreachable: tally.unreachable + 1 };
          if (outcome !== 'skipped') tally[outcome] += 1;
          // One charge per registration per pass: the ledger changed, the next item waits for the next pass.
          if (outcome === 'charged') break;
        }
      }
      return tally;
    },

    /** The signed-in traveller stops automatic payments on their current registration (audited). */
    async turnOff(user: { id: string }): Promise<void> {
      const registration = await registrations.findByUser(user.id, await trips.currentId());
      if (!registration) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      await tx.transaction(async (trx) => {
        if (!(await online.stopAutoPay(registration.id, trx))) return;
        await audit.record(
          {
            actorUserId: user.id,
            action: 'payment.auto_pay_off',
            entityType: 'trip_registration',
            entityId: registration.id,
            registrationId: registration.id,
            payload: {},
          },
          trx,
        );
      });
    },
  };
}
export type AutoPay = ReturnType<typeof createAutoPay>;
