// The traveller's journey (docs/product.md §4, ADR 0008): states, events, guards and effects
// in one pure module. The api applies it inside a transaction (load → apply → save → audit); the
// web derives the admin's actions and the traveller's cards from it. Nothing here does I/O.
import { REGISTRATION_STATUSES, type DocumentTypeValue, type RegistrationStatusValue } from './constants.js';

/** The flags the spec shows beside the status; they and the status always change together. */
export interface JourneyFlags {
  depositPaid: boolean;
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
  finalPaid: boolean;
}

export interface JourneyState extends JourneyFlags {
  status: RegistrationStatusValue;
  /** Why an admin sent the form back; shown to the traveller until they submit again. */
  formChangesReason: string | null;
  /** Why an admin sent the visa documents back; shown until a new visa document is uploaded. */
  visaChangesReason: string | null;
}

export type JourneyEvent =
  | { type: 'MARK_DEPOSIT_PAID' }
  | { type: 'SAVE_FORM' }
  | { type: 'SUBMIT_FORM' }
  /** formComplete: the stored form passes every Submit rule (a draft emptied later cannot be approved). */
  | { type: 'APPROVE_FORM'; formComplete: boolean }
  | { type: 'REQUEST_FORM_CHANGES'; reason: string }
  | { type: 'UPLOAD_DOCUMENT'; documentType: DocumentTypeValue }
  /** remainingVisaDocuments: visa documents left after this one is gone. */
  | { type: 'DELETE_DOCUMENT'; documentType: DocumentTypeValue; remainingVisaDocuments: number }
  | { type: 'APPROVE_VISA' }
  | { type: 'REQUEST_VISA_CHANGES'; reason: string }
  /** balanceCents: what the traveller still owes (COMPLETED needs a zero balance, docs/product.md#money). */
  | { type: 'RECORD_FINAL_PAYMENT'; balanceCents: number };

export type JourneyEventType = JourneyEvent['type'];

/** The admin steps whose time and admin are stamped on the registration (`<step>_at`, `<step>_by`). */
export type JourneyStamp = 'deposit_paid' | 'form_approved' | 'visa_approved' | 'final_paid';

export const CHANGES_REASON_MIN = 10;
export const CHANGES_REASON_MAX = 1000;

/** Every refusal the machine can give, as the traveller or admin reads it. */
export const JOURNEY_MESSAGES = {
  depositAlreadyPaid: 'The deposit is already marked as paid.',
  depositRequired: 'Your deposit must be paid before you can complete the registration form.',
  formLocked: 'Your registration form has been approved and can no longer be changed.',
  formAlreadyApproved: 'The registration form is already approved.',
  formNotSubmitted: 'The registration form has not been submitted yet.',
  formIncomplete: 'The registration form is incomplete; the traveller must submit it again.',
  documentsNeedApproval: 'Your registration form needs to be approved before you can upload documents.',
  visaLocked: 'Visa documents cannot be deleted after the visa has been approved.',
  visaAlreadyApproved: 'The visa is already approved.',
  visaNotSubmitted: 'No visa documents have been submitted yet.',
  finalAlreadyRecorded: 'The final payment is already recorded.',
  finalNeedsVisa: 'The visa must be approved before the final payment is recorded.',
  balanceOwing: 'The balance must be paid in full before the registration is completed.',
  reasonLength: `Please give a reason of ${CHANGES_REASON_MIN} to ${CHANGES_REASON_MAX} characters.`,
} as const;

/** What an accepted event changes; the api saves exactly this. */
export interface JourneyChange {
  /** The columns that change (flags, status, reasons); empty when the event changes nothing. */
  patch: Partial<JourneyState>;
  /** The admin step to stamp with time and admin, if any. */
  stamp?: JourneyStamp;
  /** The audit action to record, if the event is worth a line in the timeline. */
  audit?: string;
}

export type JourneyResult = ({ ok: true; next: JourneyState } & JourneyChange) | { ok: false; refusal: string };

