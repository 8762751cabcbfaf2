// Ready to travel (issue 35; docs/product.md#ready-to-travel; ADR 0119). Whether a traveller can
// board is judged against the trip's rules, which are data: each carries its parameters and the
// day and source it was last checked against, so a rule that changes is edited, not coded. Days
// are calendar days (YYYY-MM-DD): the traveller's in America/Toronto, the trip's as it states them.
// Pure: no I/O, no clock (today is an argument).
import { z } from 'zod';
import { safeCell } from './export-safety.js';
import { paths } from './routes.js';
import { isoDateOf, torontoToday } from './rules.js';
import { shiftDay, TRIP_FACT_MESSAGES } from './trips.js';

export const READINESS_RULE_IDS = ['passport', 'visa', 'meningitis', 'emergencyContact', 'minorConsent'] as const;
export type ReadinessRuleId = (typeof READINESS_RULE_IDS)[number];

/** ready: nothing to do; expiring: good for the trip with little to spare; missing: not given; blocked: given, and it fails the rule. */
export const READINESS_STATUSES = ['ready', 'expiring', 'missing', 'blocked'] as const;
export type ReadinessStatus = (typeof READINESS_STATUSES)[number];

export const VACCINE_TYPES = ['conjugate', 'polysaccharide'] as const;
export type VaccineType = (typeof VACCINE_TYPES)[number];
export const VISA_TYPES = ['umrah', 'tourist', 'other'] as const;
export type VisaType = (typeof VISA_TYPES)[number];

/** Where a rule comes from, and the day someone last read it there. */
export interface RuleProvenance {
  checkedOn: string;
  source: { title: string; url: string };
}

/** A trip's rules (stored per trip: trips.readiness_rules). */
export interface ReadinessRules {
  /** Within this many days of a limit, a ready item is shown as expiring. */
  warnDays: number;
  passport: RuleProvenance & { monthsAfterReturn: number };
  visa: RuleProvenance;
  meningitis: RuleProvenance & { fromAgeYears: number; daysBeforeDeparture: number; validityYears: Record<VaccineType, number> };
  emergencyContact: RuleProvenance;
  minorConsent: RuleProvenance & { underAgeYears: number };
}

const MOH = {
  title: 'Saudi Ministry of Health: health requirements for Umrah pilgrims',
  url: 'https://www.moh.gov.sa/en/HealthAwareness/Campaigns/Hajj/Pages/default.aspx',
};

/** The rules a new trip starts with (the migration wrote the same into every existing trip). */
export const DEFAULT_READINESS_RULES: ReadinessRules = {
  warnDays: 30,
  passport: {
    monthsAfterReturn: 6,
    checkedOn: '2026-11-26',
    source: { title: 'Ministry of Foreign Affairs of Saudi Arabia: visa requirements', url: 'https://visa.mofa.gov.sa' },
  },
  visa: { checkedOn: '2026-11-26', source: { title: 'Nusuk: Umrah visa', url: 'https://www.nusuk.sa' } },
  meningitis: { fromAgeYears: 1, daysBeforeDeparture: 10, validityYears: { polysaccharide: 3, conjugate: 5 }, checkedOn: '2026-11-26', source: MOH },
  emergencyContact: { checkedOn: '2026-11-26', source: { title: 'Agency policy (docs/product.md#ready-to-travel)', url: 'https://umrah.example/policy' } },
  minorConsent: {
    underAgeYears: 18,
    checkedOn: '2026-11-26',
    source: {
      title: 'Government of Canada: recommended consent letter for children travelling abroad',
      url: 'https://travel.gc.ca/travelling/children/consent-letter',
    },
  },
};

// Calendar arithmetic on YYYY-MM-DD, in UTC so no zone or summer time moves a day.
const parts = (d: string) => d.split('-').map(Number) as [number, number, number];
const iso = (t: number) => new Date(t).toISOString().slice(0, 10);

/** A day moved by whole months; a day the target month lacks becomes its last (Aug. 31 + 6 → Feb. 28 or 29). */
export const addMonths = (d: string, months: number): string => {
  const [y, m, dd] = parts(d);
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return iso(Date.UTC(y, m - 1 + months, Math.min(dd, last)));
};

/** Whole days from `from` to `to` (negative when `to` comes first). */
export const daysBetween = (from: string, to: string): number => {
  const [y1, m1, d1] = parts(from);
  const [y2, m2, d2] = parts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / 86_400_000);
};

