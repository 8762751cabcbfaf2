// The validation rules of spec §5, with the spec's messages verbatim. Both the api (authoritative)
// and the web (early feedback) parse with these schemas, so the two cannot drift.
import { z } from 'zod';
import {
  BIRTH_DATE_MIN,
  DOCUMENT_TYPES,
  PRIVATE_DOCUMENT_TYPES,
  type DocumentTypeValue,
  INTEREST_EMAIL_MAX,
  INTEREST_MESSAGE_MAX,
  INTEREST_MESSAGES,
  INTEREST_NAME_MAX,
  INTEREST_NAME_TOO_LONG,
  INTEREST_PHONE_MAX,
  INTEREST_TRAVELERS_MAX,
  REGISTRATION_STATUSES,
} from './constants.js';
import { can, CHANGES_REASON_MAX, CHANGES_REASON_MIN, initialJourney, JOURNEY_MESSAGES, type JourneyState } from './journey.js';
import { fillRule } from './i18n/rule-templates.js';
import { FARES, PAYMENT_METHODS } from './money.js';

export const MESSAGES = {
  signupFullName: 'Full name must be at least 3 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  adminUsername: 'Username is required',
  adminPassword: 'Password is required',
  profileFullName: 'Full name must be at least 2 characters',
  fullNameMax: 'Full name must be at most 200 characters',
  usernameMax: 'Username must be at most 50 characters',
  passwordMax: 'Password must be at most 200 characters',
  currentPasswordRequired: 'Current password is required',
  currentPasswordIncorrect: 'Current password is incorrect',
  honeypot: 'Leave this field empty',
} as const;

// Trim surrounding blanks before the length checks so "   " is not a name. A missing or
// wrong-typed field answers the field's own message, never zod's default text.
const text = (message: string) => z.string({ error: message }).trim();

export const signUpRules = z.object({
  fullName: text(MESSAGES.signupFullName).min(3, MESSAGES.signupFullName).max(200, MESSAGES.fullNameMax),
  email: text(MESSAGES.email).pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text(MESSAGES.phone).min(10, MESSAGES.phone).max(30, MESSAGES.phone),
  username: text(MESSAGES.username).min(3, MESSAGES.username).max(50, MESSAGES.usernameMax),
  // Passwords are not trimmed: a leading space is part of the secret.
  password: z.string({ error: MESSAGES.password }).min(6, MESSAGES.password).max(200, MESSAGES.passwordMax),
});
export type SignUpValues = z.infer<typeof signUpRules>;

export const logInRules = z.object({
  username: text(MESSAGES.username).min(3, MESSAGES.username).max(254, MESSAGES.username),
  password: z.string({ error: MESSAGES.password }).min(6, MESSAGES.password).max(200, MESSAGES.password),
});
export type LogInValues = z.infer<typeof logInRules>;

export const adminLogInRules = z.object({
  username: text(MESSAGES.adminUsername).min(1, MESSAGES.adminUsername).max(254, MESSAGES.adminUsername),
  password: z.string({ error: MESSAGES.adminPassword }).min(1, MESSAGES.adminPassword).max(200, MESSAGES.adminPassword),
});
export type AdminLogInValues = z.infer<typeof adminLogInRules>;

export const profileRules = z.object({
  fullName: text(MESSAGES.profileFullName).min(2, MESSAGES.profileFullName).max(200, MESSAGES.fullNameMax),
  email: text(MESSAGES.email).pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text(MESSAGES.phone).min(10, MESSAGES.phone).max(30, MESSAGES.phone),
  // Asked for only when the email changes (docs/product.md#profile); never trimmed, as a password.
  currentPassword: z.string(MESSAGES.currentPasswordRequired).max(200, MESSAGES.currentPasswordIncorrect).optional(),
});
export type ProfileValues = z.infer<typeof profileRules>;

/** Whether a profile's new email is another address than the account's (case aside: the same mailbox). */
export const emailChanges = (current: string, next: string): boolean => current.trim().toLowerCase() !== next.trim().toLowerCase();

