// Registrations: start (the group limit), the traveller's own, the admin list, and the admin's
// steps. Each step is load → apply the journey machine → save → audit, in one transaction under
// the registration's row lock (the rules themselves live in graphql/src/journey.ts).
import {
  changesRequestRules,
  depositFor,
  EMAIL_VERIFICATION_MESSAGES,
  fareRules,
  paymentRules,
  registrationProgress,
  registrationQueryRules,
  type JourneyEvent,
  type JourneyState,
  type PaymentMethod,
  SERVER_MESSAGES,
} from '@umrah/graphql';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import { cancelledByOf, type CancelledBy, type SeatsService } from '../seats/seats.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { JourneyStore, StepPayment } from './journey.store.js';
import type { LockedPrice, Registration, RegistrationCounts, RegistrationRepository, RegistrationWithUser } from './registration.repository.js';

/** The ledger's part in two of the spec's steps (payments.service.ts). */
export interface StepLedger {
  /** Mark Deposit Paid records the scheduled deposit (what of it is not paid yet), by `method`; answers it, if any. */
  recordScheduledDeposit(tx: Tx, adminId: string, registration: Registration, method: PaymentMethod): Promise<StepPayment | undefined>;
  /** Record Final Payment records what remains; answers the balance left and the payment, if any. */
  settleBalance(tx: Tx, adminId: string, registration: Registration): Promise<{ balanceCents: number; payment?: StepPayment }>;
  /** The admin's figures for each row, in one ledger query (same order as `items`). */
  moneyOf(items: readonly { id: string; fare: Registration['fare'] }[]): Promise<RegistrationMoney[]>;
  /** The price a start locks: today's CMS amount and schedule for the fare (docs/product.md#money). */
  priceToLock(fare: Registration['fare']): Promise<LockedPrice>;
}

/** A registration's money at a glance, in CAD cents (admins only). */
export interface RegistrationMoney {
  fareCents: number;
  paidCents: number;
  balanceCents: number;
}

export const TRIP_FULL = SERVER_MESSAGES.tripFull;
export const REGISTRATION_NOT_FOUND = SERVER_MESSAGES.registrationNotFound;
export const ADMINS_DO_NOT_REGISTER = SERVER_MESSAGES.adminsDoNotRegister;
export const REGISTRATION_CANCELLED = SERVER_MESSAGES.registrationCancelled;

/** Who is asking for a seat: the viewer of the request (read from the database this request). */
export interface Starter {
  id: string;
  role: string;
  emailVerified: boolean;
}

/**
 * The one precondition of every way to a seat (a start; the waiting list's join): a traveller's
 * account, with its email confirmed (docs/product.md#email-verification). Admins never take a
 * seat, so the confirmation is never asked of them.
 */
export function startPrecondition(user: Starter): void {
  if (user.role !== 'traveler') throw new AppError('FORBIDDEN', ADMINS_DO_NOT_REGISTER);
  if (!user.emailVerified) throw new AppError('FORBIDDEN', EMAIL_VERIFICATION_MESSAGES.required);
}

export interface RegistrationView extends JourneyState {
  id: string;
  /** The trip it belongs to: its facts are `trip` on the GraphQL face (ADR 0092). */
  tripId: string;
  fare: Registration['fare'];
  createdAt: string;
  updatedAt: string;
  progress: number;
  /** Present on the admin's views (list, page, a step's answer); never on a traveller's. */
  money?: RegistrationMoney;
  /** The hold's deadline while it runs (no deposit yet, not cancelled); null otherwise. */
  holdExpiresAt: string | null;
  cancellation: { at: string; reason: string; by: CancelledBy } | null;
  user?: { id: string; username: string; profile: { fullName: string | null; email: string | null; phone: string | null } };
}

export function toRegistrationView(r: Registration | RegistrationWithUser): RegistrationView {
  const view: RegistrationView = {
    id: r.id,
    tripId: r.tripId,
    fare: r.fare,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    depositPaid: r.depositPaid,
    formSubmitted: r.formSubmitted,
    formApproved: r.formApproved,
    visaSubmitted: r.visaSubmitted,
    visaApproved: r.visaApproved,
    finalPaid: r.finalPaid,
    formChangesReason: r.formChangesReason,
    visaChangesReason: r.visaChangesReason,
    progress: registrationProgress(r),
    holdExpiresAt: !r.depositPaid && !r.cancelledAt && r.holdExpiresAt ? r.holdExpiresAt.toISOString() : null,
    cancellation: r.cancelledAt ? { at: r.cancelledAt.toISOString(), reason: r.cancelReason ?? '', by: cancelledByOf(r)! } : null,
  };
  if ('user' in r) {
    const { id, username, fullName, email, phone } = r.user;
    view.user = { id, username, profile: { fullName, email, phone } };
  }
  return view;
}