/** The calendar day of an instant in a time zone (America/Toronto for the traveller, Asia/Riyadh on arrival). */
export const dayIn = (instant: Date, timeZone: string): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** Age in whole years on a day. */
export const ageOn = (birth: string, on: string): number => {
  const [by, bm, bd] = parts(birth);
  const [y, m, d] = parts(on);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
};

/** Whether a traveller born on `birth` is a minor on `on` (the trip's first day): under `underAgeYears`. */
export const isMinorOn = (birth: string, on: string, underAgeYears: number): boolean => ageOn(birth, on) < underAgeYears;

/** What the product holds about one traveller, as the rules read it. */
export interface TravellerFacts {
  dateOfBirth: string | null;
  passportExpirationDate: string | null;
  emergencyContactName: string | null;
  emergencyContactEmail: string | null;
  visa: { number: string | null; type: VisaType | null; issuedOn: string | null; expiresOn: string | null };
  vaccination: { type: VaccineType | null; givenOn: string | null; certificateUploaded: boolean };
  consentUploaded: boolean;
  /** A minor travelling with a guardian among their party (graphql/src/parties.ts): no consent letter is asked. */
  guardianInParty?: boolean;
}

export interface ReadinessItem {
  rule: ReadinessRuleId;
  status: ReadinessStatus;
  /** The rules catalogue's id of what the traveller reads (READINESS_MESSAGES). */
  message: ReadinessMessageId;
  /** The page where the traveller fixes it. */
  fix: string;
  /** The day the fact must reach, when the rule has one. */
  until: string | null;
}

/** What each state of each rule tells the traveller (catalogue ids: rules.readiness.*). */
export const READINESS_MESSAGES = {
  passportReady: 'Your passport is valid long enough after the return.',
  passportExpiring: 'Your passport is valid just long enough: check the expiry date.',
  passportMissing: 'Add your passport’s expiry date to your registration form.',
  passportTooSoon: 'Your passport expires too soon: renew it, then update the expiry date on your form.',
  visaReady: 'Your visa covers the whole trip.',
  visaExpiring: 'Your visa covers the trip with little to spare: check its dates.',
  visaMissing: 'Add your visa’s number, type and dates.',
  visaNotCovering: 'Your visa’s dates do not cover the whole trip: check them or apply again.',
  meningitisReady: 'Your meningitis ACWY vaccination is valid for the trip.',
  meningitisExpiring: 'Your meningitis ACWY certificate is valid for the trip with little to spare.',
  meningitisMissing: 'Upload your meningitis ACWY certificate and give the vaccine and its date.',
  meningitisNotRequired: 'No meningitis vaccine is required for a child under one year old.',
  meningitisTooLate: 'The vaccine was given too close to departure: see the day it had to be given by.',
  meningitisLapsed: 'Your meningitis certificate is no longer valid on the departure day: get vaccinated again.',
  emergencyContactReady: 'Your emergency contact is on file.',
  emergencyContactMissing: 'Add an emergency contact to your registration form.',
  minorConsentReady: 'The consent letter for a traveller under 18 is uploaded.',
  minorConsentMissing: 'Upload the consent letter signed by a parent or guardian.',
  minorConsentNotRequired: 'No consent letter is needed for an adult.',
  minorConsentGuardian: 'A parent or guardian travels in the party: no consent letter is needed.',
  // Bad input
  visaIncomplete: 'Give the visa’s number, type, issue date and expiry date.',
  visaNumber: 'The visa number is 5 to 20 letters or digits.',
  visaType: 'Choose the visa type.',
  visaOrder: 'A visa cannot expire before it is issued.',
  visaBeforeDeparture: 'This visa expires before the departure.',
  vaccinationIncomplete: 'Give the vaccine and the date on its certificate.',
  vaccineType: 'Choose the vaccine on the certificate.',
  certificateInFuture: 'A certificate cannot be dated in the future.',
  medicalNotes: 'Medical notes must be at most 1000 characters.',
  diet: 'Diet must be at most 200 characters.',
  wheelchair: 'Wheelchair must be yes or no.',
  // An edited rule set (the owner's editor, ADR 0119)
  warnDays: 'Warning days must be a whole number from 0 to 365.',
  monthsAfterReturn: 'Months after the return must be a whole number from 0 to 24.',
  fromAgeYears: 'The vaccine’s age must be a whole number of years from 0 to 120.',
  daysBeforeDeparture: 'Days before departure must be a whole number from 0 to 365.',
  validityYears: 'Validity must be a whole number of years from 1 to 20.',
  underAgeYears: 'The age of a minor must be a whole number of years from 0 to 21.',
  checkedOn: 'Enter the day the rule was checked as YYYY-MM-DD.',
  sourceTitle: 'A source’s title is 1 to 200 characters.',
  sourceUrl: 'A source’s address starts with http:// or https://.',
} as const;
export type ReadinessMessageKey = keyof typeof READINESS_MESSAGES;
export type ReadinessMessageId = `rules.readiness.${ReadinessMessageKey}`;
const id = (key: ReadinessMessageKey): ReadinessMessageId => `rules.readiness.${key}`;

