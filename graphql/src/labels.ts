// How stored values read for people: the registration's status and the form's choices. The web's
// badges and the api's exports use these, so a spreadsheet says what the screen says.
import { REGISTRATION_STATUSES, type RegistrationStatusValue } from './constants.js';

const STATUS_LABELS: Record<RegistrationStatusValue, string> = {
  PENDING: 'Pending',
  DEPOSIT_PAID: 'Deposit Paid',
  FORM_SUBMITTED: 'Form Submitted',
  FORM_APPROVED: 'Form Approved',
  VISA_SUBMITTED: 'Visa Submitted',
  VISA_APPROVED: 'Visa Approved',
  COMPLETED: 'Completed',
};

/** The seven known statuses by name; any other value shows as "Unknown". */
export function statusLabel(status: string | null | undefined): string {
  // Own keys only: "toString" or "__proto__" from a server are unknown too, not Object's members.
  return status && (REGISTRATION_STATUSES as readonly string[]).includes(status) ? STATUS_LABELS[status as RegistrationStatusValue] : 'Unknown';
}

/** A form choice as a word ("female" reads "Female"). */
export const choiceLabel = (value: string): string => value.charAt(0).toUpperCase() + value.slice(1);

/** How the admin reads a form's or visa documents' review (the traveller's screens keep the spec's words). */
export type ReviewState = 'Approved' | 'Submitted' | 'Changes requested' | 'Not Submitted';

export interface ReviewFlags {
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
  formChangesReason?: string | null;
  visaChangesReason?: string | null;
}

/**
 * "Approved", "Submitted", "Changes requested" (sent back, with a reason, until the traveller acts)
 * or "Not Submitted", for the admin's list and review.
 */
export function adminReviewState(kind: 'form' | 'visa', r: ReviewFlags): ReviewState {
  const [submitted, approved, reason] =
    kind === 'form' ? [r.formSubmitted, r.formApproved, r.formChangesReason] : [r.visaSubmitted, r.visaApproved, r.visaChangesReason];
  if (approved) return 'Approved';
  if (submitted) return 'Submitted';
  return reason ? 'Changes requested' : 'Not Submitted';
}

/** A request for changes, in each audience's words: the traveller's are the product's, the admin's say who waits. */
export const CHANGES_REQUESTED_TEXTS = {
  traveller: {
    form: { title: 'Changes requested to your registration form', next: 'Please update your form and submit it again.' },
    visa: { title: 'New visa documents requested', next: 'Please upload a new visa document.' },
  },
  admin: {
    form: { title: 'Changes requested', next: 'Waiting for the traveler to submit the form again.' },
    visa: { title: 'New visa documents requested', next: 'Waiting for the traveler to upload a new visa document.' },
  },
} as const;

/** The traveller's dashboard cards keep the spec's three words: a form sent back reads "Not Submitted" (the reason shows beside it). */
export function travellerReviewState(kind: 'form' | 'visa', r: ReviewFlags): Exclude<ReviewState, 'Changes requested'> {
  const state = adminReviewState(kind, r);
  return state === 'Changes requested' ? 'Not Submitted' : state;
}

/** An interest submission's likely duplicate, as the admin's table and export read it ('' when none). */
export function duplicateLabel(s: { sameEmail: boolean; samePhone: boolean }): string {
  if (s.sameEmail && s.samePhone) return 'Same email and phone';
  if (s.sameEmail) return 'Same email';
  return s.samePhone ? 'Same phone' : '';
}
