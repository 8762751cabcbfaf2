// Refunds sent back to the card (issue 34; ADR 0129). An admin's refund of a registration paid online
// is decided once (the form's client key), split across the card payments (graphql/src/online-payment.ts),
// kept as parts, and each part sent to the provider with an idempotency key of its own. The ledger's
// refund entry is written when the provider says the refund succeeded (its answer or its webhook,
// whichever comes first; the refund id makes it once). A provider that cannot be reached leaves the
// part pending: the admin reads a 503 saying so, the worker sends it again. A refusal or a failed
// refund is set aside on the treasurer's list.
import { randomUUID } from 'node:crypto';
import {
  cardRefundRules,
  ONLINE_PAYMENT_METHOD,
  REFUND_MESSAGES,
  refundableCents,
  SERVER_MESSAGES,
  splitCardRefund,
  sumCents,
  type CardPaymentLeft,
} from '@umrah/graphql';
import type { Stripe } from '../../lib/stripe.js';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { PaymentEntry, PaymentsRepository } from '../payments/payments.repository.js';
import type { PaymentsService } from '../payments/payments.service.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import type { CardRefundRow, OnlinePaymentsRepository } from './online-payments.repository.js';

export type CardRefundStatus = CardRefundRow['status'];

export interface CardRefundView {
  decisionId: string;
  amountCents: number;
  parts: { providerPaymentId: string; amountCents: number; status: 'PENDING' | 'SENT' | 'SUCCEEDED' | 'FAILED' }[];
}

/** What a refund's news came to (the webhook's outcome words); settled: it settled a flag and recorded nothing. */
export type RefundOutcome = 'recorded' | 'flagged' | 'duplicate' | 'pending' | 'ignored' | 'settled';

/** Why a refund is set aside on the treasurer's list: ours failed, or the dashboard's cannot be recorded. */
export type RefundFlagReason = 'refund_failed' | 'refund_too_large' | 'refund_unknown_payment';

/** The parts the admin or the worker sends in one pass, at most. */
const SEND_BATCH = 50;

interface Deps {
  tx: Transactor;
  provider: () => Stripe;
  online: OnlinePaymentsRepository;
  registrations: RegistrationRepository;
  payments: PaymentsService;
  ledger: Pick<PaymentsRepository, 'forRegistration' | 'findByProviderId'>;
  audit: AuditRepository;
  /** Sets a refund aside on the treasurer's list (audited there). */
  flag: (
    trx: Tx,
    f: { registrationId: string | null; tripId: string | null; providerPaymentId: string; amountMinor: number; currency?: string; reason?: RefundFlagReason },
  ) => Promise<void>;
  /** Settles the open flags of a card payment a succeeded refund covers (audited there). */
  settleFlagsOf: (trx: Tx, providerPaymentId: string, amountCents: number, providerRefundId: string) => Promise<number>;
  logger: Logger;
}

/** Card payments with what each may still take back, newest first: a reversed payment none, every part not failed counted. */
export function cardPaymentsLeft(entries: readonly PaymentEntry[], parts: readonly CardRefundRow[]): CardPaymentLeft[] {
  const reversed = new Set(entries.filter((e) => e.reversesId).map((e) => e.reversesId));
  return entries
    .filter((e) => e.kind === 'payment' && e.method === ONLINE_PAYMENT_METHOD && e.providerPaymentId && !reversed.has(e.id))
    .reverse()
    .map((e) => ({
      providerPaymentId: e.providerPaymentId!,
      leftCents: e.amountCents - sumCents(parts.filter((p) => p.providerPaymentId === e.providerPaymentId && p.status !== 'failed').map((p) => p.amountCents)),
    }));
}

/** Sent and not yet in the ledger: what the provider is still giving back. */
export const inFlightCents = (parts: readonly CardRefundRow[]) =>
  sumCents(parts.filter((p) => p.status === 'pending' || p.status === 'sent').map((p) => p.amountCents));

const viewOf = (decisionId: string, parts: CardRefundRow[]): CardRefundView => ({
  decisionId,
  amountCents: sumCents(parts.map((p) => p.amountCents)),
  parts: parts.map((p) => ({
    providerPaymentId: p.providerPaymentId,
    amountCents: p.amountCents,
    status: p.status.toUpperCase() as CardRefundView['parts'][number]['status'],
  })),
});

/** A provider answer that will not change by asking again (a refused request) against one worth retrying (down, slow, rate-limited). */
const refused = (err: unknown) => {
  const status = (err as { statusCode?: number }).statusCode;
  return status === 400 || status === 402 || status === 404;
};

