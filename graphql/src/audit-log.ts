// The audit log in plain words (docs/product.md#the-audit-log): a label for every action the api
// records, the "before → after" of a change, and the log's filters. The admin's log page, its
// xlsx export and the api's checks read them from here.
import { z } from 'zod';
import { FARE_LABELS, formatCents, type Fare } from './money.js';
import { statusLabel } from './labels.js';
import { REGISTRATION_STATUSES } from './constants.js';
import { isoDateOf } from './rules.js';
import { isStaffRole, STAFF_ROLE_LABELS } from './permissions.js';

/** Every action the api writes to the audit log, with how a person reads it. */
export const AUDIT_ACTION_LABELS = {
  'registration.started': 'Registration started',
  'registration.deposit_paid': 'Deposit marked as paid',
  'form.submitted': 'Registration form submitted',
  'registration.form_approved': 'Registration form approved',
  'registration.form_changes_requested': 'Registration form sent back for changes',
  'registration.visa_approved': 'Visa documents approved',
  'registration.visa_changes_requested': 'Visa documents sent back for changes',
  'registration.final_paid': 'Final payment recorded',
  'registration.fare_changed': 'Fare changed',
  'registration.cancelled': 'Registration cancelled',
  'registration.hold_expired': 'Hold expired with no deposit: registration cancelled',
  'registration.hold_extended': 'Hold extended',
  'waitlist.joined': 'Joined the waiting list',
  'waitlist.left': 'Left the waiting list',
  'waitlist.offered': 'Place offered from the waiting list',
  'waitlist.offer_lapsed': 'Waiting-list offer lapsed',
  'waitlist.reordered': 'Waiting list reordered',
  'document.uploaded': 'Document uploaded',
  'document.deleted': 'Document deleted',
  'travel_details.saved': 'Travel details saved (visa, vaccination, medical and mobility needs)',
  'medical.read': 'Medical and mobility needs read',
  'headcount.started': 'Headcount started',
  'headcount.closed': 'Headcount closed',
  'documents.exported': 'Documents downloaded as a ZIP archive',
  'passport.revealed': 'Passport number revealed',
  'passport.exported': 'Passport number included in a registrations export',
  'payment.recorded': 'Payment recorded',
  'payment.reversed': 'Payment reversed',
  'payment.refunded': 'Refund recorded',
  'payment.online_flagged': 'Online payment set aside for a refund',
  'payment.online_flag_settled': 'Online payment to refund settled',
  'payment.card_refund_requested': 'Refund sent back to the card',
  'payment.auto_pay_on': 'Automatic payments turned on (card saved)',
  'payment.auto_pay_off': 'Automatic payments turned off',
  'payment.auto_charge_failed': 'Automatic payment declined',
  'announcement.sent': 'Announcement sent',
  'messages.sent_again': 'Undelivered emails sent again',
  'audit_log.exported': 'Audit log exported',
  'trip.personal_data_purged': 'Personal data purged under the retention policy',
  'account.data_exported': 'Personal data downloaded by its owner',
  'account.deleted': 'Account deleted by its owner',
  'team.invited': 'Staff member invited',
  'team.invitation_accepted': 'Invitation accepted: staff account created',
  'team.invitation_revoked': 'Invitation revoked',
  'team.role_changed': 'Staff role changed',
  'team.access_revoked': 'Staff access revoked',
  'factor.totp_enrolled': 'Authenticator app set up',
  'factor.passkey_enrolled': 'Passkey added',
  'factor.passkey_removed': 'Passkey removed',
  'factor.recovery_codes_renewed': 'New recovery codes made',
  'factor.reset': 'Second factors reset by an operator (lost device)',
  'sign_in.totp': 'Signed in with an authenticator app code',
  'sign_in.passkey': 'Signed in with a passkey',
  'sign_in.recovery_code': 'Signed in with a recovery code',
  'trip.copied': 'Trip copied into a new season',
  'trip.updated': 'Trip facts edited',
  'readiness_rules.saved': 'Readiness rules edited (figures, checked-on days, sources)',
  'trip.opened': 'Trip opened for registration',
  'trip.closed': 'Trip closed for registration',
  'trip.travelling': 'Trip marked travelling',
  'trip.returned': 'Trip marked returned',
  'trip.archived': 'Trip archived',
  'hotel_stays.saved': 'Hotel stays and room types edited',
  'registration.room_type_changed': 'Room type changed',
  'rooms.assigned': 'Rooms assigned automatically',
  'rooms.moved': 'Traveller moved to another room',
  'rooms.exported': 'Hotel rooming list downloaded',
  'rooms.room_removed': 'Room removed from a hotel stay',
  'bus.assigned': 'Traveller assigned to a bus',
  'bus.removed': 'Bus removed',
  'party.companion_added': 'Companion added to the party',
  'party.companion_removed': 'Companion taken out of the party',
  'party.companion_invited': 'Companion invited to claim their account',
  'party.companion_claimed': 'Companion claimed their own account',
} as const satisfies Record<string, string>;
export type AuditAction = keyof typeof AUDIT_ACTION_LABELS;
export const AUDIT_ACTIONS = Object.keys(AUDIT_ACTION_LABELS) as [AuditAction, ...AuditAction[]];

