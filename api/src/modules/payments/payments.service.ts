// The ledger (docs/product.md#money): append-only payments in integer cents, balances against the
// traveller's fare, and the CMS's schedule per fare. Every recording runs under the registration's
// row lock, so two admins recording at once are serialised: nothing is lost or doubled.
import {
  accountOf,
  cancellationQuote,
  depositFor,
  fareRules,
  ledgerTotals,
  ONLINE_PAYMENT_METHOD,
  onlineBounds,
  paymentRules,
  planFor,
  REFUND_MESSAGES,
  refundableCents,
  refundRules,
  referenceCode,
  reversalRules,
  sumCents,
  roleCan,
  type StaffRole,
  torontoToday,
  type Account,
  type CancellationQuote,
  type Fare,
  type PaymentMethod,
  type PlanLine,
  type TripContent,
  type TripFacts,
  SERVER_MESSAGES,
  PARTY_MESSAGES,
  splitPartyPayment,
} from '@umrah/graphql';
import { randomUUID } from 'node:crypto';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { JourneyStore, StepPayment } from '../registration/journey.store.js';
import type { LockedPrice, Registration, RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND, UUID } from '../registration/registration.service.js';
import type { PaymentEntry, PaymentsRepository } from './payments.repository.js';
import type { TripsService } from '../trips/trips.service.js';

export const PAYMENT_NOT_FOUND = SERVER_MESSAGES.paymentNotFound;
export const ALREADY_REVERSED = SERVER_MESSAGES.alreadyReversed;
export const NOT_A_PAYMENT = 'A reversal cannot itself be reversed.';
export const overpayment = (balanceCents: number) =>
  `This payment is more than the balance of ${new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' }).format(Math.max(0, balanceCents) / 100)}. Confirm it as an overpayment to record it.`;

/** A payment as the step's message tells it. */
const told = (saved: PaymentEntry): StepPayment => ({ amountCents: saved.amountCents, receipt: receiptNumber(saved.receiptNumber) });

export interface PaymentEntryView {
  id: string;
  receiptNumber: string;
  kind: 'payment' | 'reversal' | 'refund';
  amountCents: number;
  method: string;
  receivedOn: string;
  reference: string | null;
  /** The admins' internal note: null in every traveller's view. */
  note: string | null;
  /** The note to the traveller. */
  travellerNote: string | null;
  reversesId: string | null;
  reversedById: string | null;
  recordedBy: { username: string; fullName: string } | null;
  recordedAt: string;
  receiptUrl: string;
}

export interface PaymentAccountView extends Omit<Account, 'nextDue'> {
  registrationId: string;
  nextDue: Account['nextDue'];
  entries: PaymentEntryView[];
  /** How to pay (ADR 0085): the traveller's reference code, the organisers' e-transfer address, the payment form. */
  howToPay: HowToPay;
  /** What may be paid online (ADR 0117): the traveller's own view, while online payment is on and something is owed. */
  online: { minCents: number; maxCents: number } | null;
  /** Automatic payments on a saved card are on. */
  autoPay: boolean;
}

/** A payment the card provider took that the ledger cannot keep as it stands (ADR 0117). */
export interface OnlineFlagView {
  id: string;
  registrationId: string | null;
  fullName: string | null;
  providerPaymentId: string;
  amountMinor: number;
  currency: string;
  reason: string;
  createdAt: string;
}

export interface HowToPay {
  referenceCode: string;
  etransferEmail: string;
  note: string;
  paymentFormUrl: string;
}

export interface CancellationQuoteView extends CancellationQuote {
  registrationId: string;
}

/** The fare's amount and its schedule lines, as a registration locks them (docs/product.md#money). */
export function priceOf(fare: Fare, trip: Pick<TripFacts, 'fares' | 'paymentSchedule'>): LockedPrice {
  return {
    fareCents: trip.fares[fare],
    paymentPlan: planFor(trip.paymentSchedule, fare).map(({ amountCents, description, fare: lineFare, dueDate }): PlanLine => ({
      amountCents,
      description,
      fare: lineFare,
      dueDate,
    })),
  };
}

/** How a traveller pays, for their registration. */
export function howToPay(registrationId: string, trip: TripContent): HowToPay {
  return {
    referenceCode: referenceCode(registrationId),
    etransferEmail: trip.paymentInstructions.etransferEmail,
    note: trip.paymentInstructions.note,
    paymentFormUrl: trip.paymentForm.url,
  };
}

