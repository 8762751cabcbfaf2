// The journey machine (graphql/src/journey.ts), table-driven: every state × every event.
import { describe, expect, it } from 'vitest';
import { adminStepsFor, initialJourney, journeyAt, reviewEventsFor, transition, travellerSteps, type JourneyEvent, type JourneyState } from './journey.js';

const REASON = 'Please correct the passport expiry date.';

const EVENTS: Record<string, JourneyEvent> = {
  deposit: { type: 'MARK_DEPOSIT_PAID' },
  save: { type: 'SAVE_FORM' },
  submit: { type: 'SUBMIT_FORM' },
  approveForm: { type: 'APPROVE_FORM', formComplete: true },
  approveIncomplete: { type: 'APPROVE_FORM', formComplete: false },
  formChanges: { type: 'REQUEST_FORM_CHANGES', reason: REASON },
  formChangesShort: { type: 'REQUEST_FORM_CHANGES', reason: 'too short' },
  uploadVisa: { type: 'UPLOAD_DOCUMENT', documentType: 'visa' },
  uploadPassport: { type: 'UPLOAD_DOCUMENT', documentType: 'passport' },
  deleteLastVisa: { type: 'DELETE_DOCUMENT', documentType: 'visa', remainingVisaDocuments: 0 },
  deleteVisa: { type: 'DELETE_DOCUMENT', documentType: 'visa', remainingVisaDocuments: 1 },
  deletePhoto: { type: 'DELETE_DOCUMENT', documentType: 'photo', remainingVisaDocuments: 0 },
  approveVisa: { type: 'APPROVE_VISA' },
  visaChanges: { type: 'REQUEST_VISA_CHANGES', reason: REASON },
  final: { type: 'RECORD_FINAL_PAYMENT', balanceCents: 0 },
  finalOwing: { type: 'RECORD_FINAL_PAYMENT', balanceCents: 1 },
};

// The refusals, as people read them (literal: a typo in the module fails here).
const PAID = 'The deposit is already marked as paid.';
const NEED_DEPOSIT = 'Your deposit must be paid before you can complete the registration form.';
const LOCKED = 'Your registration form has been approved and can no longer be changed.';
const APPROVED = 'The registration form is already approved.';
const NOT_SUBMITTED = 'The registration form has not been submitted yet.';
const INCOMPLETE = 'The registration form is incomplete; the traveller must submit it again.';
const NEED_APPROVAL = 'Your registration form needs to be approved before you can upload documents.';
const VISA_LOCKED = 'Visa documents cannot be deleted after the visa has been approved.';
const VISA_APPROVED = 'The visa is already approved.';
const NO_VISA = 'No visa documents have been submitted yet.';
const FINAL_DONE = 'The final payment is already recorded.';
const FINAL_NEEDS_VISA = 'The visa must be approved before the final payment is recorded.';
const REASON_LENGTH = 'Please give a reason of 10 to 1000 characters.';
const OWING = 'The balance must be paid in full before the registration is completed.';

const formSentBack: JourneyState = { ...journeyAt('DEPOSIT_PAID'), formChangesReason: REASON };
const visaSentBack: JourneyState = { ...journeyAt('FORM_APPROVED'), visaChangesReason: REASON };

const STATES: Record<string, JourneyState> = {
  PENDING: journeyAt('PENDING'),
  DEPOSIT_PAID: journeyAt('DEPOSIT_PAID'),
  'DEPOSIT_PAID (form sent back)': formSentBack,
  FORM_SUBMITTED: journeyAt('FORM_SUBMITTED'),
  FORM_APPROVED: journeyAt('FORM_APPROVED'),
  'FORM_APPROVED (visa sent back)': visaSentBack,
  VISA_SUBMITTED: journeyAt('VISA_SUBMITTED'),
  VISA_APPROVED: journeyAt('VISA_APPROVED'),
  COMPLETED: journeyAt('COMPLETED'),
};

// '→STATUS': accepted, the status it leads to; '=': accepted, nothing changes; else the refusal.
type Outcome = string;
const beforeForm = (deposit: Outcome, submit: Outcome): Record<string, Outcome> => ({
  deposit,
  save: deposit === PAID ? '=' : NEED_DEPOSIT,
  submit,
  approveForm: NOT_SUBMITTED,
  approveIncomplete: NOT_SUBMITTED,
  formChanges: NOT_SUBMITTED,
  formChangesShort: NOT_SUBMITTED,
  uploadVisa: NEED_APPROVAL,
  uploadPassport: NEED_APPROVAL,
  deleteLastVisa: '=',
  deleteVisa: '=',
  deletePhoto: '=',
  approveVisa: NO_VISA,
  visaChanges: NO_VISA,
  final: FINAL_NEEDS_VISA,
  finalOwing: FINAL_NEEDS_VISA,
});
const afterForm = (o: Partial<Record<string, Outcome>>): Record<string, Outcome> => ({
  deposit: PAID,
  save: LOCKED,
  submit: LOCKED,
  approveForm: APPROVED,
  approveIncomplete: APPROVED,
  formChanges: APPROVED,
  formChangesShort: APPROVED,
  uploadVisa: '→VISA_SUBMITTED',
  uploadPassport: '=',
  deleteLastVisa: '=',
  deleteVisa: '=',
  deletePhoto: '=',
  approveVisa: NO_VISA,
  visaChanges: NO_VISA,
  final: FINAL_NEEDS_VISA,
  finalOwing: FINAL_NEEDS_VISA,
  ...o,
});