/** Flattens a zod error to `{ field: firstMessage }`, the shape both API faces answer. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

// ---- Trip registration form (spec §5 "Registration form") ----

export const TRIP_FORM_MESSAGES = {
  fullNameAsPerPassport: 'Full name is required',
  dateOfBirth: 'Date of birth is required',
  dateOfBirthRange: 'Date of birth must be between January 1st, 1900 and today',
  gender: 'Gender is required',
  maritalStatus: 'Marital status is required',
  address: 'Valid address is required',
  mobilePhone: 'Valid phone number is required',
  emergencyContactName: 'Emergency contact name is required',
  emergencyContactEmail: 'Valid email is required',
  emergencyContactRelationship: 'Relationship is required',
  passportNumber: 'Passport number is required',
  passportExpirationDate: 'Passport expiration date is required',
  passportExpired: 'Passport expiration date cannot be in the past',
  passportIssuanceCountry: 'Country of issuance is required',
  invalidDate: 'Please enter a valid date',
  // Not in the spec: its form only offers checkboxes, so only a hand-made request meets these.
  yesNo: 'Please answer yes or no',
  roomPreferences: 'Room preferences must be text of at most 1000 characters',
} as const;

export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

// "Today" differs by time zone (UTC-12 to UTC+14). The server accepts any date that is today
// somewhere, so the browser's local-date pickers (spec §2) never disagree with it.
const HOUR = 3_600_000;
// Stryker disable next-line MethodExpression: equivalent without .slice(0, 10): a YYYY-MM-DD date compares below any ISO time of its own day.
const latestToday = () => new Date(Date.now() + 14 * HOUR).toISOString().slice(0, 10);
const earliestToday = () => new Date(Date.now() - 12 * HOUR).toISOString().slice(0, 10);

/**
 * A calendar date from an ISO string ("2026-09-30" or "2026-09-30T04:00:00.000Z"), as YYYY-MM-DD.
 * The date part is taken as written, so a date picked at local midnight stays the same day.
 */
export function isoDateOf(value: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  const iso = date.toISOString().slice(0, 10);
  return iso === `${y}-${mo}-${d}` ? iso : undefined;
}

const t = TRIP_FORM_MESSAGES;
const isoDate = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .transform((v, ctx) => {
      const iso = isoDateOf(v);
      if (!iso) {
        ctx.addIssue({ code: 'custom', message: t.invalidDate });
        return z.NEVER;
      }
      return iso;
    });
const str = (min: number, message: string, max = 200) => z.string({ error: message }).trim().min(min, message).max(max, fillRule('rules.atMost', { max }));

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;
const SHORT = ['Jan.', 'Feb.', 'March', 'April', 'May', 'June', 'July', 'Aug.', 'Sept.', 'Oct.', 'Nov.', 'Dec.'] as const;
const ordinal = (n: number) => {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
};

/** A day (YYYY-MM-DD) the way the spec's form writes it: "August 1st, 2026", or short: "Dec. 31st, 2025". */
export function ordinalDay(day: string, style: 'long' | 'short' = 'long'): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return `${(style === 'long' ? MONTHS : SHORT)[m - 1]} ${ordinal(d)}, ${y}`;
}

/** The day `ordinalDay` wrote, back as YYYY-MM-DD ("August 1st, 2026" → "2026-08-01"); undefined for any other text. */
export function dayOfOrdinal(text: string): string | undefined {
  const m = /^([A-Za-z]+) (\d{1,2})(?:st|nd|rd|th), (\d{4})$/.exec(text);
  const month = m ? (MONTHS as readonly string[]).indexOf(m[1]!) + 1 : 0;
  return m && month ? isoDateOf(`${m[3]}-${String(month).padStart(2, '0')}-${m[2]!.padStart(2, '0')}`) : undefined;
}

