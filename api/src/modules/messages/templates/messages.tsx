// One React component per message: the subject, the body, and the portal page it links to, in the
// reader's language (the one stored with the message; English when none).
import { isLocale, type Locale, type MessageId, STAFF_LOCALES } from '@umrah/graphql';
import type { ReactElement } from 'react';
import { Layout, P, Reason, type Brand } from './layout.js';
import { speak, type Speak } from './speak.js';

/** What a message carries (written when it is enqueued, so a later edit cannot change it). */
export interface MessageData {
  name: string;
  /** A password reset or email confirmation link's single-use token (the only secrets links carry). */
  token?: string;
  username?: string;
  reason?: string;
  amountCents?: number;
  receipt?: string;
  depositCents?: number;
  paymentFormUrl?: string;
  /** How to pay (ADR 0085): the traveller's reference code and the organisers' e-transfer address. */
  referenceCode?: string;
  etransferEmail?: string;
  /** Reminders: the schedule item, its due day (YYYY-MM-DD) and what remains of it. */
  description?: string;
  dueDate?: string;
  /** The trip's passport cut-off (YYYY-MM-DD). */
  validAfter?: string;
  /** Readiness reminders (ADR 0119): the rules catalogue's ids of what is still missing, the days left. */
  items?: string[];
  days?: number;
  /** The admins' digest. */
  forms?: number;
  visas?: number;
  /** An announcement: the admin's subject and text, as written. */
  subject?: string;
  body?: string;
  /** Seats: a hold's or an offer's deadline (ISO), a place on the waiting list. */
  deadline?: string;
  position?: number;
  /** An invitation to the team: the role offered (owner, reviewer, treasurer, leader). */
  role?: string;
  /** An email change, told to the old address: the address the account moved to. */
  newEmail?: string;
  /** A message about a managed companion, sent to their lead (ADR 0122): the companion's name. */
  about?: string;
  /** An adult companion's invitation: the lead who registered them. */
  lead?: string;
  /** The reader's language when the message was queued (users.locale); English when none. */
  locale?: Locale;
  /** A declined automatic charge: the tries left (0: none, the traveller pays by hand). */
  attemptsLeft?: number;
  /** Online payment was offered when the reminder was queued (ADR 0130): the link opens "Pay now" for the next due item. */
  payNow?: boolean;
}

/** An admin's text as paragraphs: a blank line starts a new one, a line break stays a break. */
const paragraphs = (text = '') =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p, i) => (
      <P key={i}>
        {p.split('\n').map((line, j) => (
          <span key={j}>
            {j > 0 ? <br /> : null}
            {line}
          </span>
        ))}
      </P>
    ));

/** How to pay, in every message about money that carries it (ADR 0085). */
function HowToPay({ d, s }: { d: MessageData; s: Speak }) {
  if (!d.referenceCode || !d.etransferEmail) return null;
  const portal = d.paymentFormUrl ? s.t('emails.howToPay.portal', { url: d.paymentFormUrl }) : '';
  return <P>{s.rich('emails.howToPay', { email: d.etransferEmail, code: d.referenceCode, portal })}</P>;
}

/** A reminder's link: "Pay now" on the Payments page while online payment is offered (ADR 0130), else the page itself. */
const PAY_NOW_PATH = '/portal/payments?pay=next#pay-online';
const duePath = (d: MessageData) => (d.payNow ? PAY_NOW_PATH : '/portal/payments');
const dueLink = (d: MessageData): MessageId => (d.payNow ? 'emails.link.payNow' : 'emails.link.payments');
const PayNow = ({ d, s }: { d: MessageData; s: Speak }) => (d.payNow ? <P>{s.t('emails.payNow', { amount: s.money(d.amountCents ?? 0) })}</P> : null);

const Greeting = ({ d, s }: { d: MessageData; s: Speak }) => (
  <>
    <P>{s.t('emails.greeting', { name: d.name })}</P>
    {d.about ? <P>{s.t('emails.aboutCompanion', { companion: d.about })}</P> : null}
  </>
);
const RemindersOff = ({ s }: { s: Speak }) => <P>{s.t('emails.remindersOff')}</P>;

export interface MessageTemplate {
  subject: (d: MessageData, s: Speak) => string;
  /** The portal page the message links to (a path; the worker makes it absolute). */
  path: string | ((d: MessageData) => string);
  linkLabel: MessageId | ((d: MessageData) => MessageId);
  body: (d: MessageData, s: Speak) => ReactElement;
}

