import { registrationProgress } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { formState, progressOf, statusTone, visaState } from './registration';

const steps = (on: Partial<Record<'depositPaid' | 'formSubmitted' | 'formApproved' | 'visaSubmitted' | 'visaApproved', boolean>> = {}) => ({
  depositPaid: false,
  formSubmitted: false,
  formApproved: false,
  visaSubmitted: false,
  visaApproved: false,
  ...on,
});

describe('statusTone (spec §4 admin colours)', () => {
  it.each([
    ['FORM_APPROVED', 'green'],
    ['VISA_APPROVED', 'green'],
    ['PENDING', 'amber'],
    ['DEPOSIT_PAID', 'blue'],
    ['FORM_SUBMITTED', 'blue'],
    ['COMPLETED', 'blue'],
    [null, 'blue'],
  ])('when the status is %j, then the badge is %s', (status, tone) => {
    expect(statusTone(status)).toBe(tone);
  });
});

describe('form and visa states (spec §2 dashboard cards)', () => {
  it('when nothing was sent, then Not Submitted; sent, Submitted; approved, Approved', () => {
    expect(formState(steps())).toBe('Not Submitted');
    expect(formState(steps({ formSubmitted: true }))).toBe('Submitted');
    expect(formState(steps({ formSubmitted: true, formApproved: true }))).toBe('Approved');
    expect(visaState(steps({ formApproved: true }))).toBe('Not Submitted');
    expect(visaState(steps({ visaSubmitted: true }))).toBe('Submitted');
    expect(visaState(steps({ visaSubmitted: true, visaApproved: true }))).toBe('Approved');
  });
  it('when approval is recorded without the submitted flag, then it still reads Approved', () => {
    expect(formState(steps({ formApproved: true }))).toBe('Approved');
  });
});

describe('progress (docs/product.md §4: five equal points, rounded)', () => {
  it.each([
    [null, 0],
    [steps(), 0],
    [steps({ depositPaid: true }), 20],
    [steps({ depositPaid: true, formSubmitted: true }), 40],
    [steps({ depositPaid: true, formSubmitted: true, formApproved: true }), 60],
    [steps({ depositPaid: true, formSubmitted: true, formApproved: true, visaSubmitted: true }), 80],
    [steps({ depositPaid: true, formSubmitted: true, formApproved: true, visaSubmitted: true, visaApproved: true }), 100],
  ])('when the steps are %j, then the server’s progress is %i percent', (registration, percent) => {
    expect(registrationProgress(registration)).toBe(percent);
  });
  it('when the dashboard reads the progress, then it rounds and keeps it within 0..100; no registration is 0', () => {
    expect(progressOf(null)).toBe(0);
    expect(progressOf(undefined)).toBe(0);
    expect(progressOf({ progress: 59.6 })).toBe(60);
    expect(progressOf({ progress: 140 })).toBe(100);
    expect(progressOf({ progress: -5 })).toBe(0);
  });
});
