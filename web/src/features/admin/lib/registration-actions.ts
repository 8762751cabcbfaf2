// The admin's actions on a registration: when each is offered comes from the journey machine
// (graphql/src/journey.ts); here only how each reads — label, browser confirmation, toasts (ids of the admin area).
import { adminStepsFor, reviewEventsFor, type AdminStepEvent, type JourneyState, type MessageId, type Permission, type ReviewEvent } from '@umrah/graphql';

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

/** How an action reads: message ids of the admin area (its label, browser confirmation, toasts). */
interface ActionTexts {
  label: MessageId;
  confirm: MessageId;
  success: { title: MessageId; description: MessageId };
  failure: MessageId;
}

export const ADMIN_ACTIONS: Record<AdminAction, ActionTexts> = {
  markDepositPaid: {
    label: 'admin.action.markDepositPaid.label',
    confirm: 'admin.action.markDepositPaid.confirm',
    success: { title: 'admin.action.markDepositPaid.successTitle', description: 'admin.action.markDepositPaid.successBody' },
    failure: 'admin.action.markDepositPaid.failure',
  },
  approveForm: {
    label: 'admin.action.approveForm.label',
    confirm: 'admin.action.approveForm.confirm',
    success: { title: 'admin.action.approveForm.successTitle', description: 'admin.action.approveForm.successBody' },
    failure: 'admin.action.approveForm.failure',
  },
  approveVisa: {
    label: 'admin.action.approveVisa.label',
    confirm: 'admin.action.approveVisa.confirm',
    success: { title: 'admin.action.approveVisa.successTitle', description: 'admin.action.approveVisa.successBody' },
    failure: 'admin.action.approveVisa.failure',
  },
  recordFinalPayment: {
    label: 'admin.action.recordFinalPayment.label',
    confirm: 'admin.action.recordFinalPayment.confirm',
    success: { title: 'admin.action.recordFinalPayment.successTitle', description: 'admin.action.recordFinalPayment.successBody' },
    failure: 'admin.action.recordFinalPayment.failure',
  },
};

export const REVIEW_ACTIONS: Record<
  ReviewAction,
  { label: MessageId; title: MessageId; description: MessageId; success: { title: MessageId; description: MessageId }; failure: MessageId }
> = {
  requestFormChanges: {
    label: 'admin.action.requestFormChanges.label',
    title: 'admin.action.requestFormChanges.title',
    description: 'admin.action.requestFormChanges.description',
    success: { title: 'admin.action.requestFormChanges.successTitle', description: 'admin.action.requestFormChanges.successBody' },
    failure: 'admin.action.requestFormChanges.failure',
  },
  requestVisaChanges: {
    label: 'admin.action.requestVisaChanges.label',
    title: 'admin.action.requestVisaChanges.title',
    description: 'admin.action.requestVisaChanges.description',
    success: { title: 'admin.action.requestVisaChanges.successTitle', description: 'admin.action.requestVisaChanges.successBody' },
    failure: 'admin.action.requestVisaChanges.failure',
  },
};

/** The step actions a registration awaits, in journey order; none means "No actions needed". */
/** The permission each action needs (graphql/src/permissions.ts): a role is offered only its own. */
export const ACTION_PERMISSION: Record<AdminAction | ReviewAction, Permission> = {
  markDepositPaid: 'payments:record',
  recordFinalPayment: 'payments:record',
  approveForm: 'forms:review',
  requestFormChanges: 'forms:review',
  approveVisa: 'visas:review',
  requestVisaChanges: 'visas:review',
};

export function actionsFor(r: JourneyState, can: (p: Permission) => boolean = () => true): AdminAction[] {
  return adminStepsFor(r)
    .map((event) => ACTION_OF[event])
    .filter((action) => can(ACTION_PERMISSION[action]));
}

/** The requests for changes the machine allows now. */
export function reviewActionsFor(r: JourneyState, can: (p: Permission) => boolean = () => true): ReviewAction[] {
  return reviewEventsFor(r)
    .map((event) => REVIEW_ACTION_OF[event])
    .filter((action) => can(ACTION_PERMISSION[action]));
}