/** The spec's passport message with the trip's own cut-off: "Passport must be valid until after August 1st, 2026". */
export const passportValidityMessage = (passportValidAfter: string) => fillRule('rules.form.passportValidAfter', { date: ordinalDay(passportValidAfter) });

/** The form's under-18 checkbox with the trip's reference date: "I will be under 18 on Dec. 31st, 2024". */
export const under18Label = (under18ReferenceDate: string) => `I will be under 18 on ${ordinalDay(under18ReferenceDate, 'short')}`;

/**
 * A surname or the given names as on the passport: optional, at most 200 characters (the full
 * name's own limit, so names split from any full name fit), blank is null.
 */
const passportNamePart = z
  .string({ error: fillRule('rules.atMost', { max: 200 }) })
  .trim()
  .max(200, fillRule('rules.atMost', { max: 200 }))
  .nullish()
  .transform((v) => v || null);

/** The full rules, applied on Submit, for a trip whose passports must be valid until after `passportValidAfter`. */
export function tripFormRulesFor(passportValidAfter: string) {
  return z.object({
    fullNameAsPerPassport: str(2, t.fullNameAsPerPassport),
    // Optional: without them the manifest splits the full name (ADR 0127); the server fills them on save.
    passportSurname: passportNamePart,
    passportGivenNames: passportNamePart,
    dateOfBirth: isoDate(t.dateOfBirth).refine((d) => d >= BIRTH_DATE_MIN && d <= latestToday(), t.dateOfBirthRange),
    gender: z.enum(GENDERS, { error: t.gender }),
    maritalStatus: z.enum(MARITAL_STATUSES, { error: t.maritalStatus }),
    isCanadianCitizen: z.boolean({ error: t.yesNo }).default(false),
    hasValidCanadianPassport: z.boolean({ error: t.yesNo }).default(false),
    address: str(5, t.address, 500),
    mobilePhone: str(10, t.mobilePhone, 30),
    emergencyContactName: str(2, t.emergencyContactName),
    emergencyContactEmail: z.string({ error: t.emergencyContactEmail }).trim().pipe(z.email(t.emergencyContactEmail)),
    emergencyContactRelationship: str(2, t.emergencyContactRelationship, 100),
    passportNumber: str(5, t.passportNumber, 20),
    passportExpirationDate: isoDate(t.passportExpirationDate)
      .refine((d) => d > passportValidAfter, passportValidityMessage(passportValidAfter))
      .refine((d) => d >= earliestToday(), t.passportExpired),
    passportIssuanceCountry: str(2, t.passportIssuanceCountry, 100),
    hasValidSaudiVisa: z.boolean({ error: t.yesNo }).default(false),
    roomPreferences: z
      .string({ error: t.roomPreferences })
      .trim()
      .max(1000, fillRule('rules.atMost', { max: 1000 }))
      .nullish()
      .transform((v) => v || null),
    isUnder18: z.boolean({ error: t.yesNo }).default(false),
  });
}
export type TripFormValues = z.infer<ReturnType<typeof tripFormRulesFor>>;

const draft = <S extends z.ZodType>(s: S) => z.preprocess((v) => (v === '' || v === undefined ? null : v), s.nullable());

/**
 * Save Progress: no required-field check, but what is there must still be well-formed
 * (sizes, real dates, known options), so a draft can never hold nonsense.
 */