const ROLES: Record<string, MessageId> = {
  owner: 'emails.role.owner',
  reviewer: 'emails.role.reviewer',
  treasurer: 'emails.role.treasurer',
  leader: 'emails.role.leader',
};

export const MESSAGE_TEMPLATES = {
  account_created: {
    subject: (_, s) => s.t('emails.accountCreated.subject'),
    path: '/login',
    linkLabel: 'emails.link.signIn',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.accountCreated.body', { username: d.username ?? '' })}</P>
      </>
    ),
  },
  registration_started: {
    subject: (_, s) => s.t('emails.registrationStarted.subject'),
    path: '/portal/payments',
    linkLabel: 'emails.link.payments',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>
          {s.rich('emails.registrationStarted.reserved', { amount: s.money(d.depositCents ?? 0) })}
          {d.deadline ? <> {s.rich('emails.registrationStarted.held', { deadline: s.deadline(d.deadline) })}</> : null}
        </P>
        {d.referenceCode ? <HowToPay d={d} s={s} /> : d.paymentFormUrl ? <P>{s.t('emails.registrationStarted.pay', { url: d.paymentFormUrl })}</P> : null}
      </>
    ),
  },
  deposit_received: {
    subject: (_, s) => s.t('emails.depositReceived.subject'),
    path: '/portal/registration-form',
    linkLabel: 'emails.link.completeForm',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>
          {d.amountCents
            ? s.rich('emails.depositReceived.amount', { amount: s.money(d.amountCents), receipt: d.receipt })
            : s.t('emails.depositReceived.recorded')}{' '}
          {s.t('emails.depositReceived.next')}
        </P>
        <HowToPay d={d} s={s} />
      </>
    ),
  },
  form_received: {
    subject: (_, s) => s.t('emails.formReceived.subject'),
    path: '/portal/registration-form',
    linkLabel: 'emails.link.viewForm',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.formReceived.body')}</P>
      </>
    ),
  },
  form_approved: {
    subject: (_, s) => s.t('emails.formApproved.subject'),
    path: '/portal/documents',
    linkLabel: 'emails.link.uploadDocuments',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.formApproved.body')}</P>
      </>
    ),
  },
  form_sent_back: {
    subject: (_, s) => s.t('emails.formSentBack.subject'),
    path: '/portal/registration-form',
    linkLabel: 'emails.link.updateForm',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.formSentBack.note')}</P>
        <Reason>{d.reason}</Reason>
        <P>{s.t('emails.formSentBack.next')}</P>
      </>
    ),
  },
  visa_approved: {
    subject: (_, s) => s.t('emails.visaApproved.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.visaApproved.body')}</P>
      </>
    ),
  },
  visa_sent_back: {
    subject: (_, s) => s.t('emails.visaSentBack.subject'),
    path: '/portal/documents',
    linkLabel: 'emails.link.uploadVisa',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.visaSentBack.body')}</P>
        <Reason>{d.reason}</Reason>
      </>
    ),
  },
  payment_recorded: {
    subject: (d, s) => s.t('emails.paymentRecorded.subject', { amount: s.money(d.amountCents ?? 0) }),
    path: '/portal/payments',
    linkLabel: 'emails.link.paymentsAndReceipt',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.paymentRecorded.body', { amount: s.money(d.amountCents ?? 0), receipt: d.receipt })}</P>
        <HowToPay d={d} s={s} />
      </>
    ),
  },
  refund_recorded: {
    subject: (d, s) => s.t('emails.refundRecorded.subject', { amount: s.money(d.amountCents ?? 0) }),
    path: '/portal/payments',
    linkLabel: 'emails.link.paymentsAndReceipt',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.refundRecorded.body', { amount: s.money(d.amountCents ?? 0), receipt: d.receipt })}</P>
      </>
    ),
  },
  registration_complete: {
    subject: (_, s) => s.t('emails.registrationComplete.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        {d.amountCents ? <P>{s.rich('emails.registrationComplete.final', { amount: s.money(d.amountCents), receipt: d.receipt })}</P> : null}
        <P>{s.t('emails.registrationComplete.body')}</P>
      </>
    ),
  },
  password_reset: {
    subject: (_, s) => s.t('emails.passwordReset.subject'),
    path: (d) => `/reset-password?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'emails.link.newPassword',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.passwordReset.body')}</P>
        <P>{s.t('emails.passwordReset.notYou')}</P>
      </>
    ),
  },
  email_verification: {
    subject: (_, s) => s.t('emails.emailVerification.subject'),
    path: (d) => `/verify-email?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'emails.link.confirmEmail',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.emailVerification.body')}</P>
        <P>{s.t('emails.emailVerification.once')}</P>
      </>
    ),
  },
  password_changed: {
    subject: (_, s) => s.t('emails.passwordChanged.subject'),
    path: '/login',
    linkLabel: 'emails.link.signIn',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.passwordChanged.body')}</P>
        <P>{s.t('emails.passwordChanged.notYou')}</P>
      </>
    ),
  },
  staff_invitation: {
    subject: (_, s) => s.t('emails.staffInvitation.subject'),
    path: (d) => `/join-team?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'emails.link.joinTeam',
    body: (d, s) => (
      <>
        <P>{s.t('emails.greeting.team')}</P>
        <P>{s.rich('emails.staffInvitation.body', { role: ROLES[d.role ?? ''] ? s.t(ROLES[d.role!]!) : d.role })}</P>
        <P>{s.t('emails.staffInvitation.once')}</P>
      </>
    ),
  },
  companion_invitation: {
    subject: (d, s) => s.t('emails.companionInvitation.subject', { lead: d.lead ?? '' }),
    path: (d) => `/claim-account?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'emails.link.claimAccount',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.companionInvitation.body', { lead: d.lead ?? '' })}</P>
        <P>{s.t('emails.companionInvitation.once')}</P>
      </>
    ),
  },
  email_changed: {
    subject: (_, s) => s.t('emails.emailChanged.subject'),
    path: '/login',
    linkLabel: 'emails.link.signIn',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.emailChanged.body', { email: d.newEmail })}</P>
        <P>{s.t('emails.emailChanged.notYou')}</P>
      </>
    ),
  },
  payment_due: {
    subject: (d, s) => s.t('emails.paymentDue.subject', { amount: s.money(d.amountCents ?? 0), day: s.day(d.dueDate) }),
    path: duePath,
    linkLabel: dueLink,
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.paymentDue.body', { description: d.description, amount: s.money(d.amountCents ?? 0), day: s.day(d.dueDate) })}</P>
        <PayNow d={d} s={s} />
        <HowToPay d={d} s={s} />
        <RemindersOff s={s} />
      </>
    ),
  },
  payment_overdue: {
    subject: (d, s) => s.t('emails.paymentOverdue.subject', { amount: s.money(d.amountCents ?? 0), day: s.day(d.dueDate) }),
    path: duePath,
    linkLabel: dueLink,
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.paymentOverdue.body', { description: d.description, amount: s.money(d.amountCents ?? 0), day: s.day(d.dueDate) })}</P>
        <PayNow d={d} s={s} />
        <HowToPay d={d} s={s} />
        <RemindersOff s={s} />
      </>
    ),
  },
  auto_charge_failed: {
    subject: (d, s) => s.t('emails.autoChargeFailed.subject', { amount: s.money(d.amountCents ?? 0) }),
    path: PAY_NOW_PATH,
    linkLabel: 'emails.link.payNow',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.autoChargeFailed.body', { amount: s.money(d.amountCents ?? 0), description: d.description, day: s.day(d.dueDate) })}</P>
        <P>{d.attemptsLeft ? s.t('emails.autoChargeFailed.retry', { count: d.attemptsLeft }) : s.t('emails.autoChargeFailed.gaveUp')}</P>
      </>
    ),
  },
  form_reminder: {
    subject: (_, s) => s.t('emails.formReminder.subject'),
    path: '/portal/registration-form',
    linkLabel: 'emails.link.completeForm',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.formReminder.body')}</P>
        <RemindersOff s={s} />
      </>
    ),
  },
  passport_expiring: {
    subject: (_, s) => s.t('emails.passportExpiring.subject'),
    path: '/portal/registration-form',
    linkLabel: 'emails.link.checkPassport',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>
          {s.t('emails.passportExpiring.body', {
            day: s.day(d.dueDate),
            validAfter: d.validAfter ? s.cutOff(d.validAfter) : s.t('emails.passportExpiring.tripDate'),
          })}
        </P>
        <RemindersOff s={s} />
      </>
    ),
  },
  readiness_reminder: {
    subject: (d, s) => s.t('emails.readiness.subject', { days: d.days ?? 0 }),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.readiness',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.readiness.body', { day: s.day(d.dueDate) })}</P>
        <ul>
          {(d.items ?? []).map((id) => (
            <li key={id}>{s.t(id as MessageId)}</li>
          ))}
        </ul>
        <RemindersOff s={s} />
      </>
    ),
  },
  admin_digest: {
    subject: (d, s) => s.t('emails.adminDigest.subject', { forms: d.forms ?? 0, visas: d.visas ?? 0 }),
    path: '/admin/dashboard?tab=portal',
    linkLabel: 'emails.link.registrations',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.adminDigest.body', { forms: d.forms ?? 0, visas: d.visas ?? 0 })}</P>
      </>
    ),
  },
  hold_reminder: {
    subject: (_, s) => s.t('emails.holdReminder.subject'),
    path: (d) => (d.payNow ? PAY_NOW_PATH : '/portal/dashboard'),
    linkLabel: (d) => (d.payNow ? 'emails.link.payNow' : 'emails.link.dashboard'),
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.holdReminder.body', { deadline: s.deadline(d.deadline ?? '') })}</P>
        {d.payNow ? <P>{s.t('emails.payNowDeposit')}</P> : null}
      </>
    ),
  },
  hold_expired: {
    subject: (_, s) => s.t('emails.holdExpired.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.holdExpired.body', { deadline: s.deadline(d.deadline ?? '') })}</P>
      </>
    ),
  },
  registration_cancelled: {
    subject: (_, s) => s.t('emails.registrationCancelled.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.registrationCancelled.body')}</P>
        {d.reason ? <Reason>{d.reason}</Reason> : null}
        <P>{s.t('emails.registrationCancelled.refund')}</P>
      </>
    ),
  },
  waitlist_joined: {
    subject: (_, s) => s.t('emails.waitlistJoined.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.seePlace',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.waitlistJoined.body', { position: d.position ?? 1 })}</P>
      </>
    ),
  },
  waitlist_offer: {
    subject: (_, s) => s.t('emails.waitlistOffer.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.acceptPlace',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.rich('emails.waitlistOffer.body', { deadline: s.deadline(d.deadline ?? '') })}</P>
      </>
    ),
  },
  waitlist_offer_lapsed: {
    subject: (_, s) => s.t('emails.waitlistOfferLapsed.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d, s) => (
      <>
        <Greeting d={d} s={s} />
        <P>{s.t('emails.waitlistOfferLapsed.body', { deadline: s.deadline(d.deadline ?? '') })}</P>
      </>
    ),
  },
  // The admin's words as written, greeting included: a greeting of ours before it read twice.
  announcement: {
    subject: (d, s) => d.subject ?? s.t('emails.announcement.subject'),
    path: '/portal/dashboard',
    linkLabel: 'emails.link.dashboard',
    body: (d) => <>{paragraphs(d.body)}</>,
  },
} satisfies Record<string, MessageTemplate>;

