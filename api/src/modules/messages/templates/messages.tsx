// One React component per message: the subject, the body, and the portal page it links to.
import { deadlineLabel, formatCents } from '@umrah/graphql';
import type { ReactElement } from 'react';
import { Layout, P, Reason, type Brand } from './layout.js';

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
  /** The admins' digest. */
  forms?: number;
  visas?: number;
  /** An announcement: the admin's subject and text, as written. */
  subject?: string;
  body?: string;
  /** Seats: a hold's or an offer's deadline (ISO), a place on the waiting list. */
  deadline?: string;
  position?: number;
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
function HowToPay({ d }: { d: MessageData }) {
  if (!d.referenceCode || !d.etransferEmail) return null;
  return (
    <P>
      <strong>How to pay:</strong> by e-transfer to {d.etransferEmail} with your reference code <strong>{d.referenceCode}</strong> in the message
      {d.paymentFormUrl ? <>, or through the payment portal ({d.paymentFormUrl})</> : null}.
    </P>
  );
}

const dayLabel = (day?: string) => (day ? new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`)) : '');

export interface MessageTemplate {
  subject: (d: MessageData) => string;
  /** The portal page the message links to (a path; the worker makes it absolute). */
  path: string | ((d: MessageData) => string);
  linkLabel: string;
  body: (d: MessageData) => ReactElement;
}

export const MESSAGE_TEMPLATES = {
  account_created: {
    subject: () => 'Your Umrah Journey account is ready',
    path: '/login',
    linkLabel: 'Sign in',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Your account {d.username ? <strong>{d.username}</strong> : null} is ready. Sign in to register for the trip and follow each step of your journey.</P>
      </>
    ),
  },
  registration_started: {
    subject: () => 'Your registration has started: next, the deposit',
    path: '/portal/payments',
    linkLabel: 'See your payments',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          Your place is reserved once your deposit of <strong>{formatCents(d.depositCents ?? 0)}</strong> is received.
          {d.deadline ? (
            <>
              {' '}
              It is held for you until <strong>{deadlineLabel(d.deadline)}</strong>; without the deposit by then, it goes to the next person on the waiting
              list.
            </>
          ) : null}
        </P>
        {d.referenceCode ? (
          <HowToPay d={d} />
        ) : d.paymentFormUrl ? (
          <P>Pay through the payment portal ({d.paymentFormUrl}) or by e-transfer to the organisers; they record it in the portal.</P>
        ) : null}
      </>
    ),
  },
  deposit_received: {
    subject: () => 'We received your deposit',
    path: '/portal/registration-form',
    linkLabel: 'Complete your registration form',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          {d.amountCents ? (
            <>
              Your deposit of <strong>{formatCents(d.amountCents)}</strong> is recorded (receipt {d.receipt}); the receipt is on your payments page.
            </>
          ) : (
            'Your deposit is recorded.'
          )}{' '}
          Next, please complete and submit your registration form.
        </P>
        <HowToPay d={d} />
      </>
    ),
  },
  form_received: {
    subject: () => 'We received your registration form',
    path: '/portal/registration-form',
    linkLabel: 'View your form',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Thank you: your registration form is submitted. The organisers will review it and tell you when it is approved.</P>
      </>
    ),
  },
  form_approved: {
    subject: () => 'Your registration form is approved',
    path: '/portal/documents',
    linkLabel: 'Upload your documents',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Your registration form is approved. Next, please upload your passport, visa and photo.</P>
      </>
    ),
  },
  form_sent_back: {
    subject: () => 'Changes needed on your registration form',
    path: '/portal/registration-form',
    linkLabel: 'Update your form',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>The organisers sent your registration form back with this note:</P>
        <Reason>{d.reason}</Reason>
        <P>Please update your form and submit it again.</P>
      </>
    ),
  },
  visa_approved: {
    subject: () => 'Your visa documents are approved',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Your visa documents are approved. The last step is the final payment.</P>
      </>
    ),
  },
  visa_sent_back: {
    subject: () => 'New visa documents needed',
    path: '/portal/documents',
    linkLabel: 'Upload a new visa document',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>The organisers need new visa documents:</P>
        <Reason>{d.reason}</Reason>
      </>
    ),
  },
  payment_recorded: {
    subject: (d) => `Payment received: ${formatCents(d.amountCents ?? 0)}`,
    path: '/portal/payments',
    linkLabel: 'See your payments and receipt',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          We recorded your payment of <strong>{formatCents(d.amountCents ?? 0)}</strong> (receipt {d.receipt}). The receipt is on your payments page.
        </P>
        <HowToPay d={d} />
      </>
    ),
  },
  refund_recorded: {
    subject: (d) => `Refund sent: ${formatCents(d.amountCents ?? 0)}`,
    path: '/portal/payments',
    linkLabel: 'See your payments and receipt',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          The organisers refunded <strong>{formatCents(d.amountCents ?? 0)}</strong> to you (receipt {d.receipt}). The receipt is on your payments page.
        </P>
      </>
    ),
  },
  registration_complete: {
    subject: () => 'Your registration is complete',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        {d.amountCents ? (
          <P>
            We recorded your final payment of <strong>{formatCents(d.amountCents)}</strong> (receipt {d.receipt}); the receipt is on your payments page.
          </P>
        ) : null}
        <P>Your registration is complete: every step is done and your fare is paid in full. May your Umrah be accepted.</P>
      </>
    ),
  },
  password_reset: {
    subject: () => 'Reset your password',
    path: (d) => `/reset-password?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'Choose a new password',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Someone asked to reset the password of your account. The link below works once, for one hour.</P>
        <P>If it was not you, ignore this email: your password stays as it is.</P>
      </>
    ),
  },
  email_verification: {
    subject: () => 'Confirm your email address',
    path: (d) => `/verify-email?token=${encodeURIComponent(d.token ?? '')}`,
    linkLabel: 'Confirm my email address',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Please confirm that this is your email address: the trip's messages come here, and a registration starts once it is confirmed.</P>
        <P>The link below works once, for 24 hours. If you did not create an account, ignore this email.</P>
      </>
    ),
  },
  password_changed: {
    subject: () => 'Your password was changed',
    path: '/login',
    linkLabel: 'Sign in',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>The password of your account was just changed, and every other session was signed out.</P>
        <P>If it was not you, reset your password now from the sign-in page and tell the organisers.</P>
      </>
    ),
  },
  payment_due: {
    subject: (d) => `Reminder: ${formatCents(d.amountCents ?? 0)} due ${dayLabel(d.dueDate)}`,
    path: '/portal/payments',
    linkLabel: 'See your payments',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          Your <strong>{d.description}</strong> of <strong>{formatCents(d.amountCents ?? 0)}</strong> is due on {dayLabel(d.dueDate)}.
        </P>
        <HowToPay d={d} />
        <P>You can turn these reminders off on your profile page.</P>
      </>
    ),
  },
  payment_overdue: {
    subject: (d) => `Overdue: ${formatCents(d.amountCents ?? 0)} was due ${dayLabel(d.dueDate)}`,
    path: '/portal/payments',
    linkLabel: 'See your payments',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          Your <strong>{d.description}</strong> ({formatCents(d.amountCents ?? 0)}) was due on {dayLabel(d.dueDate)}. Please pay it, or contact the organisers
          if it is already on its way.
        </P>
        <HowToPay d={d} />
        <P>You can turn these reminders off on your profile page.</P>
      </>
    ),
  },
  form_reminder: {
    subject: () => 'Reminder: your registration form is waiting',
    path: '/portal/registration-form',
    linkLabel: 'Complete your registration form',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Your deposit was received a week ago, but your registration form is not submitted yet. Saved progress is kept: pick up where you left off.</P>
        <P>You can turn these reminders off on your profile page.</P>
      </>
    ),
  },
  passport_expiring: {
    subject: () => 'Your passport expires too early for the trip',
    path: '/portal/registration-form',
    linkLabel: 'Check your passport details',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          The passport in your registration form expires on {dayLabel(d.dueDate)}: it must be valid until after August 1st, 2026. Please renew it and update
          your form.
        </P>
        <P>You can turn these reminders off on your profile page.</P>
      </>
    ),
  },
  admin_digest: {
    subject: (d) => `Awaiting your review: ${d.forms ?? 0} forms, ${d.visas ?? 0} visas`,
    path: '/admin/dashboard?tab=portal',
    linkLabel: 'Open the registrations',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          Today {d.forms ?? 0} registration forms and {d.visas ?? 0} sets of visa documents await review.
        </P>
      </>
    ),
  },
  hold_reminder: {
    subject: () => 'Reminder: your place is held for one more day',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          Your place in the group is held until <strong>{deadlineLabel(d.deadline ?? '')}</strong>. If the organisers have not recorded your deposit by then,
          the place goes to the next person on the waiting list.
        </P>
      </>
    ),
  },
  hold_expired: {
    subject: () => 'Your held place has been released',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          No deposit was recorded by <strong>{deadlineLabel(d.deadline ?? '')}</strong>, so your registration is cancelled and its place released. You may start
          again from your dashboard while places remain, or join the waiting list.
        </P>
      </>
    ),
  },
  registration_cancelled: {
    subject: () => 'Your registration is cancelled',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>Your registration for the trip is cancelled and its place released.</P>
        {d.reason ? <Reason>{d.reason}</Reason> : null}
        <P>The organisers will contact you about any refund due under the trip's refund policy.</P>
      </>
    ),
  },
  waitlist_joined: {
    subject: () => 'You are on the waiting list',
    path: '/portal/dashboard',
    linkLabel: 'See your place',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          The group is full, and you are number <strong>{d.position ?? 1}</strong> on the waiting list. When a place frees up, we email you an offer to take it.
        </P>
      </>
    ),
  },
  waitlist_offer: {
    subject: () => 'A place is free for you: accept it in time',
    path: '/portal/dashboard',
    linkLabel: 'Accept your place',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          A place in the group is free and it is offered to you until <strong>{deadlineLabel(d.deadline ?? '')}</strong>. Accept it from your dashboard to start
          your registration; after that time it passes to the next person.
        </P>
      </>
    ),
  },
  waitlist_offer_lapsed: {
    subject: () => 'Your offer of a place has lapsed',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => (
      <>
        <P>Assalamu alaikum {d.name},</P>
        <P>
          The place offered to you was not accepted by {deadlineLabel(d.deadline ?? '')} and has passed to the next person. You may join the waiting list again
          from your dashboard.
        </P>
      </>
    ),
  },
  // The admin's words as written, greeting included: a greeting of ours before it read twice.
  announcement: {
    subject: (d) => d.subject ?? 'A message from the organisers',
    path: '/portal/dashboard',
    linkLabel: 'Open your dashboard',
    body: (d) => <>{paragraphs(d.body)}</>,
  },
} satisfies Record<string, MessageTemplate>;

export type MessageKind = keyof typeof MESSAGE_TEMPLATES;

export function messageElement(kind: MessageKind, data: MessageData, brand: Brand, baseUrl: string): { subject: string; element: ReactElement; url: string } {
  const t: MessageTemplate = MESSAGE_TEMPLATES[kind];
  const url = new URL(typeof t.path === 'function' ? t.path(data) : t.path, baseUrl).toString();
  return {
    subject: t.subject(data),
    url,
    element: (
      <Layout brand={brand} heading={t.subject(data)} link={{ label: t.linkLabel, url }}>
        {t.body(data)}
      </Layout>
    ),
  };
}
