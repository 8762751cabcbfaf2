import { describe, expect, it } from 'vitest';
import { adminReviewState, CHANGES_REQUESTED_TEXTS, choiceLabel, duplicateLabel, statusLabel, travellerReviewState } from './labels.js';

describe('labels people read', () => {
  it.each([
    ['PENDING', 'Pending'],
    ['DEPOSIT_PAID', 'Deposit Paid'],
    ['FORM_SUBMITTED', 'Form Submitted'],
    ['FORM_APPROVED', 'Form Approved'],
    ['VISA_SUBMITTED', 'Visa Submitted'],
    ['VISA_APPROVED', 'Visa Approved'],
    ['COMPLETED', 'Completed'],
  ])('when the status is %s, then it reads %s', (status, label) => expect(statusLabel(status)).toBe(label));

  it.each([null, undefined, '', 'APPROVED', 'CANCELLED', 'pending', 'toString', '__proto__'])('when the status is %j, then it reads Unknown', (status) =>
    expect(statusLabel(status)).toBe('Unknown'),
  );

  it.each([
    ['female', 'Female'],
    ['married', 'Married'],
    ['x', 'X'],
    ['', ''],
  ])('when the choice is %j, then it reads %j', (value, label) => expect(choiceLabel(value)).toBe(label));

  const none = { formSubmitted: false, formApproved: false, visaSubmitted: false, visaApproved: false };
  it.each([
    ['form', none, 'Not Submitted'],
    ['form', { ...none, formSubmitted: true }, 'Submitted'],
    ['form', { ...none, formSubmitted: true, formApproved: true }, 'Approved'],
    ['form', { ...none, formChangesReason: 'Your passport expiry date does not match.' }, 'Changes requested'],
    ['form', { ...none, formChangesReason: '' }, 'Not Submitted'],
    ['form', { ...none, visaChangesReason: 'Cut off at the bottom.' }, 'Not Submitted'],
    ['form', { ...none, formSubmitted: true, formChangesReason: 'stale' }, 'Submitted'],
    ['visa', none, 'Not Submitted'],
    ['visa', { ...none, formSubmitted: true, formApproved: true }, 'Not Submitted'],
    ['visa', { ...none, visaSubmitted: true }, 'Submitted'],
    ['visa', { ...none, visaSubmitted: true, visaApproved: true }, 'Approved'],
    ['visa', { ...none, visaChangesReason: 'Cut off at the bottom.' }, 'Changes requested'],
    ['visa', { ...none, formChangesReason: 'Your passport expiry date does not match.' }, 'Not Submitted'],
  ] as const)('when the admin reads the %s of %j, then it reads %s', (kind, flags, label) => expect(adminReviewState(kind, flags)).toBe(label));

  it('when the traveller reads a form or visa sent back, then it is the spec\'s "Not Submitted"; otherwise as the admin reads it', () => {
    expect(travellerReviewState('form', { ...none, formChangesReason: 'Fix the expiry date.' })).toBe('Not Submitted');
    expect(travellerReviewState('visa', { ...none, visaChangesReason: 'Cut off at the bottom.' })).toBe('Not Submitted');
    expect(travellerReviewState('form', { ...none, formSubmitted: true })).toBe('Submitted');
    expect(travellerReviewState('visa', { ...none, visaSubmitted: true, visaApproved: true })).toBe('Approved');
  });

  it('when changes are requested, then each audience reads its own words', () => {
    expect(CHANGES_REQUESTED_TEXTS.traveller.form).toEqual({
      title: 'Changes requested to your registration form',
      next: 'Please update your form and submit it again.',
    });
    expect(CHANGES_REQUESTED_TEXTS.traveller.visa).toEqual({ title: 'New visa documents requested', next: 'Please upload a new visa document.' });
    expect(CHANGES_REQUESTED_TEXTS.admin.form).toEqual({ title: 'Changes requested', next: 'Waiting for the traveler to submit the form again.' });
    expect(CHANGES_REQUESTED_TEXTS.admin.visa).toEqual({
      title: 'New visa documents requested',
      next: 'Waiting for the traveler to upload a new visa document.',
    });
  });

  it.each([
    [false, false, ''],
    [true, false, 'Same email'],
    [false, true, 'Same phone'],
    [true, true, 'Same email and phone'],
  ])('when another submission has the same email (%s) or phone (%s), then it reads %j', (sameEmail, samePhone, label) =>
    expect(duplicateLabel({ sameEmail, samePhone })).toBe(label),
  );
});
