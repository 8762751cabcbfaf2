import { describe, expect, it } from 'vitest';
import { choiceLabel, statusLabel } from './labels.js';

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
});