export const tripFormDraftRules = z.object({
  fullNameAsPerPassport: draft(
    z
      .string({ error: t.fullNameAsPerPassport })
      .trim()
      .max(200, fillRule('rules.atMost', { max: 200 })),
  ),
  passportSurname: passportNamePart,
  passportGivenNames: passportNamePart,
  dateOfBirth: draft(isoDate(t.invalidDate)),
  gender: draft(z.enum(GENDERS, { error: t.gender })),
  maritalStatus: draft(z.enum(MARITAL_STATUSES, { error: t.maritalStatus })),
  isCanadianCitizen: z
    .boolean({ error: t.yesNo })
    .nullish()
    .transform((v) => v ?? false),
  hasValidCanadianPassport: z
    .boolean({ error: t.yesNo })
    .nullish()
    .transform((v) => v ?? false),
  address: draft(
    z
      .string({ error: t.address })
      .trim()
      .max(500, fillRule('rules.atMost', { max: 500 })),
  ),
  mobilePhone: draft(
    z
      .string({ error: t.mobilePhone })
      .trim()
      .max(30, fillRule('rules.atMost', { max: 30 })),
  ),
  emergencyContactName: draft(
    z
      .string({ error: t.emergencyContactName })
      .trim()
      .max(200, fillRule('rules.atMost', { max: 200 })),
  ),
  emergencyContactEmail: draft(
    z
      .string({ error: t.emergencyContactEmail })
      .trim()
      .max(254, fillRule('rules.atMost', { max: 254 })),
  ),
  emergencyContactRelationship: draft(
    z
      .string({ error: t.emergencyContactRelationship })
      .trim()
      .max(100, fillRule('rules.atMost', { max: 100 })),
  ),
  passportNumber: draft(
    z
      .string({ error: t.passportNumber })
      .trim()
      .max(20, fillRule('rules.atMost', { max: 20 })),
  ),
  passportExpirationDate: draft(isoDate(t.invalidDate)),
  passportIssuanceCountry: draft(
    z
      .string({ error: t.passportIssuanceCountry })
      .trim()
      .max(100, fillRule('rules.atMost', { max: 100 })),
  ),
  hasValidSaudiVisa: z
    .boolean({ error: t.yesNo })
    .nullish()
    .transform((v) => v ?? false),
  roomPreferences: draft(
    z
      .string({ error: t.roomPreferences })
      .trim()
      .max(1000, fillRule('rules.atMost', { max: 1000 })),
  ),
  isUnder18: z
    .boolean({ error: t.yesNo })
    .nullish()
    .transform((v) => v ?? false),
});
export type TripFormDraft = z.infer<typeof tripFormDraftRules>;

// ---- Interest form (docs/product.md §2: the landing page's Coming Soon section) ----

// INTEREST_MESSAGES and the limits live in constants.ts: the landing page reads them without zod.
export const interestRules = z.object({
  name: z.string({ error: INTEREST_MESSAGES.name }).trim().min(2, INTEREST_MESSAGES.name).max(INTEREST_NAME_MAX, INTEREST_NAME_TOO_LONG),
  email: z
    .string({ error: INTEREST_MESSAGES.email })
    .trim()
    .pipe(z.email(INTEREST_MESSAGES.email))
    .pipe(z.string().max(INTEREST_EMAIL_MAX, INTEREST_MESSAGES.email)),
  phone: z.string({ error: INTEREST_MESSAGES.phone }).trim().min(10, INTEREST_MESSAGES.phone).max(INTEREST_PHONE_MAX, INTEREST_MESSAGES.phone),
  travelers: z
    .number({ error: INTEREST_MESSAGES.travelers })
    .int(INTEREST_MESSAGES.travelers)
    .min(1, INTEREST_MESSAGES.travelers)
    .max(INTEREST_TRAVELERS_MAX, INTEREST_MESSAGES.travelers),
  // Optional: blank means "no message" and is stored as null.
  message: z
    .string({ error: INTEREST_MESSAGES.message })
    .trim()
    .max(INTEREST_MESSAGE_MAX, INTEREST_MESSAGES.message)
    .nullish()
    .transform((v) => v || null),
  // Honeypot: hidden from people, filled in by bots. Any value is accepted and the submission dropped.
  website: z.string({ error: MESSAGES.honeypot }).nullish(),
});
export type InterestInputValues = z.input<typeof interestRules>;
export type InterestValues = z.output<typeof interestRules>;

// ---- Document upload metadata (spec §5 "Document upload") ----