const depositMethodRules = paymentRules.pick({ method: true });
const pickMethod = (input: unknown) => {
  const method = (input as { method?: unknown } | undefined)?.method;
  return method === undefined || method === null ? {} : { method };
};

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const notFound = () => new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);

export interface RegistrationPageView {
  items: RegistrationView[];
  total: number;
  page: number;
  pageSize: number;
  summary: RegistrationCounts & { groupLimit: number };
}

interface Deps {
  tx: Transactor;
  registrations: RegistrationRepository;
  journey: JourneyStore;
  audit: AuditRepository;
  /** The group limit (CMS groupSize, default 45). */
  groupSize: () => Promise<number>;
  /** Whether the stored form passes every Submit rule (an approval never approves a partial draft). */
  formIsComplete: (registrationId: string, tx: Tx) => Promise<boolean>;
  ledger: StepLedger;
  messages: MessagesService;
  seats: SeatsService;
  trips: Pick<TripsService, 'currentId' | 'chosen' | 'byIds'>;
  /** Approving the visa confirms the visa details the traveller entered (readiness.service.ts). */
  confirmVisa?: (registrationId: string, staffId: string, trx: Tx) => Promise<boolean>;
}

type AdminEvent = Exclude<JourneyEvent['type'], 'SAVE_FORM' | 'SUBMIT_FORM' | 'UPLOAD_DOCUMENT' | 'DELETE_DOCUMENT'>;

