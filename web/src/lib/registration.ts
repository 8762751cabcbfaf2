// How a trip registration reads on screen: status labels and colours, step states, progress.
// The traveller dashboard and the admin tab both use these, so the two views always agree.
import { type RegistrationStatusValue } from '@umrah/graphql';

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

export type ReviewState = 'Approved' | 'Submitted' | 'Not Submitted';

function reviewState(submitted: boolean, approved: boolean): ReviewState {
  if (approved) return 'Approved';
  return submitted ? 'Submitted' : 'Not Submitted';
}

/** "Approved", "Submitted" or "Not Submitted" for the registration form. */
export function formState(r: RegistrationSteps): ReviewState {
  return reviewState(r.formSubmitted, r.formApproved);
}

/** "Approved", "Submitted" or "Not Submitted" for the visa documents. */
export function visaState(r: RegistrationSteps): ReviewState {
  return reviewState(r.visaSubmitted, r.visaApproved);
}

/** Dashboard progress in whole percent, as the server computes it (docs/product.md §4); none is 0. */
export function progressOf(r: { progress: number } | null | undefined): number {
  return r ? Math.min(100, Math.max(0, Math.round(r.progress))) : 0;
}