export function createCardRefunds({ tx, provider, online, registrations, payments, ledger, audit, flag, settleFlagsOf, logger }: Deps) {
  /**
   * A succeeded refund we did not send (made in the provider's dashboard): recorded as a refund of its
   * card payment when the payment is ours and has room for it, else set aside for the treasurer. Its
   * refund id makes it once (a part of its own, the ledger's provider id, the flag's), whichever of
   * refund.created, refund.updated and charge.refunded comes first or again.
   */
  async function dashboardRefund(trx: Tx, refund: Stripe.Refund): Promise<RefundOutcome> {
    // A pending refund waits for its succeeded news; a failed or cancelled one moved no money.
    if (refund.status !== 'succeeded') return 'ignored';
    const intent = typeof refund.payment_intent === 'string' ? refund.payment_intent : refund.payment_intent?.id;
    const amountCents = refund.amount;
    if (!intent || !Number.isSafeInteger(amountCents) || amountCents <= 0) return 'ignored';
    const currency = (refund.currency ?? 'cad').toLowerCase();
    const paid = await ledger.findByProviderId(intent, trx);
    if (!paid || paid.kind !== 'payment' || paid.method !== ONLINE_PAYMENT_METHOD) {
      if (await online.flagged(refund.id, trx)) return 'duplicate';
      // A payment set aside unrecorded (unknown registration, another currency): the refund may settle its flag.
      if (await online.anyFlagOfPayment(intent, trx)) return (await settleFlagsOf(trx, intent, amountCents, refund.id)) ? 'settled' : 'ignored';
      await flag(trx, {
        registrationId: null,
        tripId: null,
        providerPaymentId: refund.id,
        amountMinor: amountCents,
        currency,
        reason: 'refund_unknown_payment',
      });
      return 'flagged';
    }
    // The registration's row lock, then the refund id again: a concurrent delivery of it has committed or not begun.
    const registration = (await registrations.lockById(paid.registrationId, trx))!;
    if ((await online.cardRefundFor(refund.id, undefined, trx)) || (await ledger.findByProviderId(refund.id, trx)) || (await online.flagged(refund.id, trx)))
      return 'duplicate';
    const [entries, parts] = await Promise.all([ledger.forRegistration(registration.id, trx), online.cardRefundsOf(registration.id, trx)]);
    const cardLeft = cardPaymentsLeft(entries, parts).find((p) => p.providerPaymentId === intent)?.leftCents ?? 0;
    const left = Math.min(cardLeft, refundableCents(entries) - inFlightCents(parts));
    if (amountCents > left || currency !== 'cad') {
      await flag(trx, {
        registrationId: registration.id,
        tripId: registration.tripId,
        providerPaymentId: refund.id,
        amountMinor: amountCents,
        currency,
        reason: 'refund_too_large',
      });
      return 'flagged';
    }
    const saved = await payments.recordOnlineRefund(trx, registration, {
      amountCents,
      providerRefundId: refund.id,
      note: `Refunded to the card in the provider's dashboard (${intent})`,
    });
    await online.addDashboardRefund(
      { registrationId: registration.id, providerPaymentId: intent, providerRefundId: refund.id, amountCents, paymentId: saved.id },
      trx,
    );
    await settleFlagsOf(trx, intent, amountCents, refund.id);
    return 'recorded';
  }

  /** The provider's news of a refund (its answer or a webhook), under the registration's row lock. */
  async function refundNews(trx: Tx, refund: Stripe.Refund): Promise<RefundOutcome> {
    const partId = typeof refund.metadata?.cardRefundId === 'string' && UUID.test(refund.metadata.cardRefundId) ? refund.metadata.cardRefundId : undefined;
    const found = await online.cardRefundFor(refund.id, partId, trx);
    // A refund made elsewhere (the provider's dashboard): ADR 0129.
    if (!found) return dashboardRefund(trx, refund);
    const registration = await registrations.lockById(found.registrationId, trx);
    const part = await online.lockCardRefund(found.id, trx);
    if (!registration || !part) return 'ignored';
    if (part.status === 'succeeded' || part.status === 'failed') return 'duplicate';
    if (refund.status === 'succeeded') {
      const amountCents = Number.isSafeInteger(refund.amount) && refund.amount > 0 ? refund.amount : part.amountCents;
      const saved = await payments.recordOnlineRefund(trx, registration, {
        amountCents,
        providerRefundId: refund.id,
        note: `Refunded to the card (${part.providerPaymentId})${part.note ? `: ${part.note}` : ''}`,
      });
      await online.patchCardRefund(part.id, { status: 'succeeded', providerRefundId: refund.id, paymentId: saved.id }, trx);
      await settleFlagsOf(trx, part.providerPaymentId, amountCents, refund.id);
      return 'recorded';
    }
    if (refund.status === 'failed' || refund.status === 'canceled') {
      await online.patchCardRefund(part.id, { status: 'failed', providerRefundId: refund.id, lastError: refund.failure_reason ?? refund.status }, trx);
      await flag(trx, { registrationId: registration.id, tripId: registration.tripId, providerPaymentId: refund.id, amountMinor: part.amountCents });
      return 'flagged';
    }
    await online.patchCardRefund(part.id, { status: 'sent', providerRefundId: refund.id }, trx);
    return 'pending';
  }

  /** Sends one pending part; answers whether the provider could be reached. */
  async function send(part: CardRefundRow): Promise<'answered' | 'unreachable'> {
    const client = provider();
    try {
      const refund = await client.refunds.create(
        {
          payment_intent: part.providerPaymentId,
          amount: part.amountCents,
          reason: 'requested_by_customer',
          metadata: { registrationId: part.registrationId, cardRefundId: part.id },
        },
        // One key per part of a decision: a retry (the worker's, the admin's resubmit) is the same refund.
        { idempotencyKey: `card-refund:${part.decisionId}:${part.providerPaymentId}` },
      );
      await tx.transaction((trx) => refundNews(trx, refund));
      return 'answered';
    } catch (err) {
      if (refused(err)) {
        logger.warn({ err, cardRefundId: part.id }, 'card provider refused a refund');
        await tx.transaction(async (trx) => {
          const registration = await registrations.lockById(part.registrationId, trx);
          const locked = await online.lockCardRefund(part.id, trx);
          if (!registration || locked?.status !== 'pending') return;
          await online.patchCardRefund(part.id, { status: 'failed', lastError: (err as Error).message.slice(0, 500), attempts: locked.attempts + 1 }, trx);
          await flag(trx, {
            registrationId: registration.id,
            tripId: registration.tripId,
            providerPaymentId: `${part.providerPaymentId}/${part.id}`,
            amountMinor: part.amountCents,
          });
        });
        return 'answered';
      }
      logger.error({ err, cardRefundId: part.id }, 'card provider unreachable for a refund: kept to send again');
      await tx.transaction(async (trx) => {
        const locked = await online.lockCardRefund(part.id, trx);
        if (locked?.status === 'pending')
          await online.patchCardRefund(part.id, { attempts: locked.attempts + 1, lastError: (err as Error).message.slice(0, 500) }, trx);
      });
      return 'unreachable';
    }
  }

  return {
    refundNews,

    /** An admin's refund to the card: decided once, split, kept, then sent; 503 (the decision kept) when the provider is down. */
    async refundToCard(adminId: string, registrationId: string, input: unknown): Promise<CardRefundView> {
      provider();
      const values = validate(cardRefundRules, input);
      const notFound = () => new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      if (!UUID.test(registrationId)) throw notFound();
      const decisionId = values.clientKey ?? randomUUID();
      const parts = await tx.transaction(async (trx) => {
        const registration = await registrations.lockById(registrationId, trx);
        if (!registration) throw notFound();
        const earlier = await online.decision(decisionId, trx);
        if (earlier.length) {
          if (earlier[0]!.registrationId !== registrationId) throw new AppError('CONFLICT', SERVER_MESSAGES.paymentElsewhere);
          return earlier;
        }
        const [entries, all] = await Promise.all([ledger.forRegistration(registrationId, trx), online.cardRefundsOf(registrationId, trx)]);
        // Never more than was paid, less what is already on its way back.
        const limit = Math.max(0, refundableCents(entries) - inFlightCents(all));
        const tooMuch = (message: string) => new AppError('BAD_USER_INPUT', message, { amountCents: message });
        if (values.amountCents > limit) throw tooMuch(REFUND_MESSAGES.tooMuch(limit));
        const split = splitCardRefund(values.amountCents, cardPaymentsLeft(entries, all));
        if ('message' in split) throw tooMuch(split.message);
        const note = values.note || null;
        await online.addCardRefunds(
          split.parts.map((p) => ({
            registrationId,
            decisionId,
            decidedBy: adminId,
            providerPaymentId: p.providerPaymentId,
            amountCents: p.amountCents,
            note,
          })),
          trx,
        );
        await audit.record(
          {
            actorUserId: adminId,
            action: 'payment.card_refund_requested',
            entityType: 'trip_registration',
            entityId: registrationId,
            registrationId,
            payload: { amountCents: values.amountCents, parts: split.parts, ...(note ? { reason: note } : {}) },
          },
          trx,
        );
        return online.decision(decisionId, trx);
      });
      let unreachable = false;
      for (const part of parts.filter((p) => p.status === 'pending')) {
        if ((await send(part)) === 'unreachable') unreachable = true;
      }
      if (unreachable) throw new AppError('SERVICE_UNAVAILABLE', SERVER_MESSAGES.refundUnavailable, undefined, 30);
      return viewOf(decisionId, await online.decision(decisionId));
    },

    /** The worker's pass: every part still pending is sent again (same key); answers how many the provider answered. */
    async sendPending(): Promise<{ answered: number; unreachable: number }> {
      const pending = await online.pendingCardRefunds(SEND_BATCH);
      let answered = 0;
      for (const part of pending) {
        if ((await send(part)) === 'answered') answered++;
        // The provider is down: the rest waits for the next pass.
        else return { answered, unreachable: pending.length - answered };
      }
      return { answered, unreachable: 0 };
    },
  };
}
export type CardRefunds = ReturnType<typeof createCardRefunds>;