export const DOCUMENT_MESSAGES = {
  type: 'Please select a file and document type.',
  noFile: 'Please select a file to upload.',
  description: 'Description must be at most 500 characters',
  passportPrivate: 'Passport pages cannot be shared with other travelers.',
  tooLarge: 'File is too large. The maximum size is 5 MB.',
  notAllowed: 'Only JPEG, PNG, WebP or PDF files are accepted.',
  empty: 'The file is empty.',
  isPublic: 'Sharing must be true or false',
  privateType: 'Vaccination certificates and consent letters cannot be shared with other travelers.',
} as const;

/** What the api accepts, judged by content (MIME type and file-name extensions for the picker). */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'] as const;
/** Why a document cannot be deleted (the journey machine's refusal). */
export const VISA_LOCKED = JOURNEY_MESSAGES.visaLocked;

/**
 * A document the server refuses to delete (docs/product.md §4: visa documents once the visa is
 * approved), so the web does not offer Delete on it. Asked of the journey machine, which the
 * server applies on every delete.
 */
export function documentLocked(type: string, registration: Partial<JourneyState> | null | undefined): boolean {
  // The guard only spares a call: the machine itself answers "not locked" for no registration or a
  // type that is not visa, so its mutants (`if (false)`, `&&`) are equivalent.
  // Stryker disable next-line LogicalOperator: equivalent, see above.
  if (!registration || !(DOCUMENT_TYPES as readonly string[]).includes(type)) return false;
  const state: JourneyState = { ...initialJourney(), ...registration };
  return !can(state, { type: 'DELETE_DOCUMENT', documentType: type as DocumentTypeValue, remainingVisaDocuments: 1 });
}

export const documentMetadataRules = z
  .object({
    type: z.enum(DOCUMENT_TYPES, { error: DOCUMENT_MESSAGES.type }),
    description: z
      .string({ error: DOCUMENT_MESSAGES.description })
      .trim()
      .max(500, DOCUMENT_MESSAGES.description)
      .nullish()
      .transform((v) => v || null),
    isPublic: z
      .boolean({ error: DOCUMENT_MESSAGES.isPublic })
      .nullish()
      .transform((v) => v ?? false),
  })
  .refine((m) => !(m.type === 'passport' && m.isPublic), { message: DOCUMENT_MESSAGES.passportPrivate, path: ['isPublic'] })
  .refine((m) => !(m.type !== 'passport' && PRIVATE_DOCUMENT_TYPES.includes(m.type) && m.isPublic), {
    message: DOCUMENT_MESSAGES.privateType,
    path: ['isPublic'],
  });
export type DocumentMetadata = z.infer<typeof documentMetadataRules>;

/** An admin's reason for sending a form or visa documents back (docs/product.md §4: 10–1000 characters). */
export const changesRequestRules = z.object({
  reason: z
    .string(JOURNEY_MESSAGES.reasonLength)
    .trim()
    .min(CHANGES_REASON_MIN, JOURNEY_MESSAGES.reasonLength)
    .max(CHANGES_REASON_MAX, JOURNEY_MESSAGES.reasonLength),
});
export type ChangesRequestValues = z.infer<typeof changesRequestRules>;

export const REGISTRATION_SORTS = ['CREATED_DESC', 'CREATED_ASC', 'NAME_ASC', 'NAME_DESC', 'STATUS'] as const;
export const REGISTRATION_PAGE_SIZE_MAX = 100;

export const REGISTRATION_QUERY_MESSAGES = {
  search: 'Search must be text',
  searchLength: 'Search must be at most 200 characters',
  status: 'Unknown status',
  sort: 'Unknown sort order',
  page: 'Page must be a whole number of 1 or more',
  pageSize: `Page size must be between 1 and ${REGISTRATION_PAGE_SIZE_MAX}`,
} as const;
const q = REGISTRATION_QUERY_MESSAGES;

