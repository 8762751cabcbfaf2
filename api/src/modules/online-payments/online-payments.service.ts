// Paying online through the card provider (issue 34; ADRs 0117, 0118). The traveller opens a Stripe
// Checkout Session for what the shared rule allows (graphql/src/online-payment.ts); the provider's
// signed webhook records the payment in the ledger through the payments service (the same rules,
// receipt, message and deposit step as an admin's recording), exactly once per event and per payment
// intent whatever the number or order of deliveries. Money the ledger cannot keep as it stands (a
// cancelled or unknown registration, another currency) is kept on the treasurer's refund list.
import { randomUUID } from 'node:crypto';
import { onlineAmountFor, onlinePaymentRules, SERVER_MESSAGES } from '@umrah/graphql';
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
import type { FlagReason, OnlinePaymentsRepository } from './online-payments.repository.js';

export const ONLINE_TEXTS = {
  off: SERVER_MESSAGES.onlineOff,
  travellersOnly: SERVER_MESSAGES.onlineTravellersOnly,
  unavailable: SERVER_MESSAGES.onlineUnavailable,
  sessionNotFound: SERVER_MESSAGES.onlineSessionNotFound,
  badSignature: SERVER_MESSAGES.webhookBadSignature,
} as const;

/** What a webhook delivery came to (provider_events.outcome). */
export type WebhookOutcome = 'recorded' | 'flagged' | 'duplicate' | 'pending' | 'ignored';

/** The events that say a Checkout Session's payment succeeded (cards at once; pre-authorised debit later). */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

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
  ledger: Pick<PaymentsRepository, 'findByProviderId'>;
  audit: AuditRepository;
  trips: Pick<TripsService, 'currentId'>;
  logger: Logger;
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
}: Deps) {
  const provider = () => {
    if (!stripe || !webhookSecret) throw new AppError('NOT_FOUND', ONLINE_TEXTS.off);
    return stripe;
  };

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
    if (registration.cancelledAt) {
      // The seat is gone (an expired hold, a cancellation): the money is in the ledger and waits on a refund.
      await flag(trx, { ...flagged, paymentId: saved.id, registrationId: registration.id, tripId: registration.tripId, reason: 'registration_cancelled' });
      return 'flagged';
    }
    return 'recorded';
  }

  return {
    offered: Boolean(stripe && webhookSecret),

    /** Opens a Checkout Session for the signed-in traveller's own registration, for what the rule allows. */
    async start(user: { id: string; role: string; email?: string | null }, input: unknown): Promise<{ sessionId: string; url: string; amountCents: number }> {
      const client = provider();
      if (user.role !== 'traveler') throw new AppError('FORBIDDEN', ONLINE_TEXTS.travellersOnly);
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
            metadata: { registrationId: registration.id },
            payment_intent_data: { metadata: { registrationId: registration.id } },
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
        const result: WebhookOutcome = PAID_EVENTS.has(event.type) ? await sessionPaid(trx, event.data.object as Stripe.Checkout.Session) : 'ignored';
        await online.setOutcome(event.id, result, trx);
        return result;
      });
      logger.info({ eventId: event.id, type: event.type, outcome }, 'card provider webhook');
      return { outcome };
    },

    /** The trip's payments waiting on a refund (the finance overview). */
    flags: (tripId: string) => online.flags(tripId),
  };
}
export type OnlinePaymentsService = ReturnType<typeof createOnlinePaymentsService>;
