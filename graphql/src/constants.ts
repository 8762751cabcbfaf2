// Business constants of docs/product.md §3, §4 and §9, shared by api and web.

export const REGISTRATION_STATUSES = ['PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_APPROVED', 'VISA_SUBMITTED', 'VISA_APPROVED', 'COMPLETED'] as const;
export type RegistrationStatusValue = (typeof REGISTRATION_STATUSES)[number];

export const DOCUMENT_TYPES = ['passport', 'visa', 'photo', 'other', 'vaccination', 'consent'] as const;
/** Never shared with the group: identity, health, a minor's consent (ADR 0119). */
export const PRIVATE_DOCUMENT_TYPES: readonly DocumentTypeValue[] = ['passport', 'vaccination', 'consent'];
export type DocumentTypeValue = (typeof DOCUMENT_TYPES)[number];

export const ROLES = ['traveler', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const DEFAULT_GROUP_SIZE = 45;
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const BIRTH_DATE_MIN = '1900-01-01';

/** Interface thresholds of spec §9. */
export const UI = {
  compactBarAfterPx: 100,
  backToTopAfterPx: 300,
  scrollOffsetPx: 80,
  revealThreshold: 0.1,
  hashScrollDelayMs: 100,
  paymentFrameHeightPx: 766,
  mobileBreakpointPx: 768,
  toastDurationMs: 5000,
  toastLimit: 1,
  toastRemoveDelayMs: 1_000_000,
  toastSwipeThresholdPx: 50,
  tooltipDelayMs: 700,
  tooltipSkipDelayMs: 300,
} as const;

/** Dashboard progress: five equal points (docs/product.md §4), rounded to a whole percent. */
export function registrationProgress(
  r:
    | {
        depositPaid: boolean;
        formSubmitted: boolean;
        formApproved: boolean;
        visaSubmitted: boolean;
        visaApproved: boolean;
      }
    | null
    | undefined,
): number {
  if (!r) return 0;
  const points = [r.depositPaid, r.formSubmitted, r.formApproved, r.visaSubmitted, r.visaApproved].filter(Boolean).length;
  return Math.round((points / 5) * 100);
}

/**
 * The interest form's messages and limits (docs/product.md §2, §5), used by the zod rules in rules.ts and
 * by the landing page's own checks; kept here so the landing page imports them without zod.
 */
export const INTEREST_MESSAGES = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  travelers: 'Number of travelers must be between 1 and 45',
  message: 'Message must be at most 2000 characters',
} as const;
export const INTEREST_TRAVELERS_MAX = 45;
export const INTEREST_NAME_MAX = 200;
export const INTEREST_EMAIL_MAX = 254;
export const INTEREST_PHONE_MAX = 30;
export const INTEREST_NAME_TOO_LONG = `Name must be at most ${INTEREST_NAME_MAX} characters`;
export const INTEREST_MESSAGE_MAX = 2000;
