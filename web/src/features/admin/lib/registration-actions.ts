// The admin's actions on a registration: when each is offered comes from the journey machine
// (graphql/src/journey.ts); here only how each reads — label, browser confirmation, toasts.
import { adminStepsFor, reviewEventsFor, type AdminStepEvent, type JourneyState, type ReviewEvent } from '@umrah/graphql';

export type AdminAction = 'markDepositPaid' | 'approveForm' | 'approveVisa' | 'recordFinalPayment';
export type ReviewAction = 'requestFormChanges' | 'requestVisaChanges';

const ACTION_OF: Record<AdminStepEvent, AdminAction> = {
  MARK_DEPOSIT_PAID: 'markDepositPaid',
  APPROVE_FORM: 'approveForm',
  APPROVE_VISA: 'approveVisa',
  RECORD_FINAL_PAYMENT: 'recordFinalPayment',
};
const REVIEW_ACTION_OF: Record<ReviewEvent, ReviewAction> = {
  REQUEST_FORM_CHANGES: 'requestFormChanges',
  REQUEST_VISA_CHANGES: 'requestVisaChanges',
};

export const ADMIN_ACTIONS: Record<AdminAction, { label: string; confirm: string; success: { title: string; description: string }; failure: string }> = {
  markDepositPaid: {
    label: 'Mark Deposit Paid',
    confirm: 'Are you sure you want to mark this deposit as paid?',
    success: { title: 'Deposit Marked as Paid', description: 'The deposit has been marked as paid.' },
    failure: 'Failed to update deposit status.',
  },
  approveForm: {
    label: 'Approve Form',
    confirm: 'Are you sure you want to approve this registration form?',
    success: { title: 'Form Approved', description: 'The registration form has been approved.' },
    failure: 'Failed to approve registration form.',
  },
  approveVisa: {
    label: 'Approve Visa',
    confirm: 'Are you sure you want to approve these visa documents?',
    success: { title: 'Visa Approved', description: 'The visa documents have been approved.' },
    failure: 'Failed to approve visa documents.',
  },
  recordFinalPayment: {
    label: 'Record Final Payment',
    confirm: 'Are you sure you want to record the final payment?',
    success: { title: 'Final Payment Recorded', description: 'The final payment has been recorded.' },
    failure: 'Failed to record final payment.',
  },
};

export const REVIEW_ACTIONS: Record<
  ReviewAction,
  { label: string; title: string; description: string; success: { title: string; description: string }; failure: string }
> = {
  requestFormChanges: {
    label: 'Request Form Changes',
    title: 'Send the form back',
    description: 'The traveler will see your reason on their dashboard and form page until they submit the form again.',
    success: { title: 'Changes Requested', description: 'The registration form has been sent back to the traveler.' },
    failure: 'Failed to request changes to the registration form.',
  },
  requestVisaChanges: {
    label: 'Request New Visa Documents',
    title: 'Send the visa documents back',
    description: 'The traveler will see your reason on their documents page until they upload a new visa document.',
    success: { title: 'New Documents Requested', description: 'The visa documents have been sent back to the traveler.' },
    failure: 'Failed to request new visa documents.',
  },
};

/** The step actions a registration awaits, in journey order; none means "No actions needed". */
export function actionsFor(r: JourneyState): AdminAction[] {
  return adminStepsFor(r).map((event) => ACTION_OF[event]);
}

/** The requests for changes the machine allows now. */
export function reviewActionsFor(r: JourneyState): ReviewAction[] {
  return reviewEventsFor(r).map((event) => REVIEW_ACTION_OF[event]);
}
