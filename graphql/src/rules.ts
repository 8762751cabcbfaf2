// The validation rules of spec §5, with the spec's messages verbatim. Both the api (authoritative)
// and the web (early feedback) parse with these schemas, so the two cannot drift.
import { z } from 'zod';
import {
  BIRTH_DATE_MIN,
  INTEREST_EMAIL_MAX,
  INTEREST_MESSAGE_MAX,
  INTEREST_MESSAGES,
  INTEREST_NAME_MAX,
  INTEREST_NAME_TOO_LONG,
  INTEREST_PHONE_MAX,
  INTEREST_TRAVELERS_MAX,
  PASSPORT_VALID_AFTER,
} from './constants.js';

export const MESSAGES = {
  signupFullName: 'Full name must be at least 3 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  adminUsername: 'Username is required',
  adminPassword: 'Password is required',
  profileFullName: 'Full name must be at least 2 characters',
} as const;

// Trim surrounding blanks before the length checks so "   " is not a name.
const text = () => z.string().trim();

export const signUpRules = z.object({
  fullName: text().min(3, MESSAGES.signupFullName).max(200, 'Full name must be at most 200 characters'),
  email: text().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text().min(10, MESSAGES.phone).max(30, MESSAGES.phone),
  username: text().min(3, MESSAGES.username).max(50, 'Username must be at most 50 characters'),
  // Passwords are not trimmed: a leading space is part of the secret.
  password: z.string().min(6, MESSAGES.password).max(200, 'Password must be at most 200 characters'),
});
export type SignUpValues = z.infer<typeof signUpRules>;

export const logInRules = z.object({
  username: text().min(3, MESSAGES.username).max(254, MESSAGES.username),
  password: z.string().min(6, MESSAGES.password).max(200, MESSAGES.password),
});
export type LogInValues = z.infer<typeof logInRules>;

export const adminLogInRules = z.object({
  username: text().min(1, MESSAGES.adminUsername).max(254, MESSAGES.adminUsername),
  password: z.string().min(1, MESSAGES.adminPassword).max(200, MESSAGES.adminPassword),
});
export type AdminLogInValues = z.infer<typeof adminLogInRules>;

export const profileRules = z.object({
  fullName: text().min(2, MESSAGES.profileFullName).max(200, 'Full name must be at most 200 characters'),
  email: text().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text().min(10, MESSAGES.phone).max(30, MESSAGES.phone),
});
export type ProfileValues = z.infer<typeof profileRules>;

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
  passportValidity: 'Passport must be valid until after August 1st, 2026',
  passportExpired: 'Passport expiration date cannot be in the past',
  passportIssuanceCountry: 'Country of issuance is required',
  invalidDate: 'Please enter a valid date',
} as const;

export const GENDERS = ['male', 'female'] as const;
export const MARITAL_STATUSES = ['single', 'married', 'divorced', 'widowed'] as const;

// "Today" differs by time zone (UTC-12 to UTC+14). The server accepts any date that is today
// somewhere, so the browser's local-date pickers (spec §2) never disagree with it.
const HOUR = 3_600_000;
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
const str = (min: number, message: string, max = 200) =>
  z.string({ error: message }).trim().min(min, message).max(max, `At most ${max} characters`);