export type MessageKind = keyof typeof MESSAGE_TEMPLATES;

/** Messages to staff: the staff side speaks English and French, so an Arabic reader gets English. */
const STAFF_KINDS = new Set<MessageKind>(['admin_digest', 'staff_invitation']);

/** The language a message is written in: its reader's, one the message's side speaks, else English. */
export function messageLocale(kind: MessageKind, data: Pick<MessageData, 'locale'>): Locale {
  const locale = isLocale(data.locale) ? data.locale : 'en';
  return STAFF_KINDS.has(kind) && !STAFF_LOCALES.includes(locale) ? 'en' : locale;
}

export function messageElement(kind: MessageKind, data: MessageData, brand: Brand, baseUrl: string): { subject: string; element: ReactElement; url: string } {
  const t: MessageTemplate = MESSAGE_TEMPLATES[kind];
  const s = speak(messageLocale(kind, data));
  const url = new URL(typeof t.path === 'function' ? t.path(data) : t.path, baseUrl).toString();
  const subject = t.subject(data, s);
  return {
    subject,
    url,
    element: (
      <Layout brand={brand} heading={subject} link={{ label: s.t(typeof t.linkLabel === 'function' ? t.linkLabel(data) : t.linkLabel), url }} s={s}>
        {t.body(data, s)}
      </Layout>
    ),
  };
}
