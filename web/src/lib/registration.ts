// How a trip registration reads on screen: status labels and colours, step states, progress.
// The traveller dashboard and the admin tab both use these, so the two views always agree.
import { adminReviewState, type MessageId, type RegistrationStatusValue, type ReviewFlags, travellerReviewState } from '@umrah/graphql';
import { useT } from './i18n';

// Spec §4: the seven known statuses by name, any other value "Unknown" (shared with the exports).
export { statusLabel } from '@umrah/graphql';

export type StatusTone = 'green' | 'amber' | 'blue';

// The admin colours (docs/product.md): the approved statuses green, PENDING amber, the rest blue.
const STATUS_TONES: Record<RegistrationStatusValue, StatusTone> = {
  PENDING: 'amber',
  DEPOSIT_PAID: 'blue',
  FORM_SUBMITTED: 'blue',
  FORM_APPROVED: 'green',
  VISA_SUBMITTED: 'blue',
  VISA_APPROVED: 'green',
  COMPLETED: 'blue',
};

/** A status's colour; an unknown status is blue. */
export function statusTone(status: string | null | undefined): StatusTone {
  return status && Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status as RegistrationStatusValue] : 'blue';
}

export interface RegistrationSteps {
  depositPaid: boolean;
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
}

export type { ReviewState } from '@umrah/graphql';

/** The traveller's reading of the form's review, in the spec's words: "Approved", "Submitted" or "Not Submitted". */
export const formState = (r: ReviewFlags) => travellerReviewState('form', r);

/** The traveller's reading of the visa documents' review (same three words). */
export const visaState = (r: ReviewFlags) => travellerReviewState('visa', r);

/** The admin's reading of the form's review: the spec's words, and "Changes requested" while sent back. */
export const adminFormState = (r: ReviewFlags) => adminReviewState('form', r);

/** The admin's reading of the visa documents' review (same four words). */
export const adminVisaState = (r: ReviewFlags) => adminReviewState('visa', r);

/** Dashboard progress in whole percent, as the server computes it (docs/product.md §4); none is 0. */
export function progressOf(r: { progress: number } | null | undefined): number {
  return r ? Math.min(100, Math.max(0, Math.round(r.progress))) : 0;
}

/** Each status's name in the reader's language (the English is the spec's: `statusLabel`). */
export const STATUS_IDS: Record<RegistrationStatusValue, MessageId> = {
  PENDING: 'portal.status.PENDING',
  DEPOSIT_PAID: 'portal.status.DEPOSIT_PAID',
  FORM_SUBMITTED: 'portal.status.FORM_SUBMITTED',
  FORM_APPROVED: 'portal.status.FORM_APPROVED',
  VISA_SUBMITTED: 'portal.status.VISA_SUBMITTED',
  VISA_APPROVED: 'portal.status.VISA_APPROVED',
  COMPLETED: 'portal.status.COMPLETED',
};

/** A status as its reader reads it; any other value "Unknown". */
export function useStatusLabel(): (status: string | null | undefined) => string {
  const t = useT();
  return (status) => t(status && Object.hasOwn(STATUS_IDS, status) ? STATUS_IDS[status as RegistrationStatusValue] : 'portal.status.unknown');
}
