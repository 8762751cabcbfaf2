import { describe, expect, it } from 'vitest';
import {
  BIRTH_DATE_MIN,
  DEFAULT_GROUP_SIZE,
  DOCUMENT_TYPES,
  INTEREST_EMAIL_MAX,
  INTEREST_MESSAGE_MAX,
  INTEREST_MESSAGES,
  INTEREST_NAME_MAX,
  INTEREST_NAME_TOO_LONG,
  INTEREST_PHONE_MAX,
  INTEREST_TRAVELERS_MAX,
  MAX_UPLOAD_BYTES,
  REGISTRATION_STATUSES,
  registrationProgress,
  ROLES,
  UI,
} from './constants.js';

describe('the business constants of spec §9', () => {
  it('when read, then they are the spec’s values', () => {
    expect(REGISTRATION_STATUSES).toEqual(['PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_APPROVED', 'VISA_SUBMITTED', 'VISA_APPROVED', 'COMPLETED']);
    expect(DOCUMENT_TYPES).toEqual(['passport', 'visa', 'photo', 'other', 'vaccination', 'consent']);
    expect(ROLES).toEqual(['traveler', 'admin']);
    expect(DEFAULT_GROUP_SIZE).toBe(45);
    expect(MAX_UPLOAD_BYTES).toBe(5_242_880);
    expect(BIRTH_DATE_MIN).toBe('1900-01-01');
  });
  it('when the interface thresholds are read, then they are the spec’s', () => {
    expect(UI).toEqual({
      compactBarAfterPx: 100,
      backToTopAfterPx: 300,
      scrollOffsetPx: 80,
      revealThreshold: 0.1,
      hashScrollDelayMs: 100,
      paymentFrameHeightPx: 766,
      mobileBreakpointPx: 768,
      toastDurationMs: 5000,
      toastLimit: 1,
      toastRemoveDelayMs: 1_000_000,
      toastSwipeThresholdPx: 50,
      tooltipDelayMs: 700,
      tooltipSkipDelayMs: 300,
    });
  });
  it('when the interest form’s texts and limits are read, then they are exact', () => {
    expect(INTEREST_MESSAGES).toEqual({
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      travelers: 'Number of travelers must be between 1 and 45',
      message: 'Message must be at most 2000 characters',
    });
    expect([INTEREST_TRAVELERS_MAX, INTEREST_NAME_MAX, INTEREST_EMAIL_MAX, INTEREST_PHONE_MAX, INTEREST_MESSAGE_MAX]).toEqual([45, 200, 254, 30, 2000]);
    expect(INTEREST_NAME_TOO_LONG).toBe('Name must be at most 200 characters');
  });
});

describe('registrationProgress (five equal points, rounded)', () => {
  const none = { depositPaid: false, formSubmitted: false, formApproved: false, visaSubmitted: false, visaApproved: false };
  it.each([
    ['no registration', null, 0],
    ['nothing done', none, 0],
    ['the deposit', { ...none, depositPaid: true }, 20],
    ['the form submitted', { ...none, formSubmitted: true }, 20],
    ['the form approved', { ...none, formApproved: true }, 20],
    ['the visa submitted', { ...none, visaSubmitted: true }, 20],
    ['the visa approved', { ...none, visaApproved: true }, 20],
    ['three steps', { ...none, depositPaid: true, formSubmitted: true, formApproved: true }, 60],
    ['every step', { depositPaid: true, formSubmitted: true, formApproved: true, visaSubmitted: true, visaApproved: true }, 100],
  ])('when %s, then %i', (_label, registration, percent) => {
    expect(registrationProgress(registration)).toBe(percent);
  });
});