/** "R-000042": the receipt number as printed. */
export const receiptNumber = (n: number) => `R-${String(n).padStart(6, '0')}`;

/** Who reads the ledger: a traveller never gets the internal notes. */
type Audience = 'admin' | 'traveller';

function toEntryViews(entries: PaymentEntry[], audience: Audience): PaymentEntryView[] {
  const reversedBy = new Map(entries.filter((e) => e.reversesId).map((e) => [e.reversesId!, e.id]));
  return entries.map((e) => ({
    id: e.id,
    receiptNumber: receiptNumber(e.receiptNumber),
    kind: e.kind,
    amountCents: e.amountCents,
    method: e.method,
    receivedOn: e.receivedOn,
    reference: e.reference,
    note: audience === 'admin' ? e.note : null,
    travellerNote: e.travellerNote,
    reversesId: e.reversesId,
    reversedById: reversedBy.get(e.id) ?? null,
    recordedBy: e.recordedBy && { username: e.recordedBy.username, fullName: e.recordedBy.fullName },
    recordedAt: e.recordedAt.toISOString(),
    receiptUrl: `/api/trip/payments/${e.id}/receipt.pdf`,
  }));
}

interface Deps {
  tx: Transactor;
  payments: PaymentsRepository;
  registrations: RegistrationRepository;
  journey: JourneyStore;
  audit: AuditRepository;
  /** The CMS's words (how to pay); the prices and the refund policy are the trip's facts. */
  content: (trx?: Tx) => Promise<TripContent>;
  /** The facts of a registration's trip (the current trip for a new start). */
  tripOf: (tripId: string | undefined, trx?: Tx) => Promise<TripFacts>;
  messages: MessagesService;
  trips: Pick<TripsService, 'currentId' | 'chosen'>;
  /** Online payment is on (STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET set; ADR 0117). */
  onlineOffered?: boolean;
  /** The trip's online payments waiting on a refund, newest first. */
  onlineFlags?: (tripId: string) => Promise<OnlineFlagView[]>;
  /** What is on its way back to the cards and not yet in the ledger (ADR 0129): a manual refund leaves room for it. */
  cardRefundsInFlight?: (registrationId: string, trx: Tx) => Promise<number>;
  /** Automatic payments (a saved card charged on each due date) are on for a registration; the finance page's list. */
  autoPayOf?: (registrationId: string, trx?: Tx) => Promise<boolean>;
  autoPayList?: (tripId: string) => Promise<{ registrationId: string; fullName: string; failingSince: string | null }[]>;
}

