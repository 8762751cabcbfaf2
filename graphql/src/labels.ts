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