const TABLE: Record<string, Record<string, Outcome>> = {
  PENDING: beforeForm('→DEPOSIT_PAID', NEED_DEPOSIT),
  DEPOSIT_PAID: beforeForm(PAID, '→FORM_SUBMITTED'),
  'DEPOSIT_PAID (form sent back)': beforeForm(PAID, '→FORM_SUBMITTED'),
  FORM_SUBMITTED: {
    ...beforeForm(PAID, '→FORM_SUBMITTED'),
    approveForm: '→FORM_APPROVED',
    approveIncomplete: INCOMPLETE,
    formChanges: '→DEPOSIT_PAID',
    formChangesShort: REASON_LENGTH,
  },
  FORM_APPROVED: afterForm({}),
  'FORM_APPROVED (visa sent back)': afterForm({}),
  VISA_SUBMITTED: afterForm({ uploadVisa: '=', deleteLastVisa: '→FORM_APPROVED', approveVisa: '→VISA_APPROVED', visaChanges: '→FORM_APPROVED' }),
  VISA_APPROVED: afterForm({
    uploadVisa: '=',
    deleteLastVisa: VISA_LOCKED,
    deleteVisa: VISA_LOCKED,
    approveVisa: VISA_APPROVED,
    visaChanges: VISA_APPROVED,
    final: '→COMPLETED',
    finalOwing: OWING,
  }),
  COMPLETED: afterForm({
    uploadVisa: '=',
    deleteLastVisa: VISA_LOCKED,
    deleteVisa: VISA_LOCKED,
    approveVisa: VISA_APPROVED,
    visaChanges: VISA_APPROVED,
    final: FINAL_DONE,
    finalOwing: FINAL_DONE,
  }),
};

/** The database's CHECK: a later step implies the earlier ones. */
function stepsAreMonotonic(s: JourneyState): boolean {
  return (
    (!s.formSubmitted || s.depositPaid) &&
    (!s.formApproved || s.formSubmitted) &&
    (!s.visaSubmitted || s.formApproved) &&
    (!s.visaApproved || s.visaSubmitted) &&
    (!s.finalPaid || s.visaApproved)
  );
}