export function createPaymentsService({
  tx,
  payments,
  registrations,
  journey,
  audit,
  content,
  tripOf,
  messages,
  trips,
  onlineOffered = false,
  onlineFlags = async () => [],
  cardRefundsInFlight = async () => 0,
  autoPayOf = async () => false,
  autoPayList = async () => [],
}: Deps) {
  const notFound = () => new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);

  /** The price locked on the registration; a row from before the lock (not locked yet) reads its trip's. */
  const lockedOf = (registration: Pick<Registration, 'fare' | 'fareCents' | 'paymentPlan'>, trip: TripFacts): LockedPrice =>
    registration.fareCents !== null && registration.paymentPlan !== null
      ? { fareCents: registration.fareCents, paymentPlan: registration.paymentPlan }
      : priceOf(registration.fare, trip);

  // In the caller's transaction when there is one: a second connection per request could starve the pool.
  async function priced(registration: Registration, trx?: Tx): Promise<LockedPrice & { trip: TripContent; facts: TripFacts }> {
    const trip = await content(trx);
    const facts = await tripOf(registration.tripId, trx);
    return { ...lockedOf(registration, facts), trip, facts };
  }

  async function accountFor(registration: Registration, trx?: Tx, audience: Audience = 'admin'): Promise<PaymentAccountView> {
    // In turn: inside a transaction the reads share one connection, which runs one query at a time.
    const { fareCents: price, paymentPlan, trip } = await priced(registration, trx);
    const entries = await payments.forRegistration(registration.id, trx);
    const autoPay = await autoPayOf(registration.id, trx);
    const account = accountOf({
      fare: registration.fare,
      fareCents: price,
      supplementCents: registration.roomSupplementCents,
      plan: paymentPlan,
      entries,
      today: torontoToday(),
    });
    // Online payment is offered to the traveller of an active registration only.
    // …and only while the organisers offer it in the CMS (ADR 0130), even with the keys set.
    const online = audience === 'traveller' && onlineOffered && trip.onlinePayment.offered && !registration.cancelledAt ? onlineBounds(account) : null;
    return {
      ...account,
      registrationId: registration.id,
      entries: toEntryViews(entries, audience),
      howToPay: howToPay(registration.id, trip),
      online,
      autoPay,
    };
  }

  async function quoteFor(registration: Registration): Promise<CancellationQuoteView> {
    const [{ paymentPlan, facts }, entries] = await Promise.all([priced(registration), payments.forRegistration(registration.id)]);
    const depositCents = depositFor(paymentPlan, registration.fare);
    return { registrationId: registration.id, ...cancellationQuote({ entries, depositCents, policy: facts.refundPolicy, today: torontoToday() }) };
  }

  async function record(
    trx: Tx,
    /** Null: the card provider's webhook, with no person behind it. */
    adminId: string | null,
    registration: Registration,
    entry: Omit<Parameters<PaymentsRepository['insert']>[0], 'registrationId' | 'recordedBy' | 'providerPaymentId'> & { providerPaymentId?: string | null },
    /** False when a journey step records it: the step's own message tells it (one event, one message). */
    notify = true,
  ) {
    // What was paid before and after, for the audit log's "before → after" (under the row lock, so exact).
    const paidBeforeCents = await paidSoFar(registration.id, trx);
    const saved = await payments.insert({ providerPaymentId: null, ...entry, registrationId: registration.id, recordedBy: adminId }, trx);
    const payload = { amountCents: saved.amountCents, method: saved.method, receipt: receiptNumber(saved.receiptNumber) };
    const paid = { paidBeforeCents, paidAfterCents: paidBeforeCents + saved.amountCents };
    const action = { payment: 'payment.recorded', reversal: 'payment.reversed', refund: 'payment.refunded' }[entry.kind];
    const auditId = await audit.record(
      {
        actorUserId: adminId,
        action,
        entityType: 'payment',
        entityId: saved.id,
        registrationId: registration.id,
        payload: {
          ...payload,
          ...paid,
          ...(entry.note && entry.kind === 'reversal' ? { reason: entry.note } : {}),
          ...(entry.partyPaymentId ? { partyPaymentId: entry.partyPaymentId, paidByRegistrationId: entry.paidByRegistrationId } : {}),
        },
      },
      trx,
    );
    if (entry.kind !== 'reversal' && notify) {
      // A refund is told as a positive amount ("We refunded $500.00").
      const told = { ...payload, amountCents: Math.abs(saved.amountCents) };
      await messages.afterStep(trx, { action, auditId, travellerId: registration.userId, registrationId: registration.id, payload: told });
    }
    return saved;
  }

  const paidSoFar = async (registrationId: string, trx: Tx) => sumCents((await payments.forRegistration(registrationId, trx)).map((e) => e.amountCents));

  return {
    /** The traveller's own account; null before they register. */
    async mine(userId: string): Promise<PaymentAccountView | null> {
      const registration = await registrations.findByUser(userId, await trips.currentId());
      return registration ? accountFor(registration, undefined, 'traveller') : null;
    },

    /** The traveller's account on a registration of theirs (a past trip's receipts); read-only. */
    async ofRegistration(registration: Registration): Promise<PaymentAccountView> {
      return accountFor(registration, undefined, 'traveller');
    },

    /** Fare, paid and balance of several registrations (the admin list), in one ledger query. */
    async moneyOf(items: readonly { id: string; fare: Fare }[]): Promise<{ fareCents: number; paidCents: number; balanceCents: number }[]> {
      const ids = items.map((i) => i.id);
      const [trip, totals, locked] = await Promise.all([tripOf(undefined), payments.totalsFor(ids), registrations.lockedFares(ids)]);
      return items.map(({ id, fare }) => {
        // paidCents here is net of refunds: what the organisers hold of this traveller.
        const fareCents = locked.get(id)?.fareCents ?? priceOf(fare, trip).fareCents;
        const supplementCents = locked.get(id)?.supplementCents ?? 0;
        const paidCents = totals.get(id) ?? 0;
        return { fareCents, paidCents, balanceCents: fareCents + supplementCents - paidCents };
      });
    },

    async forRegistration(registrationId: string): Promise<PaymentAccountView> {
      const registration = UUID.test(registrationId) ? await registrations.findWithUser(registrationId) : undefined;
      if (!registration) throw notFound();
      return accountFor(registration);
    },

    /** Records one payment; past the deposit, the deposit step is marked too. */
    async recordPayment(adminId: string, input: unknown): Promise<PaymentAccountView> {
      const { registrationId, ...rest } = (input ?? {}) as Record<string, unknown>;
      const values = validate(paymentRules, rest);
      if (typeof registrationId !== 'string' || !UUID.test(registrationId)) throw notFound();
      return tx.transaction(async (trx) => {
        let registration = await registrations.lockById(registrationId, trx);
        if (!registration) throw notFound();
        // A retried submit (same client key) answers the account as it is: recorded once.
        if (values.clientKey) {
          const earlier = await payments.findByClientKey(values.clientKey, trx);
          if (earlier) {
            if (earlier.registrationId !== registrationId) throw new AppError('CONFLICT', SERVER_MESSAGES.paymentElsewhere);
            return accountFor(registration, trx);
          }
        }
        const { fareCents: price, paymentPlan } = await priced(registration, trx);
        const balance = price - (await paidSoFar(registrationId, trx));
        if (values.amountCents > balance && !values.allowOverpayment) {
          throw new AppError('CONFLICT', overpayment(balance), { amountCents: overpayment(balance) });
        }
        const deposit = depositFor(paymentPlan, registration.fare);
        // A payment that covers the deposit marks the step; the step's message then tells the payment too.
        const marksDeposit = !registration.depositPaid && price - balance + values.amountCents >= deposit;
        const saved = await record(
          trx,
          adminId,
          registration,
          {
            kind: 'payment',
            amountCents: values.amountCents,
            method: values.method,
            receivedOn: values.receivedOn,
            reference: values.reference,
            note: values.note,
            travellerNote: values.travellerNote,
            reversesId: null,
            clientKey: values.clientKey,
          },
          !marksDeposit,
        );
        if (marksDeposit) {
          registration = await journey.apply(trx, adminId, registration, { type: 'MARK_DEPOSIT_PAID' }, told(saved));
        }
        return accountFor(registration, trx);
      });
    },

    /**
     * A payment for the whole party, recorded on its lead's registration (ADR 0123): shared out over
     * the party's active travellers, the lead first, each up to their balance (`splitPartyPayment`);
     * each share is a ledger row of its own on its traveller's registration, naming the lead's
     * registration that paid and the one party payment, audited and told like any payment, and
     * marking a traveller's deposit step when their share covers it. All or nothing, under the
     * rows' locks; more than the party owes needs the overpayment confirmation.
     */
    async recordPartyPayment(adminId: string, input: unknown): Promise<PaymentAccountView> {
      const { registrationId, ...rest } = (input ?? {}) as Record<string, unknown>;
      const values = validate(paymentRules, rest);
      if (typeof registrationId !== 'string' || !UUID.test(registrationId)) throw notFound();
      return tx.transaction(async (trx) => {
        const lead = await registrations.lockById(registrationId, trx);
        if (!lead) throw notFound();
        if (!lead.partyId || lead.relationship) throw new AppError('CONFLICT', PARTY_MESSAGES.paymentNotLead);
        if (lead.cancelledAt) throw new AppError('CONFLICT', SERVER_MESSAGES.registrationCancelled);
        if (values.clientKey && (await payments.findByClientKey(values.clientKey, trx))) return accountFor(lead, trx);
        const members = [lead, ...(await registrations.activeCompanions(lead.partyId, lead.id, trx))];
        const owed = await Promise.all(
          members.map(async (m) => {
            const { fareCents: price, paymentPlan } = await priced(m, trx);
            const paid = await paidSoFar(m.id, trx);
            // What the traveller owes: the fare plus their room supplement (as the ledger and the party view reckon it).
            return {
              registration: m,
              registrationId: m.id,
              balanceCents: price + m.roomSupplementCents - paid,
              paidCents: paid,
              deposit: depositFor(paymentPlan, m.fare),
            };
          }),
        );
        const total = owed.reduce((s, o) => s + Math.max(0, o.balanceCents), 0);
        if (values.amountCents > total && !values.allowOverpayment) throw new AppError('CONFLICT', overpayment(total), { amountCents: overpayment(total) });
        const partyPaymentId = randomUUID();
        let answer = lead;
        for (const [i, part] of splitPartyPayment(values.amountCents, owed).entries()) {
          const o = owed.find((x) => x.registrationId === part.registrationId)!;
          const marksDeposit = !o.registration.depositPaid && o.paidCents + part.amountCents >= o.deposit;
          const saved = await record(
            trx,
            adminId,
            o.registration,
            {
              kind: 'payment',
              amountCents: part.amountCents,
              method: values.method,
              receivedOn: values.receivedOn,
              reference: values.reference,
              note: values.note,
              travellerNote: values.travellerNote,
              reversesId: null,
              // The key names the party payment (its first share): a retry records nothing twice.
              clientKey: i === 0 ? values.clientKey : null,
              paidByRegistrationId: lead.id,
              partyPaymentId,
            },
            !marksDeposit,
          );
          if (marksDeposit) {
            const after = await journey.apply(trx, adminId, o.registration, { type: 'MARK_DEPOSIT_PAID' }, told(saved));
            if (after.id === lead.id) answer = after;
          }
        }
        return accountFor(answer, trx);
      });
    },

    /**
     * A payment the card provider confirmed (its webhook, ADR 0117), under the registration's row lock
     * taken by the caller: the ledger's rules, receipt, message and deposit step as an admin's
     * recording, with no admin. A cancelled registration's payment is recorded but marks no step.
     */
    async recordOnline(
      trx: Tx,
      registration: Registration,
      payment: { amountCents: number; providerPaymentId: string; note: string },
    ): Promise<{ saved: PaymentEntry; registration: Registration }> {
      const { paymentPlan } = await priced(registration, trx);
      const paidBefore = await paidSoFar(registration.id, trx);
      const marksDeposit =
        !registration.depositPaid && !registration.cancelledAt && paidBefore + payment.amountCents >= depositFor(paymentPlan, registration.fare);
      const saved = await record(
        trx,
        null,
        registration,
        {
          kind: 'payment',
          amountCents: payment.amountCents,
          method: ONLINE_PAYMENT_METHOD,
          receivedOn: torontoToday(),
          reference: payment.providerPaymentId,
          note: payment.note,
          travellerNote: null,
          reversesId: null,
          clientKey: null,
          providerPaymentId: payment.providerPaymentId,
        },
        !marksDeposit,
      );
      const next = marksDeposit ? await journey.apply(trx, null, registration, { type: 'MARK_DEPOSIT_PAID' }, told(saved)) : registration;
      return { saved, registration: next };
    },

    /**
     * A refund the card provider confirmed (ADR 0129), under the registration's row lock taken by the
     * caller: a refund entry by the provider, its refund id as the reference, told to the traveller.
     */
    async recordOnlineRefund(
      trx: Tx,
      registration: Registration,
      refund: { amountCents: number; providerRefundId: string; note: string },
    ): Promise<PaymentEntry> {
      return record(trx, null, registration, {
        kind: 'refund',
        amountCents: -refund.amountCents,
        method: ONLINE_PAYMENT_METHOD,
        receivedOn: torontoToday(),
        reference: refund.providerRefundId,
        note: refund.note,
        travellerNote: null,
        reversesId: null,
        clientKey: null,
        providerPaymentId: refund.providerRefundId,
      });
    },

    /** Cancels one payment with a reversal entry (never an edit or a delete). */
    async reversePayment(adminId: string, paymentId: string, input: unknown): Promise<PaymentAccountView> {
      const { reason } = validate(reversalRules, input);
      if (!UUID.test(paymentId)) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      return tx.transaction(async (trx) => {
        const original = await payments.find(paymentId, trx);
        if (!original) throw new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
        const registration = (await registrations.lockById(original.registrationId, trx))!;
        if (original.kind !== 'payment') throw new AppError('CONFLICT', NOT_A_PAYMENT);
        const entries = await payments.forRegistration(registration.id, trx);
        if (entries.some((e) => e.reversesId === original.id)) throw new AppError('CONFLICT', ALREADY_REVERSED);
        await record(trx, adminId, registration, {
          kind: 'reversal',
          amountCents: -original.amountCents,
          method: original.method,
          receivedOn: torontoToday(),
          reference: receiptNumber(original.receiptNumber),
          note: reason,
          travellerNote: null,
          reversesId: original.id,
          clientKey: null,
        });
        return accountFor(registration, trx);
      });
    },

    async changeFare(adminId: string, registrationId: string, input: unknown): Promise<PaymentAccountView> {
      const { fare } = validate(fareRules, input);
      if (!UUID.test(registrationId)) throw notFound();
      return tx.transaction(async (trx) => {
        const current = await registrations.lockById(registrationId, trx);
        if (!current) throw notFound();
        if (current.fare === fare) return accountFor(current, trx);
        // The new fare is locked at the trip's price and schedule of today (docs/product.md#money).
        const price = priceOf(fare, await tripOf(current.tripId, trx));
        const next = await registrations.setFare(registrationId, fare, price, trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'registration.fare_changed',
            entityType: 'trip_registration',
            entityId: registrationId,
            registrationId,
            payload: { from: current.fare, to: fare, fromCents: current.fareCents, toCents: price.fareCents },
          },
          trx,
        );
        return accountFor(next, trx);
      });
    },

    /** Mark Deposit Paid (spec): records what the scheduled deposit still lacks, by the admin's method, in the step's transaction. */
    async recordScheduledDeposit(trx: Tx, adminId: string, registration: Registration, method: PaymentMethod): Promise<StepPayment | undefined> {
      const { paymentPlan } = await priced(registration, trx);
      const missing = depositFor(paymentPlan, registration.fare) - (await paidSoFar(registration.id, trx));
      if (missing <= 0) return undefined;
      const saved = await record(
        trx,
        adminId,
        registration,
        {
          kind: 'payment',
          amountCents: missing,
          method,
          receivedOn: torontoToday(),
          reference: null,
          note: 'Deposit marked as paid',
          travellerNote: null,
          reversesId: null,
          clientKey: null,
        },
        false,
      );
      return told(saved);
    },

    /** Record Final Payment (spec): records what remains of the fare; answers the balance left (0) and that payment. */
    async settleBalance(trx: Tx, adminId: string, registration: Registration): Promise<{ balanceCents: number; payment?: StepPayment }> {
      const { fareCents: price } = await priced(registration, trx);
      const balance = price + registration.roomSupplementCents - (await paidSoFar(registration.id, trx));
      if (balance > 0 && registration.visaApproved && !registration.finalPaid) {
        const saved = await record(
          trx,
          adminId,
          registration,
          {
            kind: 'payment',
            amountCents: balance,
            method: 'other',
            receivedOn: torontoToday(),
            reference: null,
            note: 'Final payment recorded',
            travellerNote: null,
            reversesId: null,
            clientKey: null,
          },
          false,
        );
        return { balanceCents: 0, payment: told(saved) };
      }
      return { balanceCents: balance };
    },

    /** The price a new registration locks at this fare: the current trip's amount and schedule. */
    async priceToLock(fare: Fare): Promise<LockedPrice> {
      return priceOf(fare, await tripOf(undefined));
    },

    /** Locks the current trip's price on every registration from before the lock (run at start; ADR 0083); answers how many. */
    async lockUnlockedPrices(): Promise<number> {
      const trip = await tripOf(undefined);
      return tx.transaction((trx) => registrations.lockUnlockedPrices((fare) => priceOf(fare, trip), trx));
    },

    /** Records a refund: a ledger entry of its own kind, never more than was paid (net of reversals and earlier refunds). */
    async recordRefund(adminId: string, registrationId: string, input: unknown): Promise<PaymentAccountView> {
      const values = validate(refundRules, input);
      if (!UUID.test(registrationId)) throw notFound();
      return tx.transaction(async (trx) => {
        const registration = await registrations.lockById(registrationId, trx);
        if (!registration) throw notFound();
        const limit = Math.max(0, refundableCents(await payments.forRegistration(registrationId, trx)) - (await cardRefundsInFlight(registrationId, trx)));
        if (values.amountCents > limit) {
          const message = REFUND_MESSAGES.tooMuch(limit);
          throw new AppError('BAD_USER_INPUT', message, { amountCents: message });
        }
        await record(trx, adminId, registration, {
          kind: 'refund',
          amountCents: -values.amountCents,
          method: values.method,
          receivedOn: torontoToday(),
          reference: values.reference,
          note: values.note,
          travellerNote: null,
          reversesId: null,
          clientKey: null,
        });
        return accountFor(registration, trx);
      });
    },

    /** What cancelling today would give back, for the signed-in traveller's own registration; null before they register. */
    async myCancellationQuote(userId: string): Promise<CancellationQuoteView | null> {
      const registration = await registrations.findByUser(userId, await trips.currentId());
      return registration ? quoteFor(registration) : null;
    },

    /** The same, for any registration (admins). */
    async cancellationQuote(registrationId: string): Promise<CancellationQuoteView> {
      const registration = UUID.test(registrationId) ? await registrations.findWithUser(registrationId) : undefined;
      if (!registration) throw notFound();
      return quoteFor(registration);
    },

    /** Collected, outstanding and overdue across the chosen trip's group (default the current trip). */
    async overview(tripId?: string | null) {
      const { id } = await trips.chosen(tripId);
      // Every row is locked at start (ADR 0083); one not locked yet reads its trip's price.
      const trip = await tripOf(id);
      const [all, totals, refundedCents] = await Promise.all([registrations.listWithUsers(id), payments.totals(id), payments.refundTotal(id)]);
      const today = torontoToday();
      // Collected: payments net of reversals; refunded beside it; what is held is the difference.
      let collectedCents = refundedCents;
      let outstandingCents = 0;
      const overdue = [];
      for (const r of all) {
        const paid = totals.get(r.id) ?? 0;
        const { fareCents: price, paymentPlan } = lockedOf(r, trip);
        const account = accountOf({
          fare: r.fare,
          fareCents: price,
          supplementCents: r.roomSupplementCents,
          plan: paymentPlan,
          entries: [{ amountCents: paid }],
          today,
        });
        collectedCents += paid;
        outstandingCents += Math.max(0, account.balanceCents);
        if (account.overdueCents > 0) {
          const oldest = account.schedule.find((s) => s.status !== 'paid' && s.dueDate !== null && s.dueDate < today);
          overdue.push({
            registrationId: r.id,
            fullName: r.user.fullName ?? r.user.username,
            username: r.user.username,
            overdueCents: account.overdueCents,
            balanceCents: account.balanceCents,
            oldestDueDate: oldest?.dueDate ?? null,
          });
        }
      }
      overdue.sort((a, b) => b.overdueCents - a.overdueCents);
      return {
        collectedCents,
        refundedCents,
        outstandingCents,
        overdueCents: sumCents(overdue.map((o) => o.overdueCents)),
        overdue,
        onlineToRefund: await onlineFlags(id),
        autoPay: await autoPayList(id),
      };
    },

    /** One entry with its registration, for a receipt (the traveller or staff who read finance; anyone else: not found). */
    async receiptFor(viewer: { id: string; role: string; staffRole?: StaffRole | null } | undefined, paymentId: string) {
      const missing = () => new AppError('NOT_FOUND', PAYMENT_NOT_FOUND);
      if (!viewer || !UUID.test(paymentId)) throw missing();
      const entry = await payments.find(paymentId);
      if (!entry) throw missing();
      const registration = await registrations.findWithUser(entry.registrationId);
      // A share of a party payment names the lead who paid it; the lead may read it too.
      const paidBy =
        entry.paidByRegistrationId && entry.paidByRegistrationId !== entry.registrationId
          ? await registrations.findWithUser(entry.paidByRegistrationId)
          : undefined;
      const own = registration?.userId === viewer.id || paidBy?.userId === viewer.id;
      if (!registration || (!own && !(viewer.role === 'admin' && roleCan(viewer.staffRole ?? null, 'finance:read')))) throw missing();
      const payer = paidBy ? paidBy.user.fullName || paidBy.user.username : null;
      const [{ fareCents: price, trip }, entries] = await Promise.all([priced(registration), payments.forRegistration(entry.registrationId)]);
      // As of this receipt: the ledger up to and including it.
      const { paidCents, refundedCents } = ledgerTotals(entries.filter((e) => e.receiptNumber <= entry.receiptNumber));
      return {
        entry,
        registration,
        trip,
        payer,
        totals: { paidCents, refundedCents, balanceCents: price + registration.roomSupplementCents - paidCents + refundedCents },
      };
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