const rm = READINESS_MESSAGES;
const day = z.string({ error: rm.checkedOn }).refine((v) => isoDateOf(v) === v, rm.checkedOn);
// The board links to the source: an address a browser opens as a page, nothing else (no javascript:).
const provenance = {
  checkedOn: day,
  source: z.object({
    title: z.string({ error: rm.sourceTitle }).min(1, rm.sourceTitle).max(200, rm.sourceTitle),
    url: z.url({ protocol: /^https?$/, error: rm.sourceUrl }),
  }),
};
const whole = (min: number, max: number, message: string) => z.number({ error: message }).int(message).min(min, message).max(max, message);

/** What a stored rule set must be (an edited rule that breaks it is refused, never half-read). */
export const readinessRulesSchema = z.object({
  warnDays: whole(0, 365, rm.warnDays),
  passport: z.object({ ...provenance, monthsAfterReturn: whole(0, 24, rm.monthsAfterReturn) }),
  visa: z.object(provenance),
  meningitis: z.object({
    ...provenance,
    fromAgeYears: whole(0, 120, rm.fromAgeYears),
    daysBeforeDeparture: whole(0, 365, rm.daysBeforeDeparture),
    validityYears: z.object({ conjugate: whole(1, 20, rm.validityYears), polysaccharide: whole(1, 20, rm.validityYears) }),
  }),
  emergencyContact: z.object(provenance),
  minorConsent: z.object({ ...provenance, underAgeYears: whole(0, 21, rm.underAgeYears) }),
});

/** The trip's days as the rules read them: departure and return (YYYY-MM-DD). */
export interface TripDays {
  startsOn: string;
  endsOn: string;
}

/** ready, or expiring when the fact reaches its limit with fewer than warnDays to spare. */
const margin = (limit: string, reaches: string, warnDays: number): 'ready' | 'expiring' => (daysBetween(limit, reaches) < warnDays ? 'expiring' : 'ready');

const item = (rule: ReadinessRuleId, status: ReadinessStatus, key: ReadinessMessageKey, fix: string, until: string | null = null): ReadinessItem => ({
  rule,
  status,
  message: id(key),
  fix,
  until,
});

const FORM = paths.portal.registrationForm;
const DOCUMENTS = paths.portal.documents;

function passport(f: TravellerFacts, trip: TripDays, rules: ReadinessRules): ReadinessItem {
  const until = addMonths(trip.endsOn, rules.passport.monthsAfterReturn);
  const expires = f.passportExpirationDate;
  if (!expires) return item('passport', 'missing', 'passportMissing', FORM, until);
  if (expires < until) return item('passport', 'blocked', 'passportTooSoon', FORM, until);
  const status = margin(until, expires, rules.warnDays);
  return item('passport', status, status === 'ready' ? 'passportReady' : 'passportExpiring', FORM, until);
}

function visa(f: TravellerFacts, trip: TripDays, rules: ReadinessRules): ReadinessItem {
  const { number, type, issuedOn, expiresOn } = f.visa;
  if (!number || !type || !issuedOn || !expiresOn) return item('visa', 'missing', 'visaMissing', DOCUMENTS, trip.endsOn);
  if (issuedOn > trip.startsOn || expiresOn < trip.endsOn) return item('visa', 'blocked', 'visaNotCovering', DOCUMENTS, trip.endsOn);
  const status = margin(trip.endsOn, expiresOn, rules.warnDays);
  return item('visa', status, status === 'ready' ? 'visaReady' : 'visaExpiring', DOCUMENTS, trip.endsOn);
}