const isAction = (action: string): action is AuditAction => Object.hasOwn(AUDIT_ACTION_LABELS, action);

/** The action in plain words; an action without a label shows as it is stored. */
export const auditActionLabel = (action: string): string => (isAction(action) ? AUDIT_ACTION_LABELS[action] : action);

const isFare = (v: unknown): v is Fare => Object.hasOwn(FARE_LABELS, String(v));
const isStatus = (v: unknown): v is string => (REGISTRATION_STATUSES as readonly unknown[]).includes(v);

/** A stored value as a person reads it: a status, a fare or a staff role by its label, anything else as text. */
export function auditValueLabel(value: unknown): string {
  if (isStatus(value)) return statusLabel(value);
  if (isFare(value)) return FARE_LABELS[value];
  if (isStaffRole(value)) return STAFF_ROLE_LABELS[value];
  return value === null || value === undefined ? '—' : String(value);
}

export interface AuditChange {
  before: string;
  after: string;
}

/**
 * What a change was and what it became, when its event says: a journey step or a fare change
 * (`from`, `to`), a payment or a reversal (the amount paid before and after, in cents).
 */
export function auditChange(payload: Record<string, unknown>): AuditChange | null {
  if ('from' in payload && 'to' in payload) return { before: auditValueLabel(payload.from), after: auditValueLabel(payload.to) };
  const { paidBeforeCents: before, paidAfterCents: after } = payload;
  if (typeof before === 'number' && typeof after === 'number') return { before: `Paid ${formatCents(before)}`, after: `Paid ${formatCents(after)}` };
  return null;
}

export const AUDIT_LOG_PAGE_SIZE_MAX = 100;

export const AUDIT_LOG_MESSAGES = {
  person: 'Person must be a username of at most 100 characters',
  traveller: 'Traveler must be a username of at most 100 characters',
  action: 'Unknown action',
  date: 'Enter a date as YYYY-MM-DD',
  range: 'The start date must be on or before the end date',
  page: 'Page must be a whole number of 1 or more',
  pageSize: `Page size must be between 1 and ${AUDIT_LOG_PAGE_SIZE_MAX}`,
} as const;

const m = AUDIT_LOG_MESSAGES;
const username = (message: string) =>
  z
    .string(message)
    .trim()
    .max(100, message)
    .transform((v) => v || undefined)
    .optional();
const day = z
  .string(m.date)
  .trim()
  .transform((v, ctx) => {
    if (!v) return undefined;
    // Only a bare day (no time): the range is whole days in Toronto.
    const iso = v.length === 10 ? isoDateOf(v) : undefined;
    // Stryker disable next-line StringLiteral: equivalent: zod keeps the message whatever the custom code says.
    if (!iso) ctx.addIssue({ code: 'custom', message: m.date });
    return iso;
  })
  .optional();

/**
 * The log's filters (GraphQL arguments or REST query string): who acted (`person`, a username),
 * what (`action`), about which traveller (`traveller`, a username), and Toronto days `from`–`to`
 * (both included); newest first, by page.
 */
export const auditLogQueryRules = z
  .object({
    person: username(m.person),
    traveller: username(m.traveller),
    action: z
      .union([z.literal(''), z.enum(AUDIT_ACTIONS)], m.action)
      .transform((v) => v || undefined)
      .optional(),
    from: day,
    to: day,
    page: z.coerce.number(m.page).int(m.page).min(1, m.page).max(100_000, m.page).default(1),
    pageSize: z.coerce.number(m.pageSize).int(m.pageSize).min(1, m.pageSize).max(AUDIT_LOG_PAGE_SIZE_MAX, m.pageSize).default(50),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: m.range, path: ['to'] });
export type AuditLogQuery = z.infer<typeof auditLogQueryRules>;