/** The admin list's search, filter, sort and page (GraphQL arguments or REST query string). */
export const registrationQueryRules = z.object({
  search: z.string(q.search).trim().max(200, q.searchLength).optional(),
  status: z.enum(REGISTRATION_STATUSES, q.status).optional(),
  sort: z.enum(REGISTRATION_SORTS, q.sort).default('CREATED_DESC'),
  // The checks repeat the schema's message, so emptying one (a StringLiteral mutant) is equivalent: zod
  // falls back to the schema's own text. Six such survivors, left counted.
  page: z.coerce.number(q.page).int(q.page).min(1, q.page).max(100_000, q.page).default(1),
  pageSize: z.coerce.number(q.pageSize).int(q.pageSize).min(1, q.pageSize).max(REGISTRATION_PAGE_SIZE_MAX, q.pageSize).default(20),
});
export type RegistrationQueryValues = z.infer<typeof registrationQueryRules>;

// ---- Money (issue 11) ----

export const PAYMENT_MESSAGES = {
  amount: 'Enter an amount greater than $0.00, in dollars and cents',
  method: 'Choose how the payment was made',
  receivedOn: 'Enter the date the payment was received',
  receivedInFuture: 'The date received cannot be in the future',
  reference: 'Reference must be at most 100 characters',
  note: 'Note must be at most 500 characters',
  travellerNote: 'Note to the traveler must be at most 500 characters',
  fare: 'Choose Barakah member or non-member',
  reversalReason: 'Please give a reason of 10 to 500 characters.',
} as const;

/** Today in Toronto, YYYY-MM-DD (docs/product.md#names-and-formats: dates in the America/Toronto zone). */
export function torontoToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

export const fareRules = z.object({ fare: z.enum(FARES, PAYMENT_MESSAGES.fare) });

/** An admin's recording of one payment. The date is checked against today in Toronto when parsed. */
export const paymentRules = z.object({
  amountCents: z.number(PAYMENT_MESSAGES.amount).int(PAYMENT_MESSAGES.amount).min(1, PAYMENT_MESSAGES.amount).max(100_000_000, PAYMENT_MESSAGES.amount),
  method: z.enum(PAYMENT_METHODS, PAYMENT_MESSAGES.method),
  receivedOn: z
    .string(PAYMENT_MESSAGES.receivedOn)
    .pipe(z.iso.date(PAYMENT_MESSAGES.receivedOn))
    .refine((day) => day <= torontoToday(), PAYMENT_MESSAGES.receivedInFuture),
  reference: z
    .string(PAYMENT_MESSAGES.reference)
    .trim()
    .max(100, PAYMENT_MESSAGES.reference)
    .nullish()
    .transform((v) => v || null),
  /** Internal: admins only, never shown or sent to the traveller. */
  note: z
    .string(PAYMENT_MESSAGES.note)
    .trim()
    .max(500, PAYMENT_MESSAGES.note)
    .nullish()
    .transform((v) => v || null),
  /** The note to the traveller: on their payments page and receipt. */
  travellerNote: z
    .string(PAYMENT_MESSAGES.travellerNote)
    .trim()
    .max(500, PAYMENT_MESSAGES.travellerNote)
    .nullish()
    .transform((v) => v || null),
  /** The admin confirmed that this payment is more than the balance. */
  allowOverpayment: z
    .boolean()
    .nullish()
    .transform((v) => v ?? false),
  /** Idempotency: the same key records once. */
  clientKey: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
});
export type PaymentValues = z.infer<typeof paymentRules>;

export const reversalRules = z.object({
  reason: z.string(PAYMENT_MESSAGES.reversalReason).trim().min(10, PAYMENT_MESSAGES.reversalReason).max(500, PAYMENT_MESSAGES.reversalReason),
});

// ---- Passwords (issue 12) ----

export const PASSWORD_MESSAGES = {
  resetEmail: MESSAGES.email,
  token: 'This reset link is invalid or has expired. Please ask for a new one.',
  currentPassword: MESSAGES.currentPasswordIncorrect,
  currentRequired: MESSAGES.currentPasswordRequired,
  mismatch: 'Passwords do not match',
} as const;