function meningitis(f: TravellerFacts, trip: TripDays, rules: ReadinessRules): ReadinessItem {
  const r = rules.meningitis;
  if (f.dateOfBirth && ageOn(f.dateOfBirth, trip.startsOn) < r.fromAgeYears) return item('meningitis', 'ready', 'meningitisNotRequired', DOCUMENTS);
  const { type, givenOn, certificateUploaded } = f.vaccination;
  const latest = shiftDay(trip.startsOn, -r.daysBeforeDeparture);
  if (!type || !givenOn || !certificateUploaded) return item('meningitis', 'missing', 'meningitisMissing', DOCUMENTS, latest);
  if (givenOn > latest) return item('meningitis', 'blocked', 'meningitisTooLate', DOCUMENTS, latest);
  // Valid on departure; expiring when it lapses during the trip or soon after.
  const validUntil = addMonths(givenOn, 12 * r.validityYears[type]);
  if (validUntil < trip.startsOn) return item('meningitis', 'blocked', 'meningitisLapsed', DOCUMENTS, latest);
  const status = margin(trip.endsOn, validUntil, rules.warnDays);
  return item('meningitis', status, status === 'ready' ? 'meningitisReady' : 'meningitisExpiring', DOCUMENTS, latest);
}

function emergencyContact(f: TravellerFacts): ReadinessItem {
  const given = Boolean(f.emergencyContactName?.trim() && f.emergencyContactEmail?.trim());
  return given ? item('emergencyContact', 'ready', 'emergencyContactReady', FORM) : item('emergencyContact', 'missing', 'emergencyContactMissing', FORM);
}

function minorConsent(f: TravellerFacts, trip: TripDays, rules: ReadinessRules): ReadinessItem {
  // Without a date of birth the traveller is treated as a minor until they say otherwise.
  const minor = !f.dateOfBirth || isMinorOn(f.dateOfBirth, trip.startsOn, rules.minorConsent.underAgeYears);
  if (!minor) return item('minorConsent', 'ready', 'minorConsentNotRequired', DOCUMENTS);
  if (f.guardianInParty && !f.consentUploaded) return item('minorConsent', 'ready', 'minorConsentGuardian', DOCUMENTS);
  return f.consentUploaded ? item('minorConsent', 'ready', 'minorConsentReady', DOCUMENTS) : item('minorConsent', 'missing', 'minorConsentMissing', DOCUMENTS);
}

/** Every rule of the trip for one traveller, in READINESS_RULE_IDS order. */
export function evaluateReadiness(f: TravellerFacts, trip: TripDays, rules: ReadinessRules = DEFAULT_READINESS_RULES): ReadinessItem[] {
  return [passport(f, trip, rules), visa(f, trip, rules), meningitis(f, trip, rules), emergencyContact(f), minorConsent(f, trip, rules)];
}

/** Ready to travel: no item missing or blocked (expiring items still board). */
export const isReady = (items: readonly ReadinessItem[]): boolean => items.every((i) => i.status === 'ready' || i.status === 'expiring');

/** The rules a blocker filter of the board can name: any rule that is not ready. */
export const blockersOf = (items: readonly ReadinessItem[]): ReadinessRuleId[] =>
  items.filter((i) => i.status === 'missing' || i.status === 'blocked').map((i) => i.rule);

/** Days before departure when the outbox reminds a traveller of what is still missing. */
export const READINESS_REMINDER_DAYS = [90, 30, 7] as const;
export type ReadinessReminderDays = (typeof READINESS_REMINDER_DAYS)[number];

/**
 * The reminder a day falls in: the smallest of 90, 30 and 7 that the days left before departure
 * have reached (windows, not exact days: a cron that missed a day still sends each one once);
 * null more than 90 days before, or once the trip has left.
 */
export function readinessReminderWindow(today: string, departsOn: string): ReadinessReminderDays | null {
  const left = daysBetween(today, departsOn);
  if (left < 0) return null;
  return [...READINESS_REMINDER_DAYS].reverse().find((days) => left <= days) ?? null;
}

const m = READINESS_MESSAGES;
const optionalDay = z
  .string({ error: TRIP_FACT_MESSAGES.date })
  .trim()
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const d = isoDateOf(v);
    if (!d) ctx.addIssue({ code: 'custom', message: TRIP_FACT_MESSAGES.date });
    return d ?? null;
  });
const optionalText = (max: number, message: string) =>
  z
    .string({ error: message })
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => v || null);

