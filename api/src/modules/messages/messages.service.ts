// Which step sends which message to whom, and the worker that delivers them. Messages are written
// to the outbox in the transaction of the change that causes them (docs/product.md#messages): a mail
// server that is down delays them and never loses them or fails the user's request.
import type { TripContent } from '@umrah/graphql';
import { depositFor, referenceCode } from '@umrah/graphql';
import type { Tx } from '../../lib/db.js';
import type { Logger } from '../../lib/logger.js';
import type { Mailer } from '../../lib/mailer.js';
import type { User, UsersRepository } from '../users/users.repository.js';
import type { OutboxMessage, OutboxRepository } from './outbox.repository.js';
import { renderMessage } from './render.js';
import { MESSAGE_TEMPLATES, type MessageData, type MessageKind } from './templates/messages.js';

/** The journey's audit actions that tell the traveller something, and the message each sends. */
const STEP_MESSAGES: Record<string, MessageKind> = {
  'registration.started': 'registration_started',
  'registration.deposit_paid': 'deposit_received',
  'form.submitted': 'form_received',
  'registration.form_approved': 'form_approved',
  'registration.form_changes_requested': 'form_sent_back',
  'registration.visa_approved': 'visa_approved',
  'registration.visa_changes_requested': 'visa_sent_back',
  'payment.recorded': 'payment_recorded',
  'payment.refunded': 'refund_recorded',
  'registration.final_paid': 'registration_complete',
};

/** The seat's messages (docs/product.md#seats). */
export type SeatMessageKind = Extract<
  MessageKind,
  'hold_reminder' | 'hold_expired' | 'registration_cancelled' | 'waitlist_joined' | 'waitlist_offer' | 'waitlist_offer_lapsed'
>;

/** An audited step that may tell its traveller something. */
interface StepEvent {
  action: string;
  auditId: number;
  travellerId: string;
  /** The registration concerned: a message asking for money says how to pay, with its reference code. */
  registrationId?: string;
  fare?: 'barakah' | 'nonBarakah';
  payload?: Record<string, unknown>;
}

/** The messages about money that say how to pay (ADR 0085). */
const PAY_MESSAGES = new Set<MessageKind>(['registration_started', 'payment_recorded', 'deposit_received']);

/** How to pay, as a message carries it: the traveller's reference code, the e-transfer address, the payment form. */
export function howToPayData(registrationId: string, trip: TripContent): Pick<MessageData, 'referenceCode' | 'etransferEmail' | 'paymentFormUrl'> {
  return { referenceCode: referenceCode(registrationId), etransferEmail: trip.paymentInstructions.etransferEmail, paymentFormUrl: trip.paymentForm.url };
}

/** Whom a message goes to, and the language they read (an account's own; English when none). */
type Recipient = Pick<User, 'id' | 'email' | 'fullName' | 'username'> & Partial<Pick<User, 'locale' | 'managedBy'>>;
type Addressed = Recipient & { email: string };

interface Deps {
  outbox: OutboxRepository;
  users: UsersRepository;
  content: (trx?: Tx) => Promise<TripContent>;
  /** Online payment is offered (keys set and the organisers' setting on, ADR 0130): the hold reminder links to "Pay now". */
  payNow?: (trip: TripContent) => boolean;
}