/** A registration just started. */
export function initialJourney(): JourneyState {
  return {
    status: 'PENDING',
    depositPaid: false,
    formSubmitted: false,
    formApproved: false,
    visaSubmitted: false,
    visaApproved: false,
    finalPaid: false,
    formChangesReason: null,
    visaChangesReason: null,
  };
}

const refuse = (refusal: string): JourneyResult => ({ ok: false, refusal });

function accept(state: JourneyState, change: JourneyChange): JourneyResult {
  return { ok: true, next: { ...state, ...change.patch }, ...change };
}

function reasonIsValid(reason: string): boolean {
  const length = reason.trim().length;
  return length >= CHANGES_REASON_MIN && length <= CHANGES_REASON_MAX;
}

/** The machine: given a state and an event, the change it makes or why it refuses. */
export function transition(state: JourneyState, event: JourneyEvent): JourneyResult {
  switch (event.type) {
    case 'MARK_DEPOSIT_PAID':
      if (state.depositPaid) return refuse(JOURNEY_MESSAGES.depositAlreadyPaid);
      return accept(state, { patch: { depositPaid: true, status: 'DEPOSIT_PAID' }, stamp: 'deposit_paid', audit: 'registration.deposit_paid' });

    case 'SAVE_FORM':
      // Save Progress never changes the status (docs/product.md §4).
      if (!state.depositPaid) return refuse(JOURNEY_MESSAGES.depositRequired);
      if (state.formApproved) return refuse(JOURNEY_MESSAGES.formLocked);
      return accept(state, { patch: {} });

    case 'SUBMIT_FORM':
      if (!state.depositPaid) return refuse(JOURNEY_MESSAGES.depositRequired);
      if (state.formApproved) return refuse(JOURNEY_MESSAGES.formLocked);
      return accept(state, { patch: { formSubmitted: true, status: 'FORM_SUBMITTED', formChangesReason: null }, audit: 'form.submitted' });

    case 'APPROVE_FORM':
      if (state.formApproved) return refuse(JOURNEY_MESSAGES.formAlreadyApproved);
      if (!state.formSubmitted) return refuse(JOURNEY_MESSAGES.formNotSubmitted);
      if (!event.formComplete) return refuse(JOURNEY_MESSAGES.formIncomplete);
      return accept(state, { patch: { formApproved: true, status: 'FORM_APPROVED' }, stamp: 'form_approved', audit: 'registration.form_approved' });

    case 'REQUEST_FORM_CHANGES':
      if (state.formApproved) return refuse(JOURNEY_MESSAGES.formAlreadyApproved);
      if (!state.formSubmitted) return refuse(JOURNEY_MESSAGES.formNotSubmitted);
      if (!reasonIsValid(event.reason)) return refuse(JOURNEY_MESSAGES.reasonLength);
      return accept(state, {
        patch: { formSubmitted: false, status: 'DEPOSIT_PAID', formChangesReason: event.reason.trim() },
        audit: 'registration.form_changes_requested',
      });

    case 'UPLOAD_DOCUMENT':
      if (!state.formApproved) return refuse(JOURNEY_MESSAGES.documentsNeedApproval);
      if (event.documentType !== 'visa' || state.visaSubmitted) return accept(state, { patch: {} });
      // A visa document submits the visa (and answers a request for new visa documents).
      return accept(state, { patch: { visaSubmitted: true, status: 'VISA_SUBMITTED', visaChangesReason: null } });

    case 'DELETE_DOCUMENT':
      if (event.documentType !== 'visa') return accept(state, { patch: {} });
      if (state.visaApproved) return refuse(JOURNEY_MESSAGES.visaLocked);
      // The last visa document gone before approval takes the visa step back.
      if (state.visaSubmitted && event.remainingVisaDocuments === 0) return accept(state, { patch: { visaSubmitted: false, status: 'FORM_APPROVED' } });
      return accept(state, { patch: {} });

    case 'APPROVE_VISA':
      if (state.visaApproved) return refuse(JOURNEY_MESSAGES.visaAlreadyApproved);
      if (!state.visaSubmitted) return refuse(JOURNEY_MESSAGES.visaNotSubmitted);
      return accept(state, { patch: { visaApproved: true, status: 'VISA_APPROVED' }, stamp: 'visa_approved', audit: 'registration.visa_approved' });

    case 'REQUEST_VISA_CHANGES':
      if (state.visaApproved) return refuse(JOURNEY_MESSAGES.visaAlreadyApproved);
      if (!state.visaSubmitted) return refuse(JOURNEY_MESSAGES.visaNotSubmitted);
      if (!reasonIsValid(event.reason)) return refuse(JOURNEY_MESSAGES.reasonLength);
      return accept(state, {
        patch: { visaSubmitted: false, status: 'FORM_APPROVED', visaChangesReason: event.reason.trim() },
        audit: 'registration.visa_changes_requested',
      });

    case 'RECORD_FINAL_PAYMENT':
      if (state.finalPaid) return refuse(JOURNEY_MESSAGES.finalAlreadyRecorded);
      if (!state.visaApproved) return refuse(JOURNEY_MESSAGES.finalNeedsVisa);
      if (event.balanceCents > 0) return refuse(JOURNEY_MESSAGES.balanceOwing);
      return accept(state, { patch: { finalPaid: true, status: 'COMPLETED' }, stamp: 'final_paid', audit: 'registration.final_paid' });
  }
}