/** The sign-up's password rule, for a reset and a change. */
const newPassword = () => signUpRules.shape.password;

export const forgotPasswordRules = z.object({ email: text(MESSAGES.email).pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)) });
export const resetPasswordRules = z.object({
  token: z.string(PASSWORD_MESSAGES.token).min(20, PASSWORD_MESSAGES.token).max(200, PASSWORD_MESSAGES.token),
  password: newPassword(),
});
export const changePasswordRules = z.object({
  currentPassword: z.string(PASSWORD_MESSAGES.currentRequired).min(1, PASSWORD_MESSAGES.currentRequired).max(200, PASSWORD_MESSAGES.currentPassword),
  newPassword: newPassword(),
});

// ---- Email verification (issue 29) ----

export const EMAIL_VERIFICATION_MESSAGES = {
  token: 'This confirmation link is invalid or has expired. Please ask for a new one.',
  /** Starting a registration (or joining the waiting list) before the address is confirmed. */
  required: 'Please confirm your email address first',
} as const;

export const verifyEmailRules = z.object({
  token: z.string(EMAIL_VERIFICATION_MESSAGES.token).min(20, EMAIL_VERIFICATION_MESSAGES.token).max(200, EMAIL_VERIFICATION_MESSAGES.token),
});

// ---- Announcements (issue 12) ----

/** Who an announcement goes to: every registered traveller, or those at one status. */
export const ANNOUNCEMENT_AUDIENCES = ['ALL', ...REGISTRATION_STATUSES] as const;
export type AnnouncementAudience = (typeof ANNOUNCEMENT_AUDIENCES)[number];
export const ANNOUNCEMENT_SUBJECT_MAX = 150;
export const ANNOUNCEMENT_BODY_MAX = 5000;

export const ANNOUNCEMENT_MESSAGES = {
  audience: 'Choose who receives the announcement',
  subject: `Subject must be 1 to ${ANNOUNCEMENT_SUBJECT_MAX} characters`,
  body: `Message must be 1 to ${ANNOUNCEMENT_BODY_MAX} characters`,
  noRecipients: 'No registered traveller is in this group yet; nothing was sent.',
  notFound: 'Announcement not found',
} as const;

/** An admin's announcement. `clientKey` makes a double click send once. */
export const announcementRules = z.object({
  audience: z.enum(ANNOUNCEMENT_AUDIENCES, ANNOUNCEMENT_MESSAGES.audience),
  subject: text(ANNOUNCEMENT_MESSAGES.subject).min(1, ANNOUNCEMENT_MESSAGES.subject).max(ANNOUNCEMENT_SUBJECT_MAX, ANNOUNCEMENT_MESSAGES.subject),
  body: text(ANNOUNCEMENT_MESSAGES.body).min(1, ANNOUNCEMENT_MESSAGES.body).max(ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_MESSAGES.body),
  clientKey: z
    .uuid()
    .nullish()
    .transform((v) => v ?? null),
});
export type AnnouncementValues = z.infer<typeof announcementRules>;

// ---- Undeliverable messages (the admins send them again) ----
export const UNDELIVERED_MESSAGES = {
  ids: 'Choose the messages to send again',
} as const;
/** How many the admins' list shows, and how many one request may name. */
export const UNDELIVERED_LIST_MAX = 100;
/** Which undeliverable messages to send again: these ids, or every one when none are named. */
export const sendAgainRules = z.object({
  ids: z
    .array(z.string(UNDELIVERED_MESSAGES.ids).regex(/^[1-9]\d{0,17}$/, UNDELIVERED_MESSAGES.ids), UNDELIVERED_MESSAGES.ids)
    .min(1, UNDELIVERED_MESSAGES.ids)
    .max(UNDELIVERED_LIST_MAX, UNDELIVERED_MESSAGES.ids)
    .nullish()
    .transform((ids) => (ids ? [...new Set(ids.map(Number))] : ('all' as const))),
});