export function createMessagesService({ outbox, users, content, payNow = () => false }: Deps) {
  const message = (kind: MessageKind, to: Addressed, eventKey: string, data: Omit<MessageData, 'name'> = {}) => ({
    kind,
    recipientUserId: to.id,
    toEmail: to.email,
    dedupeKey: `${kind}:${eventKey}`,
    // The reader's language is kept with the message, as everything else it tells (ADR 0116).
    payload: { name: to.fullName || to.username, ...(to.locale && { locale: to.locale }), ...data },
  });
  async function enqueue(tx: Tx, kind: MessageKind, to: Recipient, eventKey: string, data: Omit<MessageData, 'name'> = {}) {
    if (to.email) await outbox.enqueue(message(kind, { ...to, email: to.email }, eventKey, data), tx);
  }

  /**
   * Whom a message about these travellers goes to: each one themself, or, for a managed companion
   * (ADR 0122), their lead (the lead's address, name and language; `about` names the companion).
   * A traveller with no address and no lead to stand in gets none.
   */
  async function addressees(tx: Tx, travellers: User[]): Promise<Map<string, { to: Addressed; about?: string }>> {
    const leadIds = [...new Set(travellers.flatMap((t) => (t.managedBy ? [t.managedBy] : [])))];
    const leads = new Map((await users.findByIds(leadIds, tx)).map((u) => [u.id, u]));
    const out = new Map<string, { to: Addressed; about?: string }>();
    for (const t of travellers) {
      const lead = t.managedBy ? leads.get(t.managedBy) : undefined;
      const to = lead ?? t;
      if (to.email) out.set(t.id, { to: { ...to, email: to.email }, ...(lead ? { about: t.fullName } : {}) });
    }
    return out;
  }

  /** After several audited steps (a batch of starts): their messages in one statement. */
  async function afterSteps(tx: Tx, events: StepEvent[]) {
    const steps = events.flatMap((e) => {
      const kind = STEP_MESSAGES[e.action];
      return kind ? [{ ...e, kind }] : [];
    });
    if (!steps.length) return;
    // In the caller's transaction: a lookup on another connection could wait on a full pool.
    const found = await users.findByIds([...new Set(steps.map((e) => e.travellerId))], tx);
    const travellers = new Map(found.map((u) => [u.id, u]));
    const addressed = await addressees(tx, found);
    // The content only when a message needs it (the deposit, how to pay): most steps tell no money.
    const trip = steps.some((e) => e.kind === 'registration_started' || (e.registrationId && PAY_MESSAGES.has(e.kind))) ? await content(tx) : undefined;
    const messages = steps.flatMap((e) => {
      const traveller = travellers.get(e.travellerId);
      const address = addressed.get(e.travellerId);
      if (!traveller || traveller.role !== 'traveler' || !address) return [];
      const data: Omit<MessageData, 'name'> = address.about ? { about: address.about } : {};
      if (typeof e.payload?.reason === 'string') data.reason = e.payload.reason;
      // A payment, on its own or recorded by the step (the deposit, the final payment) and told in its message.
      if (e.kind === 'payment_recorded' || typeof e.payload?.amountCents === 'number') {
        data.amountCents = Number(e.payload?.amountCents ?? 0);
        data.receipt = String(e.payload?.receipt ?? '');
      }
      if (e.kind === 'registration_started' && trip) {
        // The deposit of the price locked at the start; the CMS's for a caller that gives none.
        data.depositCents = typeof e.payload?.depositCents === 'number' ? e.payload.depositCents : depositFor(trip.paymentSchedule, e.fare ?? 'nonBarakah');
        data.paymentFormUrl = trip.paymentForm.url;
        // The hold's deadline: the place goes to the waiting list if no deposit is recorded by then.
        if (typeof e.payload?.holdExpiresAt === 'string') data.deadline = e.payload.holdExpiresAt;
      }
      if (e.registrationId && trip && PAY_MESSAGES.has(e.kind)) Object.assign(data, howToPayData(e.registrationId, trip));
      // A companion's message reaches their lead once per event (its own dedupe key: the companion's id).
      return [message(e.kind, address.to, address.about ? `${e.auditId}:${traveller.id}` : String(e.auditId), data)];
    });
    await outbox.enqueueMany(messages, tx);
  }

  /**
   * One message to a traveller, sent once per event key: to them, or for a managed companion to
   * their lead (ADR 0122); the hold reminder offers Pay now while online payment is offered.
   */
  async function toTraveller(
    tx: Tx,
    kind: SeatMessageKind | 'auto_charge_failed',
    travellerId: string,
    eventKey: string,
    data: Omit<MessageData, 'name'> = {},
  ) {
    const [traveller] = await users.findByIds([travellerId], tx);
    if (!traveller || traveller.role !== 'traveler') return;
    const address = (await addressees(tx, [traveller])).get(traveller.id);
    if (!address) return;
    // The deposit that keeps the place can be paid by card at once (ADR 0130).
    if (kind === 'hold_reminder' && payNow(await content(tx))) data = { ...data, payNow: true };
    await outbox.enqueue(
      message(kind, address.to, address.about ? `${eventKey}:${traveller.id}` : eventKey, { ...data, ...(address.about ? { about: address.about } : {}) }),
      tx,
    );
  }

  return {
    /** After an audited step: the message it sends, if any, keyed by the audit event (sent once). */
    async afterStep(tx: Tx, e: StepEvent) {
      await afterSteps(tx, [e]);
    },
    afterSteps,

    /** A seat's step (hold, cancellation, waiting list): one message to its traveller, sent once per event key. */
    seat: (tx: Tx, kind: SeatMessageKind, travellerId: string, eventKey: string, data: Omit<MessageData, 'name'> = {}) =>
      toTraveller(tx, kind, travellerId, eventKey, data),
    toTraveller,

    async accountCreated(tx: Tx, user: User) {
      await enqueue(tx, 'account_created', user, user.id, { username: user.username });
    },

    async passwordReset(tx: Tx, user: User, tokenId: string, token: string) {
      await enqueue(tx, 'password_reset', user, tokenId, { token });
    },

    /** A link confirming the account's email (sign-up, an email change, a resend). */
    async emailVerification(tx: Tx, to: Recipient, tokenId: string, token: string) {
      await enqueue(tx, 'email_verification', to, tokenId, { token });
    },

    /** An invitation to the team, to an address with no account yet (docs/product.md#the-team). */
    async staffInvitation(tx: Tx, i: { email: string; staffRole: string; invitationId: string; token: string }) {
      await outbox.enqueue(
        {
          kind: 'staff_invitation',
          recipientUserId: null,
          toEmail: i.email,
          dedupeKey: `staff_invitation:${i.invitationId}`,
          payload: { name: i.email, token: i.token, role: i.staffRole },
        },
        tx,
      );
    },

    /** An invited adult companion's link to claim their managed account (ADR 0122), to their own address. */
    async companionInvitation(
      tx: Tx,
      i: { userId: string; email: string; name: string; lead: string; locale: User['locale']; invitationId: string; token: string },
    ) {
      await outbox.enqueue(
        {
          kind: 'companion_invitation',
          recipientUserId: i.userId,
          toEmail: i.email,
          dedupeKey: `companion_invitation:${i.invitationId}`,
          payload: { name: i.name, lead: i.lead, token: i.token, ...(i.locale ? { locale: i.locale } : {}) },
        },
        tx,
      );
    },

    async passwordChanged(tx: Tx, user: User, eventKey: string) {
      await enqueue(tx, 'password_changed', user, eventKey);
    },

    /** To the account's old address: its email was changed to `newEmail` (docs/product.md#profile). */
    async emailChanged(tx: Tx, oldAddress: Recipient, newEmail: string, eventKey: string) {
      await enqueue(tx, 'email_changed', oldAddress, eventKey, { newEmail });
    },

    /** An admin's announcement: one message per recipient in one statement, keyed by the announcement (sent once). */
    async announcement(tx: Tx, recipients: Recipient[], a: { id: string; subject: string; body: string }) {
      await outbox.enqueueMany(
        recipients.flatMap((to) =>
          to.email ? [message('announcement', { ...to, email: to.email }, `${a.id}:${to.id}`, { subject: a.subject, body: a.body })] : [],
        ),
        tx,
      );
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;

/**
 * A failure no retry will mend: the mail server refused the message for good (an SMTP 5xx reply,
 * e.g. 550 "no such mailbox"), or the message cannot be rendered.
 */
const isPermanent = (err: unknown) => {
  const code = (err as { responseCode?: unknown } | null)?.responseCode;
  return (typeof code === 'number' && code >= 500 && code < 600) || err instanceof UnknownKind;
};
class UnknownKind extends Error {}

/**
 * Delivers due messages: claim, render, send, mark sent; on failure back off (doubling, capped),
 * and set the message aside as undeliverable after `maxAttempts` or a permanent refusal.
 */
export function createMessageWorker(deps: {
  outbox: OutboxRepository;
  mailer: Mailer;
  content: () => Promise<TripContent>;
  logger: Logger;
  baseUrl: string;
  pollMs: number;
  retryBaseMs: number;
  /** Attempts before a message is set aside as undeliverable. */
  maxAttempts: number;
  batchSize?: number;
  /** The reminders' cron: a pass every `reminderIntervalMs` (several workers may run it: dedupe keys). */
  reminders?: { run(now?: Date): Promise<number> };
  reminderIntervalMs?: number;
  /** The seats' pass (expired holds, lapsed offers, hold reminders): every `seatsIntervalMs`; safe in several workers. */
  seats?: { expire(now?: Date): Promise<unknown> };
  seatsIntervalMs?: number;
  /** The retention purge (docs/product.md#privacy): every `retentionIntervalMs`; a purge resumes where another stopped. */
  retention?: { runDue(): Promise<unknown> };
  retentionIntervalMs?: number;
  /** Refunds to the card the provider could not be reached for (ADR 0129), and automatic payments due: beside the seats' pass. */
  cardRefunds?: { sendPendingRefunds(): Promise<unknown>; chargeDue(): Promise<unknown> };
}) {
  const { outbox, mailer, content, logger } = deps;
  const MAX_DELAY_MS = 30 * 60 * 1000;
  let timer: NodeJS.Timeout | undefined;
  let cron: NodeJS.Timeout | undefined;
  let seatsCron: NodeJS.Timeout | undefined;
  let retentionCron: NodeJS.Timeout | undefined;
  let refundsCron: NodeJS.Timeout | undefined;
  let running: Promise<number> | undefined;
  let stopped = false;

  async function deliverDue(): Promise<number> {
    const claimed = await outbox.claim(deps.batchSize ?? 20, 60);
    if (!claimed.length) return 0;
    const trip = await content();
    const brand = { wordmark: trip.brand.wordmark, suffix: trip.brand.suffix, tripTitle: trip.title };
    // Each person's messages in order (oldest first), different people's side by side over the
    // mailer's pool of connections; each message is settled (sent, retried, set aside) on its own.
    const byRecipient = new Map<string, OutboxMessage[]>();
    for (const m of claimed) byRecipient.set(m.toEmail.toLowerCase(), [...(byRecipient.get(m.toEmail.toLowerCase()) ?? []), m]);
    let sent = 0;
    await Promise.all(
      [...byRecipient.values()].map(async (messages) => {
        for (const m of messages) if (await deliverOne(m, brand)) sent += 1;
      }),
    );
    return sent;
  }

  async function deliverOne(m: OutboxMessage, brand: Parameters<typeof renderMessage>[2]): Promise<boolean> {
    try {
      if (!(m.kind in MESSAGE_TEMPLATES)) throw new UnknownKind(`unknown message kind ${m.kind}`);
      const { subject, html, text } = await renderMessage(m.kind as MessageKind, m.payload as unknown as MessageData, brand, deps.baseUrl);
      await mailer.send({ to: m.toEmail, subject, html, text, messageId: `<outbox-${m.id}@umrah.local>` });
      await outbox.markSent(m.id);
      return true;
    } catch (err) {
      const error = String((err as Error)?.message ?? err);
      if (isPermanent(err) || m.attempts >= deps.maxAttempts) {
        logger.error({ err, messageId: m.id, kind: m.kind, attempts: m.attempts }, 'message undeliverable; set aside for the admins');
        await outbox.markDead(m.id, error);
        return false;
      }
      const delay = Math.min(deps.retryBaseMs * 2 ** Math.max(0, m.attempts - 1), MAX_DELAY_MS);
      logger.warn({ err, messageId: m.id, attempts: m.attempts, retryInMs: delay }, 'message not sent; will retry');
      await outbox.markFailed(m.id, error, delay);
      return false;
    }
  }

  function schedule() {
    if (stopped) return;
    timer = setTimeout(() => {
      running = deliverDue()
        .catch((err) => {
          logger.error({ err }, 'message worker tick failed');
          return 0;
        })
        .finally(schedule);
    }, deps.pollMs);
  }

  return {
    /** One pass now (tests, and the first tick). */
    deliverDue,
    start() {
      stopped = false;
      schedule();
      if (deps.reminders) {
        const pass = () => void deps.reminders!.run().catch((err) => logger.error({ err }, 'reminders pass failed'));
        pass();
        cron = setInterval(pass, deps.reminderIntervalMs ?? 3_600_000);
      }
      if (deps.seats) {
        const pass = () => void deps.seats!.expire().catch((err) => logger.error({ err }, 'seats pass failed'));
        pass();
        seatsCron = setInterval(pass, deps.seatsIntervalMs ?? 60_000);
      }
      if (deps.retention) {
        const pass = () => void deps.retention!.runDue().catch((err) => logger.error({ err }, 'retention pass failed'));
        pass();
        retentionCron = setInterval(pass, deps.retentionIntervalMs ?? 3_600_000);
      }
      if (deps.cardRefunds) {
        const pass = () => {
          void deps.cardRefunds!.sendPendingRefunds().catch((err) => logger.error({ err }, 'card refunds pass failed'));
          void deps.cardRefunds!.chargeDue().catch((err) => logger.error({ err }, 'automatic payments pass failed'));
        };
        pass();
        refundsCron = setInterval(pass, deps.seatsIntervalMs ?? 60_000);
      }
    },
    async stop() {
      stopped = true;
      clearTimeout(timer);
      clearInterval(cron);
      clearInterval(seatsCron);
      clearInterval(retentionCron);
      clearInterval(refundsCron);
      await running;
    },
  };
}