describe('the journey machine', () => {
  it('when the table is read, then it has an outcome for every state and every event', () => {
    expect(Object.keys(TABLE).sort()).toEqual(Object.keys(STATES).sort());
    for (const row of Object.values(TABLE)) expect(Object.keys(row).sort()).toEqual(Object.keys(EVENTS).sort());
  });

  const cases = Object.entries(STATES).flatMap(([stateName, state]) =>
    Object.entries(EVENTS).map(([eventName, event]) => [stateName, eventName, state, event, TABLE[stateName]![eventName]!] as const),
  );

  it.each(cases)('when %s receives %s, then the outcome is as the table says', (_s, _e, state, event, expected) => {
    const result = transition(state, event);
    if (expected === '=') {
      expect(result).toMatchObject({ ok: true, patch: {} });
      if (result.ok) expect(result.next).toEqual(state);
    } else if (expected.startsWith('→')) {
      expect(result.ok).toBe(true);
      if (!result.ok) return;
      expect(result.next.status).toBe(expected.slice(1));
      // The flags always agree with the status, and never skip a step.
      const canonical = journeyAt(result.next.status);
      const { formChangesReason: _f, visaChangesReason: _v, ...flags } = result.next;
      const { formChangesReason: _cf, visaChangesReason: _cv, ...canonicalFlags } = canonical;
      expect(flags).toEqual(canonicalFlags);
      expect(stepsAreMonotonic(result.next)).toBe(true);
    } else {
      expect(result).toEqual({ ok: false, refusal: expected });
    }
  });

  it('when an admin sends the form back, then the reason is kept until the traveller submits again', () => {
    const sent = transition(journeyAt('FORM_SUBMITTED'), EVENTS.formChanges!);
    expect(sent).toMatchObject({
      ok: true,
      next: { status: 'DEPOSIT_PAID', formSubmitted: false, formChangesReason: REASON },
      audit: 'registration.form_changes_requested',
    });
    if (!sent.ok) return;
    expect(transition(sent.next, EVENTS.save!)).toMatchObject({ ok: true, next: { formChangesReason: REASON } });
    expect(transition(sent.next, EVENTS.submit!)).toMatchObject({ ok: true, next: { status: 'FORM_SUBMITTED', formChangesReason: null } });
  });

  it('when an admin sends the visa documents back, then the reason is kept until a new visa document arrives', () => {
    const sent = transition(journeyAt('VISA_SUBMITTED'), EVENTS.visaChanges!);
    expect(sent).toMatchObject({ ok: true, next: { status: 'FORM_APPROVED', visaSubmitted: false, visaChangesReason: REASON } });
    if (!sent.ok) return;
    expect(transition(sent.next, EVENTS.uploadPassport!)).toMatchObject({ ok: true, next: { visaChangesReason: REASON } });
    expect(transition(sent.next, EVENTS.uploadVisa!)).toMatchObject({ ok: true, next: { status: 'VISA_SUBMITTED', visaChangesReason: null } });
  });

  // The stamp and the timeline line each accepted event leaves (none for the traveller's saves and uploads).
  it.each([
    ['PENDING', 'deposit', 'deposit_paid', 'registration.deposit_paid'],
    ['DEPOSIT_PAID', 'save', undefined, undefined],
    ['DEPOSIT_PAID', 'submit', undefined, 'form.submitted'],
    ['FORM_SUBMITTED', 'approveForm', 'form_approved', 'registration.form_approved'],
    ['FORM_SUBMITTED', 'formChanges', undefined, 'registration.form_changes_requested'],
    ['FORM_APPROVED', 'uploadVisa', undefined, undefined],
    ['VISA_SUBMITTED', 'deleteLastVisa', undefined, undefined],
    ['VISA_SUBMITTED', 'approveVisa', 'visa_approved', 'registration.visa_approved'],
    ['VISA_SUBMITTED', 'visaChanges', undefined, 'registration.visa_changes_requested'],
    ['VISA_APPROVED', 'final', 'final_paid', 'registration.final_paid'],
  ] as const)('when %s receives %s, then the stamp is %j and the audit line %j', (status, event, stamp, audit) => {
    const result = transition(journeyAt(status), EVENTS[event]!);
    expect(result.ok && { stamp: result.stamp, audit: result.audit }).toEqual({ stamp, audit });
  });

  describe.each([
    ['form', 'REQUEST_FORM_CHANGES', journeyAt('FORM_SUBMITTED'), 'formChangesReason'],
    ['visa', 'REQUEST_VISA_CHANGES', journeyAt('VISA_SUBMITTED'), 'visaChangesReason'],
  ] as const)('when an admin sends the %s back', (_kind, type, at, field) => {
    it.each([
      ['exactly 10 characters', 'a'.repeat(10), true],
      ['9 characters', 'a'.repeat(9), false],
      ['9 characters inside blanks', `   ${'a'.repeat(9)}   `, false],
      ['only blanks', ' '.repeat(20), false],
      ['1000 characters', 'a'.repeat(1000), true],
      ['1001 characters', 'a'.repeat(1001), false],
    ])('with a reason of %s, then accepted is %s', (_what, reason, accepted) => {
      expect(transition(at, { type, reason })).toEqual(accepted ? expect.objectContaining({ ok: true }) : { ok: false, refusal: REASON_LENGTH });
    });
    it('with blanks around the reason, then the traveller reads it without them', () => {
      expect(transition(at, { type, reason: `  ${REASON}\n ` })).toMatchObject({ ok: true, next: { [field]: REASON } });
    });
  });

  it('when a registration starts, then it is PENDING with no step done and no reason to show', () => {
    expect(initialJourney()).toEqual({
      status: 'PENDING',
      depositPaid: false,
      formSubmitted: false,
      formApproved: false,
      visaSubmitted: false,
      visaApproved: false,
      finalPaid: false,
      formChangesReason: null,
      visaChangesReason: null,
    });
  });
});

// What the admin's row offers and what the traveller's dashboard opens, at each status.
describe('the actions offered at each status', () => {
  it.each([
    ['PENDING', ['MARK_DEPOSIT_PAID'], [], { formOpen: false, formEditable: false, documentsOpen: false }],
    ['DEPOSIT_PAID', [], [], { formOpen: true, formEditable: true, documentsOpen: false }],
    ['FORM_SUBMITTED', ['APPROVE_FORM'], ['REQUEST_FORM_CHANGES'], { formOpen: true, formEditable: true, documentsOpen: false }],
    ['FORM_APPROVED', [], [], { formOpen: true, formEditable: false, documentsOpen: true }],
    ['VISA_SUBMITTED', ['APPROVE_VISA'], ['REQUEST_VISA_CHANGES'], { formOpen: true, formEditable: false, documentsOpen: true }],
    ['VISA_APPROVED', ['RECORD_FINAL_PAYMENT'], [], { formOpen: true, formEditable: false, documentsOpen: true }],
    ['COMPLETED', [], [], { formOpen: true, formEditable: false, documentsOpen: true }],
  ] as const)('when the registration is %s, then the admin may %j, may send back %j, and the traveller sees %j', (status, steps, reviews, traveller) => {
    const state = journeyAt(status);
    expect(adminStepsFor(state)).toEqual(steps);
    expect(reviewEventsFor(state)).toEqual(reviews);
    expect(travellerSteps(state)).toEqual(traveller);
  });
});