/**
 * What the traveller gives (visa details, the vaccine on the certificate, medical and mobility
 * needs), checked against the trip's departure and today in Toronto (`now`'s day there).
 */
export function travelDetailsRulesFor(trip: TripDays, now: Date) {
  const today = torontoToday(now);
  return z
    .object({
      visaNumber: z
        .string({ error: m.visaNumber })
        .trim()
        .toUpperCase()
        .nullish()
        .transform((v) => v || null)
        .refine((v) => v === null || /^[A-Z0-9]{5,20}$/.test(v), m.visaNumber),
      visaType: z
        .enum(VISA_TYPES, m.visaType)
        .nullish()
        .transform((v) => v ?? null),
      visaIssuedOn: optionalDay,
      visaExpiresOn: optionalDay,
      vaccineType: z
        .enum(VACCINE_TYPES, m.vaccineType)
        .nullish()
        .transform((v) => v ?? null),
      vaccinatedOn: optionalDay.refine((v) => v === null || v <= today, m.certificateInFuture),
      medicalNotes: optionalText(1000, m.medicalNotes),
      diet: optionalText(200, m.diet),
      wheelchair: z
        .boolean({ error: m.wheelchair })
        .nullish()
        .transform((v) => v ?? false),
    })
    .superRefine((v, ctx) => {
      const visa = [v.visaNumber, v.visaType, v.visaIssuedOn, v.visaExpiresOn];
      const given = visa.filter((x) => x !== null).length;
      if (given > 0 && given < visa.length) ctx.addIssue({ code: 'custom', message: m.visaIncomplete, path: ['visaNumber'] });
      if (v.visaIssuedOn && v.visaExpiresOn && v.visaExpiresOn < v.visaIssuedOn)
        ctx.addIssue({ code: 'custom', message: m.visaOrder, path: ['visaExpiresOn'] });
      else if (v.visaExpiresOn && v.visaExpiresOn < trip.startsOn) ctx.addIssue({ code: 'custom', message: m.visaBeforeDeparture, path: ['visaExpiresOn'] });
      if ((v.vaccineType === null) !== (v.vaccinatedOn === null)) ctx.addIssue({ code: 'custom', message: m.vaccinationIncomplete, path: ['vaccinatedOn'] });
    });
}
export type TravelDetailsValues = z.infer<ReturnType<typeof travelDetailsRulesFor>>;

/** Words that belong to the surname that follows them ("Maria de la Cruz" → "de la Cruz"). */
const SURNAME_PARTICLES = new Set(['al', 'el', 'da', 'de', 'del', 'della', 'der', 'des', 'di', 'do', 'dos', 'du', 'la', 'le', 'van', 'von']);

/**
 * A name as typed on the form ("as on the passport"), split when the traveller has not given their
 * surname and given names apart (ADR 0127): the last word is the surname, with the particles just
 * before it (de, van, al...), and the words before them the given names; the first word always
 * stays a given name when there are two or more.
 */
export function manifestName(fullName: string | null | undefined): { surname: string; givenNames: string } {
  const words = (fullName ?? '').trim().split(/\s+/).filter(Boolean);
  let start = words.length - 1;
  while (start > 1 && SURNAME_PARTICLES.has(words[start - 1]!.toLowerCase())) start -= 1;
  return { surname: words.slice(Math.max(start, 0)).join(' '), givenNames: words.slice(0, Math.max(start, 0)).join(' ') };
}

/** The names an airline reads: the form's surname and given names when given, else the full name split (ADR 0127). */
export function passportNames(form: {
  fullNameAsPerPassport: string | null | undefined;
  passportSurname?: string | null;
  passportGivenNames?: string | null;
}): { surname: string; givenNames: string } {
  if (form.passportSurname?.trim()) return { surname: form.passportSurname.trim(), givenNames: form.passportGivenNames?.trim() ?? '' };
  return manifestName(form.fullNameAsPerPassport);
}

/** The airline manifest's columns, in the English airlines read (ADR 0121). */
export const MANIFEST_HEADERS = ['Surname', 'Given names', 'Date of birth', 'Gender', 'Nationality', 'Passport number', 'Passport expiry'] as const;

/** One CSV line (RFC 4180): every cell formula-neutralised (safeCell), quoted when it holds a comma, quote or line break. */
export function csvLine(cells: readonly string[]): string {
  return cells
    .map((cell) => {
      const safe = safeCell(cell);
      return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
    })
    .join(',');
}