/** Whether the event would be accepted now. */
export function can(state: JourneyState, event: JourneyEvent): boolean {
  return transition(state, event).ok;
}

/** The admin actions of the spec's row (and the detail page's approve/record buttons), in journey order. */
export const ADMIN_STEP_EVENTS = ['MARK_DEPOSIT_PAID', 'APPROVE_FORM', 'APPROVE_VISA', 'RECORD_FINAL_PAYMENT'] as const;
export type AdminStepEvent = (typeof ADMIN_STEP_EVENTS)[number];
export const REVIEW_EVENTS = ['REQUEST_FORM_CHANGES', 'REQUEST_VISA_CHANGES'] as const;
export type ReviewEvent = (typeof REVIEW_EVENTS)[number];

// A reason that passes the guard, to ask "would a request for changes be accepted now?".
const ANY_REASON = 'x'.repeat(CHANGES_REASON_MIN);

/** The admin step events the machine accepts now (the form assumed complete: the server re-checks). */
export function adminStepsFor(state: JourneyState): AdminStepEvent[] {
  // The row offers Record Final Payment whatever is owed: the action records what remains first.
  // (Equivalent mutants here: without `balanceCents: 0` the machine reads `undefined > 0` as nothing owed, so
  // the RECORD_FINAL_PAYMENT test may be `true`, `false` or `!==`, and `formComplete` may be given to every event.)
  return ADMIN_STEP_EVENTS.filter((type) =>
    can(state, type === 'APPROVE_FORM' ? { type, formComplete: true } : type === 'RECORD_FINAL_PAYMENT' ? { type, balanceCents: 0 } : { type }),
  );
}

/** The requests for changes the machine accepts now. */
export function reviewEventsFor(state: JourneyState): ReviewEvent[] {
  return REVIEW_EVENTS.filter((type) => can(state, { type, reason: ANY_REASON }));
}

/** What the traveller may do at each step: the dashboard's cards and the pages' gates. */
export function travellerSteps(state: JourneyState) {
  return {
    /** The form page opens once the deposit is paid (read only after approval). */
    formOpen: state.depositPaid,
    formEditable: can(state, { type: 'SAVE_FORM' }),
    // Any type but visa answers the same ('' is an equivalent mutant of 'other').
    documentsOpen: can(state, { type: 'UPLOAD_DOCUMENT', documentType: 'other' }),
  };
}

/** The canonical flags of each status, for tables and seeds (a status implies its earlier steps). */
export function journeyAt(status: RegistrationStatusValue): JourneyState {
  const rank = REGISTRATION_STATUSES.indexOf(status);
  return {
    ...initialJourney(),
    status,
    depositPaid: rank >= 1,
    formSubmitted: rank >= 2,
    formApproved: rank >= 3,
    visaSubmitted: rank >= 4,
    visaApproved: rank >= 5,
    finalPaid: rank >= 6,
  };
}