export function createRegistrationService({ tx, registrations, journey, audit, groupSize, formIsComplete, ledger, messages, seats, trips, confirmVisa }: Deps) {
  /** The admin's rows with their money, read after any change has committed. */
  async function withMoney(views: RegistrationView[]): Promise<RegistrationView[]> {
    const money = await ledger.moneyOf(views);
    return views.map((view, i) => ({ ...view, money: money[i] }));
  }

  /** Load → apply → save → audit, under the registration's lock; answers the row with its traveller. */
  async function adminEvent(adminId: string, id: string, type: AdminEvent, input?: unknown): Promise<RegistrationView> {
    if (!UUID.test(id)) throw notFound();
    const reason = type === 'REQUEST_FORM_CHANGES' || type === 'REQUEST_VISA_CHANGES' ? validate(changesRequestRules, input).reason : '';
    // How the deposit came: the admin says (the dialog offers e-transfer first); a client that does not say records "other".
    const method: PaymentMethod = type === 'MARK_DEPOSIT_PAID' ? validate(depositMethodRules, { method: 'other', ...pickMethod(input) }).method : 'other';
    const changed = await tx.transaction(async (trx) => {
      const current = await registrations.lockById(id, trx);
      if (!current) throw notFound();
      if (current.cancelledAt) throw new AppError('CONFLICT', REGISTRATION_CANCELLED);
      let event: JourneyEvent;
      // A payment the step records goes into the step's own message: one event, one message.
      let payment: StepPayment | undefined;
      if (type === 'APPROVE_FORM') event = { type, formComplete: await formIsComplete(id, trx) };
      else if (type === 'REQUEST_FORM_CHANGES' || type === 'REQUEST_VISA_CHANGES') event = { type, reason };
      else if (type === 'RECORD_FINAL_PAYMENT') {
        const settled = await ledger.settleBalance(trx, adminId, current);
        event = { type, balanceCents: settled.balanceCents };
        payment = settled.payment;
      } else {
        event = { type };
        if (type === 'MARK_DEPOSIT_PAID' && !current.depositPaid) payment = await ledger.recordScheduledDeposit(trx, adminId, current, method);
      }
      // The machine decides; a refusal rolls back whatever the ledger wrote above.
      await journey.apply(trx, adminId, current, event, payment);
      if (type === 'APPROVE_VISA') await confirmVisa?.(id, adminId, trx);
      // Answered with the traveller, like the admin list, so a client cache keeps the row whole.
      return toRegistrationView((await registrations.findWithUser(id, trx))!);
    });
    return (await withMoney([changed]))[0]!;
  }

  /**
   * One start, in one transaction under the seats' lock (two api processes take turns), so the
   * count and the insert cannot race past the group limit (seats.service.ts takes the seat). A
   * traveller who already holds a seat gets it back (a second press, also one registered before
   * emails were confirmed); anyone else must pass the start precondition; a full group (or one
   * with people waiting) answers "full", first from a quick look before the lock.
   */
  async function startOne(user: Starter, fare: Registration['fare']): Promise<{ registration: RegistrationView; created: boolean } | 'full'> {
    const userId = user.id;
    const held = await registrations.findByUser(userId, await trips.currentId());
    if (held) return { registration: toRegistrationView(held), created: false };
    startPrecondition(user);
    // A registration starts on the current trip, and only while it is open (docs/product.md#trips).
    const tripId = await seats.openTripId();
    if (await seats.full(tripId)) return 'full';
    const price = await ledger.priceToLock(fare);
    return tx.transaction(async (trx) => {
      const taken = await seats.take(trx, userId, tripId, fare, price);
      if (taken === 'full') return 'full';
      if ('held' in taken) return { registration: toRegistrationView(taken.held), created: false };
      const created = taken;
      const auditId = await audit.record(
        {
          actorUserId: userId,
          action: 'registration.started',
          entityType: 'trip_registration',
          entityId: created.id,
          registrationId: created.id,
          payload: { fare, fareCents: price.fareCents },
        },
        trx,
      );
      const depositCents = depositFor(price.paymentPlan, fare);
      await messages.afterStep(trx, {
        action: 'registration.started',
        auditId,
        travellerId: userId,
        registrationId: created.id,
        fare,
        payload: { depositCents, holdExpiresAt: created.holdExpiresAt?.toISOString() },
      });
      return { registration: toRegistrationView(created), created: true };
    });
  }

  return {
    /** The traveller's own registration on the current trip (null: none yet). */
    async mine(userId: string): Promise<RegistrationView | null> {
      const registration = await registrations.findByUser(userId, await trips.currentId());
      return registration ? toRegistrationView(registration) : null;
    },

    /** Starts the traveller's registration at their fare; a second start answers the first (double click). */
    async start(user: Starter, input?: unknown): Promise<{ registration: RegistrationView; created: boolean }> {
      // An organiser's account never takes a seat: refused before anything is read (startOne asks the rest).
      if (user.role !== 'traveler') startPrecondition(user);
      // The spec's client sends no fare: the non-member price until an admin changes it.
      const { fare } = validate(fareRules, { fare: 'nonBarakah', ...(input ?? {}) });
      const outcome = await startOne(user, fare);
      if (outcome === 'full') throw new AppError('FULL', TRIP_FULL);
      return outcome;
    },

    /** The start's precondition, for every other way to a seat (the waiting list's join). */
    startPrecondition,

    /** Accepts a waiting-list offer (the start's rules apply): the registration it started. */
    async acceptOffer(user: Starter, id: string, input?: unknown): Promise<RegistrationView> {
      startPrecondition(user);
      const { fare } = validate(fareRules, { fare: 'nonBarakah', ...((input as object | undefined) ?? {}) });
      return toRegistrationView(await seats.accept(user, id, fare, await ledger.priceToLock(fare)));
    },
    async cancelMine(userId: string, input: unknown): Promise<RegistrationView> {
      return toRegistrationView(await seats.cancelMine(userId, input));
    },
    async cancel(adminId: string, id: string, input: unknown): Promise<RegistrationView> {
      await seats.cancelByAdmin(adminId, id, input);
      return (await withMoney([toRegistrationView((await registrations.findWithUser(id))!)]))[0]!;
    },
    async extendHold(adminId: string, id: string, input: unknown): Promise<RegistrationView> {
      await seats.extendHold(adminId, id, input);
      return (await withMoney([toRegistrationView((await registrations.findWithUser(id))!)]))[0]!;
    },

    /** Every registration of the chosen trip (the spec's admin list; default the current trip), newest first, with its money. */
    async list(tripId?: string | null): Promise<RegistrationView[]> {
      const trip = await trips.chosen(tripId);
      return withMoney((await registrations.listWithUsers(trip.id)).map(toRegistrationView));
    },

    /** The admin list at scale, on the chosen trip: search, status filter, sort, page, and the summary counts. */
    async page(input: unknown, tripId?: string | null): Promise<RegistrationPageView> {
      const query = validate(registrationQueryRules, input);
      const trip = await trips.chosen(tripId);
      const [{ items, total }, counts, groupLimit] = await Promise.all([
        registrations.search({ ...query, tripId: trip.id }),
        registrations.counts(trip.id),
        groupSize(),
      ]);
      return { items: await withMoney(items.map(toRegistrationView)), total, page: query.page, pageSize: query.pageSize, summary: { ...counts, groupLimit } };
    },

    markDepositPaid: (adminId: string, id: string, input?: { method?: unknown }) => adminEvent(adminId, id, 'MARK_DEPOSIT_PAID', input),
    approveForm: (adminId: string, id: string) => adminEvent(adminId, id, 'APPROVE_FORM'),
    requestFormChanges: (adminId: string, id: string, input: unknown) => adminEvent(adminId, id, 'REQUEST_FORM_CHANGES', input),
    approveVisa: (adminId: string, id: string) => adminEvent(adminId, id, 'APPROVE_VISA'),
    requestVisaChanges: (adminId: string, id: string, input: unknown) => adminEvent(adminId, id, 'REQUEST_VISA_CHANGES', input),
    recordFinalPayment: (adminId: string, id: string) => adminEvent(adminId, id, 'RECORD_FINAL_PAYMENT'),
  };
}
export type RegistrationService = ReturnType<typeof createRegistrationService>;