/** The full rules, applied on Submit. */
export const tripFormRules = z.object({
  fullNameAsPerPassport: str(2, t.fullNameAsPerPassport),
  dateOfBirth: isoDate(t.dateOfBirth).refine((d) => d >= BIRTH_DATE_MIN && d <= latestToday(), t.dateOfBirthRange),
  gender: z.enum(GENDERS, { error: t.gender }),
  maritalStatus: z.enum(MARITAL_STATUSES, { error: t.maritalStatus }),
  isCanadianCitizen: z.boolean().default(false),
  hasValidCanadianPassport: z.boolean().default(false),
  address: str(5, t.address, 500),
  mobilePhone: str(10, t.mobilePhone, 30),
  emergencyContactName: str(2, t.emergencyContactName),
  emergencyContactEmail: z.string({ error: t.emergencyContactEmail }).trim().pipe(z.email(t.emergencyContactEmail)),
  emergencyContactRelationship: str(2, t.emergencyContactRelationship, 100),
  passportNumber: str(5, t.passportNumber, 20),
  passportExpirationDate: isoDate(t.passportExpirationDate)
    .refine((d) => d > PASSPORT_VALID_AFTER, t.passportValidity)
    .refine((d) => d >= earliestToday(), t.passportExpired),
  passportIssuanceCountry: str(2, t.passportIssuanceCountry, 100),
  hasValidSaudiVisa: z.boolean().default(false),
  roomPreferences: z.string().trim().max(1000, 'At most 1000 characters').nullish().transform((v) => v || null),
  isUnder18: z.boolean().default(false),
});
export type TripFormValues = z.infer<typeof tripFormRules>;

const draft = <S extends z.ZodType>(s: S) =>
  z.preprocess((v) => (v === '' || v === undefined ? null : v), s.nullable());

/**
 * Save Progress: no required-field check, but what is there must still be well-formed
 * (sizes, real dates, known options), so a draft can never hold nonsense.
 */
export const tripFormDraftRules = z.object({
  fullNameAsPerPassport: draft(z.string().trim().max(200, 'At most 200 characters')),
  dateOfBirth: draft(isoDate(t.invalidDate)),
  gender: draft(z.enum(GENDERS, { error: t.gender })),
  maritalStatus: draft(z.enum(MARITAL_STATUSES, { error: t.maritalStatus })),
  isCanadianCitizen: z.boolean().nullish().transform((v) => v ?? false),
  hasValidCanadianPassport: z.boolean().nullish().transform((v) => v ?? false),
  address: draft(z.string().trim().max(500, 'At most 500 characters')),
  mobilePhone: draft(z.string().trim().max(30, 'At most 30 characters')),
  emergencyContactName: draft(z.string().trim().max(200, 'At most 200 characters')),
  emergencyContactEmail: draft(z.string().trim().max(254, 'At most 254 characters')),
  emergencyContactRelationship: draft(z.string().trim().max(100, 'At most 100 characters')),
  passportNumber: draft(z.string().trim().max(20, 'At most 20 characters')),
  passportExpirationDate: draft(isoDate(t.invalidDate)),
  passportIssuanceCountry: draft(z.string().trim().max(100, 'At most 100 characters')),
  hasValidSaudiVisa: z.boolean().nullish().transform((v) => v ?? false),
  roomPreferences: draft(z.string().trim().max(1000, 'At most 1000 characters')),
  isUnder18: z.boolean().nullish().transform((v) => v ?? false),
});
export type TripFormDraft = z.infer<typeof tripFormDraftRules>;

// ---- Interest form (DECISIONS.md: the landing page's Coming Soon section) ----

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
  website: z.string().nullish(),
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
} as const;

/** What the api accepts, judged by content (MIME type and file-name extensions for the picker). */
export const ACCEPTED_UPLOAD_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.pdf'] as const;
/** Why a document cannot be deleted. */
export const VISA_LOCKED = 'Visa documents cannot be deleted after the visa has been approved.';

/**
 * A document the server refuses to delete (DECISIONS.md: visa documents once the visa is
 * approved), so the web does not offer Delete on it.
 */
export function documentLocked(type: string, registration: { visaApproved: boolean } | null | undefined): boolean {
  return type === 'visa' && Boolean(registration?.visaApproved);
}

export const documentMetadataRules = z
  .object({
    type: z.enum(['passport', 'visa', 'photo', 'other'], { error: DOCUMENT_MESSAGES.type }),
    description: z.string().trim().max(500, DOCUMENT_MESSAGES.description).nullish().transform((v) => v || null),
    isPublic: z.boolean().nullish().transform((v) => v ?? false),
  })
  .refine((m) => !(m.type === 'passport' && m.isPublic), { message: DOCUMENT_MESSAGES.passportPrivate, path: ['isPublic'] });
export type DocumentMetadata = z.infer<typeof documentMetadataRules>;
