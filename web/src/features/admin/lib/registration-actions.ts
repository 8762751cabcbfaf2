// The admin row actions of spec §4 and DECISIONS.md (Record Final Payment): when each is offered,
// its browser confirmation, and the toasts after it.
export type AdminAction = 'markDepositPaid' | 'approveForm' | 'approveVisa' | 'recordFinalPayment';

export const ADMIN_ACTIONS: Record<
  AdminAction,
  { label: string; confirm: string; success: { title: string; description: string }; failure: string }
> = {
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

export interface ActionableRegistration {
  depositPaid: boolean;
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
  finalPaid: boolean;
}

/** The actions a registration awaits, in journey order; none means "No actions needed" once paid. */
export function actionsFor(r: ActionableRegistration): AdminAction[] {
  const actions: AdminAction[] = [];
  if (!r.depositPaid) actions.push('markDepositPaid');
  if (r.formSubmitted && !r.formApproved) actions.push('approveForm');
  if (r.visaSubmitted && !r.visaApproved) actions.push('approveVisa');
  if (r.visaApproved && !r.finalPaid) actions.push('recordFinalPayment');
  return actions;
}
