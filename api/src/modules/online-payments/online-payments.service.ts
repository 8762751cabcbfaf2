// Paying online through the card provider (issue 34; ADRs 0117, 0118). The traveller opens a Stripe
// Checkout Session for what the shared rule allows (graphql/src/online-payment.ts); the provider's
// signed webhook records the payment in the ledger through the payments service (the same rules,
// receipt, message and deposit step as an admin's recording), exactly once per event and per payment
// intent whatever the number or order of deliveries. Money the ledger cannot keep as it stands (a
// cancelled or unknown registration, another currency) is kept on the treasurer's refund list.
import { randomUUID } from 'node:crypto';
import { FLAG_SETTLEMENT_MESSAGES, flagSettlementRules, onlineAmountFor, onlinePaymentRules, SERVER_MESSAGES } from '@umrah/graphql';
import type { Stripe } from '../../lib/stripe.js';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import type { Logger } from '../../lib/logger.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { PaymentsRepository } from '../payments/payments.repository.js';
import { receiptNumber, type PaymentsService } from '../payments/payments.service.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { MessagesService } from '../messages/messages.service.js';
import { createAutoPay } from './auto-pay.js';
import { createCardRefunds } from './card-refunds.js';
import type { FlagReason, FlagRow, OnlinePaymentsRepository } from './online-payments.repository.js';

export const ONLINE_TEXTS = {
  off: SERVER_MESSAGES.onlineOff,
  travellersOnly: SERVER_MESSAGES.onlineTravellersOnly,
  unavailable: SERVER_MESSAGES.onlineUnavailable,
  sessionNotFound: SERVER_MESSAGES.onlineSessionNotFound,
  badSignature: SERVER_MESSAGES.webhookBadSignature,
} as const;

/** What a webhook delivery came to (provider_events.outcome). */
export type WebhookOutcome = 'recorded' | 'flagged' | 'duplicate' | 'pending' | 'ignored' | 'settled';

/** The events that say a Checkout Session's payment succeeded (cards at once; pre-authorised debit later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);
/** The events that carry a Refund (ADR 0129); charge.refunded carries the charge, with its refunds when the API version lists them. */
const REFUND_EVENTS = new Set(['refund.created', 'refund.updated', 'refund.failed', 'charge.refund.updated']);

interface Deps {
  tx: Transactor;
  stripe: Stripe | undefined;
  webhookSecret: string | undefined;
  toleranceSeconds: number;
  /** Where the traveller comes back to (PUBLIC_URL or the server's own address). */
  publicOrigin: string;
  online: OnlinePaymentsRepository;
  registrations: RegistrationRepository;
  payments: PaymentsService;
  ledger: Pick<PaymentsRepository, 'findByProviderId' | 'forRegistration'>;
  audit: AuditRepository;
  trips: Pick<TripsService, 'currentId'>;
  logger: Logger;
  /** The organisers offer online payment in the CMS (ADR 0130); the keys alone are not enough. */
  organiserOffers?: () => Promise<boolean>;
  /** Where a failed automatic charge is told to the traveller. */
  /** A declined automatic charge is told to the traveller (or the lead paying for a companion). */
  messages: Pick<MessagesService, 'toTraveller'>;
}

