import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { tripFormDraftRules, tripFormRulesFor } from '@umrah/graphql';
import { describe, expect, it } from 'vitest';
import { tripFormError } from './errors';
import { birthDateBounds, fieldsFromSaved, inputFrom, localToday, passportExpiryMin, TRIP_FORM_FIELDS } from './form-values';

const tripFormRules = tripFormRulesFor('2026-08-01');

// Local time on purpose: the pickers work in the device's own day.
const at = (y: number, m: number, d: number, h = 12) => new Date(y, m - 1, d, h);

describe('the pickers’ bounds (spec §2, §9)', () => {
  it('when today is Nov 22, 2026, then the date of birth may be 1900-01-01 up to 2026-11-22', () => {
    expect(birthDateBounds(at(2026, 11, 22))).toEqual({ min: '1900-01-01', max: '2026-11-22' });
  });
  it('when it is late in the evening, then today is still the device’s day', () => {
    expect(localToday(at(2026, 12, 31, 23))).toBe('2026-12-31');
    expect(localToday(at(2027, 1, 1, 0))).toBe('2027-01-01');
  });
  it('when today is before August 2026, then the passport expiry starts at 2026-08-02 (it must be after August 1st)', () => {
    expect(passportExpiryMin('2026-08-01', at(2026, 3, 10))).toBe('2026-08-02');
    expect(passportExpiryMin('2026-08-01', at(2026, 8, 1))).toBe('2026-08-02');
  });
  it('when the trip is next season’s, then its own cut-off bounds the picker', () => {
    expect(passportExpiryMin('2027-08-01', at(2026, 11, 22))).toBe('2027-08-02');
  });
  it('when today is after August 2, 2026, then the passport expiry starts today', () => {
    expect(passportExpiryMin('2026-08-01', at(2026, 8, 2))).toBe('2026-08-02');
    expect(passportExpiryMin('2026-08-01', at(2026, 11, 22))).toBe('2026-11-22');
  });
});

describe('the form’s values', () => {
  it('when there is no saved form, then every text is empty and every box unticked', () => {
    const fields = fieldsFromSaved(null);
    expect(Object.keys(fields).sort()).toEqual([...TRIP_FORM_FIELDS].sort());
    for (const key of TRIP_FORM_FIELDS) expect(fields[key]).toBe(typeof fields[key] === 'boolean' ? false : '');
  });

  it('when a saved form has gaps (saved progress), then the gaps are empty and the rest is kept', () => {
    const fields = fieldsFromSaved({
      __typename: 'TripForm',
      tripRegistrationId: 'r1',
      fullNameAsPerPassport: 'Amina Rahman',
      dateOfBirth: '1988-04-12',
      gender: null,
      maritalStatus: 'married',
      isCanadianCitizen: true,
      hasValidCanadianPassport: false,
      address: null,
      mobilePhone: '4165550123',
      emergencyContactName: null,
      emergencyContactEmail: null,
      emergencyContactRelationship: null,
      passportNumber: null,
      passportExpirationDate: null,
      passportIssuanceCountry: null,
      hasValidSaudiVisa: true,
      roomPreferences: null,
      isUnder18: false,
    } as unknown as Parameters<typeof fieldsFromSaved>[0]);
    expect(fields).toMatchObject({
      fullNameAsPerPassport: 'Amina Rahman',
      dateOfBirth: '1988-04-12',
      gender: '',
      address: '',
      isCanadianCitizen: true,
      hasValidSaudiVisa: true,
    });
  });

  it('when a filled form is checked and sent, then the input carries the registration and ISO dates', () => {
    const filled = {
      ...fieldsFromSaved(null),
      fullNameAsPerPassport: ' Amina Rahman ',
      dateOfBirth: '1900-01-01',
      gender: 'female',
      maritalStatus: 'single',
      address: '123 Queen St W',
      mobilePhone: '4165550123',
      emergencyContactName: 'Yusuf',
      emergencyContactEmail: 'yusuf@example.com',
      emergencyContactRelationship: 'Spouse',
      passportNumber: 'AB123456',
      passportExpirationDate: '2030-01-15',
      passportIssuanceCountry: 'Canada',
    };
    const values = tripFormRules.parse(filled);
    const input = inputFrom(values, 'reg-1');
    expect(input).toMatchObject({
      tripRegistrationId: 'reg-1',
      fullNameAsPerPassport: 'Amina Rahman',
      dateOfBirth: '1900-01-01',
      passportExpirationDate: '2030-01-15',
      roomPreferences: null,
    });
  });

  it('when the date of birth is the day before 1900-01-01, then Submit refuses it with the range message', () => {
    const result = tripFormRules.safeParse({ ...fieldsFromSaved(null), dateOfBirth: '1899-12-31' });
    expect(result.success).toBe(false);
    const issue = result.error!.issues.find((i) => i.path[0] === 'dateOfBirth');
    expect(issue?.message).toBe('Date of birth must be between January 1st, 1900 and today');
  });

  it('when a half-filled form is saved, then the draft rules keep what is there and need nothing else', () => {
    const draft = tripFormDraftRules.parse({ ...fieldsFromSaved(null), fullNameAsPerPassport: 'Amina' });
    expect(draft).toMatchObject({ fullNameAsPerPassport: 'Amina', dateOfBirth: null, gender: null, isUnder18: false });
  });
});

describe('tripFormError (spec §8 Submission Failed / Save Failed)', () => {
  it('when the server refuses fields, then the form’s own fields get their messages, others are dropped, and the toast has the message', () => {
    const error = new CombinedGraphQLErrors({
      errors: [
        { message: 'Invalid input', extensions: { code: 'BAD_USER_INPUT', fieldErrors: { passportNumber: 'Passport number is required', password: 'x' } } },
      ],
      data: null,
    });
    expect(tripFormError(error, 'Failed to submit form. Please try again.')).toEqual({
      fieldErrors: { passportNumber: 'Passport number is required' },
      message: 'Invalid input',
    });
  });
  it('when nothing usable came back, then the toast has the fallback', () => {
    expect(tripFormError(new TypeError('Failed to fetch'), 'Failed to save progress. Please try again.')).toEqual({
      fieldErrors: {},
      message: 'Failed to save progress. Please try again.',
    });
  });
});