export function createOnlinePaymentsService({
  tx,
  stripe,
  webhookSecret,
  toleranceSeconds,
  publicOrigin,
  online,
  registrations,
  payments,
  ledger,
  audit,
  trips,
  logger,
  organiserOffers = async () => true,
  messages,
}: Deps) {
  const provider = () => {
    if (!stripe || !webhookSecret) throw new AppError('NOT_FOUND', ONLINE_TEXTS.off);
    return stripe;
  };

  const autoPay = createAutoPay({ tx, provider: () => provider(), online, registrations, payments, audit, messages, trips, logger });

  /** A provider failure (down, refused, misconfigured) is a 503 for the traveller; the details go to the log. */
  const unavailable = (err: unknown) => {
    logger.error({ err }, 'card provider request failed');
    return new AppError('SERVICE_UNAVAILABLE', ONLINE_TEXTS.unavailable, undefined, 30);
  };

  async function flag(
    trx: Tx,
    f: {
      registrationId: string | null;
      tripId: string | null;
      paymentId: string | null;
      providerPaymentId: string;
      amountMinor: number;
      currency: string;
      reason: FlagReason;
    },
  ) {
    const id = await online.flag(f, trx);
    if (!id) return;
    await audit.record(
      {
        actorUserId: null,
        action: 'payment.online_flagged',
        entityType: 'online_payment_flag',
        entityId: id,
        registrationId: f.registrationId,
        tripId: f.tripId,
        payload: { reason: f.reason, amountMinor: f.amountMinor, currency: f.currency, providerPaymentId: f.providerPaymentId },
      },
      trx,
    );
  }

  /** A Checkout Session that says it is paid: into the ledger once, or onto the refund list. */
  async function sessionPaid(trx: Tx, s: Stripe.Checkout.Session): Promise<WebhookOutcome> {
    if (s.payment_status !== 'paid') return 'pending';
    const intent = typeof s.payment_intent === 'string' ? s.payment_intent : s.payment_intent?.id;
    const amount = s.amount_total ?? 0;
    if (!intent || !Number.isSafeInteger(amount) || amount <= 0) return 'ignored';
    const registrationId = s.client_reference_id ?? s.metadata?.registrationId ?? '';
    // The registration's row lock first: deliveries of one payment, and the hold's expiry, queue here.
    const registration = UUID.test(registrationId) ? await registrations.lockById(registrationId, trx) : undefined;
    if ((await ledger.findByProviderId(intent, trx)) || (await online.flagged(intent, trx))) return 'duplicate';
    const currency = (s.currency ?? '').toLowerCase();
    const flagged = { providerPaymentId: intent, amountMinor: amount, currency, paymentId: null };
    if (!registration) {
      await flag(trx, { ...flagged, registrationId: null, tripId: null, reason: 'unknown_registration' });
      return 'flagged';
    }
    if (currency !== 'cad') {
      await flag(trx, { ...flagged, registrationId: registration.id, tripId: registration.tripId, reason: 'currency' });
      return 'flagged';
    }
    const { saved } = await payments.recordOnline(trx, registration, { amountCents: amount, providerPaymentId: intent, note: `Paid online (${s.id})` });
    await online.settleSession(s.id, saved.id, trx);
    // The traveller saved the card for the next items (automatic payments): the customer holding it.
    const customer = typeof s.customer === 'string' ? s.customer : s.customer?.id;
    if (s.metadata?.autoPay === '1' && customer) await autoPay.agree(trx, registration, customer);
    if (registration.cancelledAt) {
      // The seat is gone (an expired hold, a cancellation): the money is in the ledger and waits on a refund.
      await flag(trx, { ...flagged, paymentId: saved.id, registrationId: registration.id, tripId: registration.tripId, reason: 'registration_cancelled' });
      return 'flagged';
    }
    return 'recorded';
  }

  /** Settles one open flag (under its lock), audited; by hand (a staff id) or by a refund (null). */
  async function settle(trx: Tx, f: FlagRow, by: string | null, note: string): Promise<boolean> {
    if (!(await online.settleFlag(f.id, { settledBy: by, note }, trx))) return false;
    await audit.record(
      {
        actorUserId: by,
        action: 'payment.online_flag_settled',
        entityType: 'online_payment_flag',
        entityId: f.id,
        registrationId: f.registrationId,
        tripId: f.tripId,
        payload: { reason: f.reason, amountMinor: f.amountMinor, currency: f.currency, providerPaymentId: f.providerPaymentId, note },
      },
      trx,
    );
    return true;
  }

  /** A succeeded refund of a card payment settles its open flags it covers, oldest first; answers how many. */
  async function settleFlagsOf(trx: Tx, providerPaymentId: string, amountCents: number, providerRefundId: string): Promise<number> {
    let left = amountCents;
    let settled = 0;
    for (const f of await online.openFlagsOfPayment(providerPaymentId, trx)) {
      if (f.amountMinor > left) continue;
      if (await settle(trx, f, null, `Refunded to the card (${providerRefundId})`)) {
        left -= f.amountMinor;
        settled++;
      }
    }
    return settled;
  }

  const cardRefunds = createCardRefunds({
    tx,
    provider,
    online,
    registrations,
    payments,
    ledger,
    audit,
    flag: (trx, f) => flag(trx, { ...f, paymentId: null, currency: f.currency ?? 'cad', reason: f.reason ?? 'refund_failed' }),
    settleFlagsOf,
    logger,
  });

  /** What an event came to: a paid session, a refund's news, or nothing of ours. */
  async function handle(trx: Tx, event: Stripe.Event): Promise<WebhookOutcome> {
    if (PAID_EVENTS.has(event.type)) return sessionPaid(trx, event.data.object as Stripe.Checkout.Session);
    if (REFUND_EVENTS.has(event.type)) return cardRefunds.refundNews(trx, event.data.object as Stripe.Refund);
    if (event.type === 'charge.refunded') {
      const refunds = (event.data.object as Stripe.Charge).refunds?.data ?? [];
      const outcomes: WebhookOutcome[] = [];
      for (const refund of refunds) outcomes.push(await cardRefunds.refundNews(trx, refund));
      return outcomes.find((o) => o === 'recorded' || o === 'flagged' || o === 'settled') ?? outcomes[0] ?? 'ignored';
    }
    return 'ignored';
  }

  return {
    offered: Boolean(stripe && webhookSecret),

    /** Opens a Checkout Session for the signed-in traveller's own registration, for what the rule allows. */
    async start(user: { id: string; role: string; email?: string | null }, input: unknown): Promise<{ sessionId: string; url: string; amountCents: number }> {
      const client = provider();
      if (user.role !== 'traveler') throw new AppError('FORBIDDEN', ONLINE_TEXTS.travellersOnly);
      // Turned off by the organisers: as if the keys were unset for a new payment (refunds and webhooks still run).
      if (!(await organiserOffers())) throw new AppError('NOT_FOUND', ONLINE_TEXTS.off);
      const values = validate(onlinePaymentRules, input);
      const registration = await registrations.findByUser(user.id, await trips.currentId());
      if (!registration) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      const account = await payments.ofRegistration(registration);
      const chosen = onlineAmountFor(account, values);
      if ('message' in chosen) throw new AppError('BAD_USER_INPUT', chosen.message, { [chosen.field]: chosen.message });
      let session: Stripe.Checkout.Session;
      try {
        session = await client.checkout.sessions.create(
          {
            mode: 'payment',
            // No payment_method_types: the methods turned on in the organisers' Stripe account (cards; Canadian
            // pre-authorised debit where the account has it) are offered.
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'cad', unit_amount: chosen.amountCents, product_data: { name: `Umrah Journey ${account.howToPay.referenceCode}` } },
              },
            ],
            client_reference_id: registration.id,
            metadata: { registrationId: registration.id, ...(values.saveCard ? { autoPay: '1' } : {}) },
            // Saving the card for automatic payments: a customer holds it, usable off session on each due date.
            payment_intent_data: { metadata: { registrationId: registration.id }, ...(values.saveCard ? { setup_future_usage: 'off_session' as const } : {}) },
            ...(values.saveCard ? { customer_creation: 'always' as const } : {}),
            ...(user.email ? { customer_email: user.email } : {}),
            success_url: `${publicOrigin}/portal/payments/online?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${publicOrigin}/portal/payments/online?cancelled=1`,
          },
          { idempotencyKey: randomUUID() },
        );
      } catch (err) {
        throw unavailable(err);
      }
      if (!session.url) throw unavailable(new Error('the Checkout Session has no url'));
      await online.addSession({ id: session.id, registrationId: registration.id, amountCents: chosen.amountCents });
      return { sessionId: session.id, url: session.url, amountCents: chosen.amountCents };
    },

    /** The return page's question: is this session of mine paid in the ledger yet? */
    async status(
      user: { id: string },
      sessionId: string,
    ): Promise<{ sessionId: string; amountCents: number; state: 'PENDING' | 'PAID'; receiptNumber: string | null }> {
      const missing = () => new AppError('NOT_FOUND', ONLINE_TEXTS.sessionNotFound);
      const session = sessionId.length <= 255 ? await online.session(sessionId) : undefined;
      if (!session) throw missing();
      const registration = await registrations.findWithUser(session.registrationId);
      if (registration?.userId !== user.id) throw missing();
      return {
        sessionId: session.id,
        amountCents: session.amountCents,
        state: session.paymentId ? 'PAID' : 'PENDING',
        receiptNumber: session.receiptNumber === null ? null : receiptNumber(session.receiptNumber),
      };
    },

    /**
     * A webhook delivery: the raw body and its Stripe-Signature header, checked by the library with a
     * replay window. Each event id is handled once (a later delivery finds it claimed).
     */
    async webhook(rawBody: Buffer, signature: string | undefined): Promise<{ outcome: WebhookOutcome }> {
      const client = provider();
      let event: Stripe.Event;
      try {
        event = client.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret!, toleranceSeconds);
      } catch {
        throw new AppError('BAD_USER_INPUT', ONLINE_TEXTS.badSignature);
      }
      const outcome = await tx.transaction(async (trx) => {
        if (!(await online.claimEvent(event.id, event.type, trx))) return 'duplicate' as const;
        const result = await handle(trx, event);
        await online.setOutcome(event.id, result, trx);
        return result;
      });
      logger.info({ eventId: event.id, type: event.type, outcome }, 'card provider webhook');
      return { outcome };
    },

    /** An admin's refund sent back to the card (ADR 0129). */
    refundToCard: cardRefunds.refundToCard,
    /** The worker's pass over refunds the provider could not be reached for. */
    sendPendingRefunds: cardRefunds.sendPending,
    /** The worker's pass over automatic payments due. */
    chargeDue: autoPay.chargeDue,
    /** The traveller turns automatic payments off. */
    turnOffAutoPay: autoPay.turnOff,

    /** The trip's payments waiting on a refund (the finance overview); settled ones leave it. */
    flags: (tripId: string) => online.flags(tripId),

    /** Staff who record refunds settle a flag by hand, saying how (ADR 0129): 404 unknown, 409 already settled. */
    async settleFlag(adminId: string, flagId: string, input: unknown): Promise<FlagRow> {
      const { note } = validate(flagSettlementRules, input);
      const notFound = () => new AppError('NOT_FOUND', FLAG_SETTLEMENT_MESSAGES.notFound);
      if (!UUID.test(flagId)) throw notFound();
      return tx.transaction(async (trx) => {
        const f = await online.lockFlag(flagId, trx);
        if (!f) throw notFound();
        if (f.settledAt) throw new AppError('CONFLICT', FLAG_SETTLEMENT_MESSAGES.alreadySettled);
        await settle(trx, f, adminId, note);
        return (await online.lockFlag(flagId, trx))!;
      });
    },
  };
}
export type OnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;
