// The shared rules at each edge, with spec §5's texts written out (a misspelt message fails).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorsOf, x } from './errors-of.test-util.js';
import {
  ACCEPTED_UPLOAD_EXTENSIONS,
  ACCEPTED_UPLOAD_TYPES,
  adminLogInRules,
  DOCUMENT_MESSAGES,
  documentLocked,
  documentMetadataRules,
  fieldErrorsOf,
  GENDERS,
  interestRules,
  isoDateOf,
  logInRules,
  MARITAL_STATUSES,
  profileRules,
  emailChanges,
  signUpRules,
  tripFormDraftRules,
  tripFormRulesFor,
  ordinalDay,
  passportValidityMessage,
  under18Label,
  VISA_LOCKED,
} from './rules.js';

describe('sign up (spec §5)', () => {
  const good = { fullName: 'Amina Rahman', email: 'amina@example.com', phone: '4165550123', username: 'amina', password: 'secret' };
  it('when every field is good, then it passes, trimmed (the password is kept as typed)', () => {
    expect(
      signUpRules.parse({ ...good, fullName: '  Amina  ', username: ' amina ', email: ' amina@example.com ', phone: ' 4165550123 ', password: ' secret ' }),
    ).toEqual({
      fullName: 'Amina',
      email: 'amina@example.com',
      phone: '4165550123',
      username: 'amina',
      password: ' secret ',
    });
  });
  it.each([
    ['fullName', 'Ami', undefined],
    ['fullName', 'Am', 'Full name must be at least 3 characters'],
    ['fullName', '  Am  ', 'Full name must be at least 3 characters'],
    ['fullName', x(200), undefined],
    ['fullName', x(201), 'Full name must be at most 200 characters'],
    ['email', 'amina@example', 'Please enter a valid email address'],
    ['email', `${x(64)}@${x(63)}.${x(63)}.${x(58)}.com`, 'Please enter a valid email address'],
    ['email', `${x(64)}@${x(63)}.${x(63)}.${x(57)}.com`, undefined],
    ['phone', '416555012', 'Please enter a valid phone number'],
    ['phone', ' 416555012 ', 'Please enter a valid phone number'],
    ['phone', '4165550123', undefined],
    ['phone', x(30), undefined],
    ['phone', x(31), 'Please enter a valid phone number'],
    ['username', 'ami', undefined],
    ['username', 'am', 'Username must be at least 3 characters'],
    ['username', ' am ', 'Username must be at least 3 characters'],
    ['username', x(50), undefined],
    ['username', x(51), 'Username must be at most 50 characters'],
    ['password', '123456', undefined],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', x(200), undefined],
    ['password', x(201), 'Password must be at most 200 characters'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(signUpRules, { ...good, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
});

describe('log in (spec §5: the signup messages)', () => {
  it.each([
    ['username', 'abc', undefined],
    ['username', ' ab ', 'Username must be at least 3 characters'],
    ['username', x(254), undefined],
    ['username', x(255), 'Username must be at least 3 characters'],
    ['password', '123456', undefined],
    ['password', '12345', 'Password must be at least 6 characters'],
    ['password', x(200), undefined],
    ['password', x(201), 'Password must be at least 6 characters'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(logInRules, { username: 'amina', password: 'secret', [field]: value })).toEqual(message ? { [field]: message } : {});
  });
  it('when the username has blanks around it, then they are dropped', () => {
    expect(logInRules.parse({ username: '  amina ', password: 'secret' }).username).toBe('amina');
  });
});

describe('admin login (spec §5: required, minimum length 1)', () => {
  it.each([
    ['username', 'a', undefined],
    ['username', '', 'Username is required'],
    ['username', '   ', 'Username is required'],
    ['username', x(254), undefined],
    ['username', x(255), 'Username is required'],
    ['password', 'p', undefined],
    ['password', '', 'Password is required'],
    ['password', x(200), undefined],
    ['password', x(201), 'Password is required'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(adminLogInRules, { username: 'admin', password: 'pw', [field]: value })).toEqual(message ? { [field]: message } : {});
  });
  it('when the username has blanks around it, then they are dropped', () => {
    expect(adminLogInRules.parse({ username: ' admin ', password: 'p' }).username).toBe('admin');
  });
});

describe('profile (spec §5)', () => {
  const good = { fullName: 'Amina', email: 'amina@example.com', phone: '4165550123' };
  it.each([
    ['fullName', 'Am', undefined],
    ['fullName', ' A ', 'Full name must be at least 2 characters'],
    ['fullName', x(200), undefined],
    ['fullName', x(201), 'Full name must be at most 200 characters'],
    ['email', 'amina', 'Please enter a valid email address'],
    ['email', `${x(64)}@${x(63)}.${x(63)}.${x(58)}.com`, 'Please enter a valid email address'],
    ['phone', '416555012', 'Please enter a valid phone number'],
    ['phone', x(30), undefined],
    ['phone', x(31), 'Please enter a valid phone number'],
    ['currentPassword', ' secret ', undefined],
    ['currentPassword', x(200), undefined],
    ['currentPassword', x(201), 'Current password is incorrect'],
    ['currentPassword', 7, 'Current password is required'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(profileRules, { ...good, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
  it('when the password is given, then it is kept as typed (a password is not trimmed)', () => {
    expect(profileRules.parse({ ...good, currentPassword: ' pw ' }).currentPassword).toBe(' pw ');
  });
  it.each([
    ['amina@example.com', 'amina@example.com', false],
    ['amina@example.com', ' AMINA@Example.com ', false],
    ['amina@example.com', 'amina@example.org', true],
    ['amina@example.com', 'amina2@example.com', true],
  ])('when the email goes from %j to %j, then it changes: %s', (from, to, changes) => {
    expect(emailChanges(from, to)).toBe(changes);
  });
  it('when the values have blanks around them, then they are dropped', () => {
    expect(profileRules.parse({ fullName: ' Amina ', email: ' amina@example.com ', phone: ' 4165550123 ' })).toEqual(good);
  });
});

describe('fieldErrorsOf', () => {
  it('when several issues name one field, then the first message is kept; nested paths are joined with dots; a whole-object issue is "_"', () => {
    const result = signUpRules.safeParse({});
    expect(result.success).toBe(false);
    const error = result.error!;
    error.issues.unshift({ code: 'custom', message: 'first', path: ['a', 'b'], input: undefined });
    error.issues.push({ code: 'custom', message: 'second', path: ['a', 'b'], input: undefined });
    error.issues.push({ code: 'custom', message: 'whole', path: [], input: undefined });
    const out = fieldErrorsOf(error);
    expect(out['a.b']).toBe('first');
    expect(out._).toBe('whole');
  });
});

describe('isoDateOf', () => {
  it.each([
    ['2026-09-30', '2026-09-30'],
    [' 2026-09-30 ', '2026-09-30'],
    ['2026-09-30T04:00:00.000Z', '2026-09-30'],
    ['2026-09-30T04:00:00', '2026-09-30'],
    ['2026-09-30T23:30:00-05:00', '2026-09-30'],
    ['2026-09-30T23:30:00+0530', '2026-09-30'],
    ['2024-02-29', '2024-02-29'],
    ['2026-02-29', undefined],
    ['2026-02-30', undefined],
    ['2026-13-01', undefined],
    ['2026-9-30', undefined],
    ['30/09/2026', undefined],
    ['2026-09-30 extra', undefined],
    ['x2026-09-30', undefined],
    ['', undefined],
  ])('when the text is %j, then the date is %j', (text, iso) => {
    expect(isoDateOf(text)).toBe(iso);
  });
});

const FORM = {
  fullNameAsPerPassport: 'Amina Rahman',
  passportSurname: 'Rahman',
  passportGivenNames: 'Amina',
  dateOfBirth: '1988-04-12',
  gender: 'female',
  maritalStatus: 'married',
  isCanadianCitizen: true,
  hasValidCanadianPassport: true,
  address: '123 Queen St W',
  mobilePhone: '4165550123',
  emergencyContactName: 'Yusuf Rahman',
  emergencyContactEmail: 'yusuf@example.com',
  emergencyContactRelationship: 'Spouse',
  passportNumber: 'AB123456',
  passportExpirationDate: '2030-01-15',
  passportIssuanceCountry: 'Canada',
  hasValidSaudiVisa: false,
  roomPreferences: 'Near the lift',
  isUnder18: false,
};

// The first trip's cut-off (spec §5): another trip's is tested below.
const tripFormRules = tripFormRulesFor('2026-08-01');

describe('the registration form on Submit (spec §5)', () => {
  // Noon UTC on Nov 22, 2026: somewhere it is already Nov 23, somewhere still Nov 22.
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('when every field is good, then the values come back trimmed, dates as YYYY-MM-DD', () => {
    expect(tripFormRules.parse({ ...FORM, fullNameAsPerPassport: '  Amina Rahman ', dateOfBirth: '1988-04-12T04:00:00.000Z' })).toEqual({
      ...FORM,
      fullNameAsPerPassport: 'Amina Rahman',
    });
  });

  it.each([
    ['fullNameAsPerPassport', 'Am', undefined],
    ['fullNameAsPerPassport', ' A ', 'Full name is required'],
    ['fullNameAsPerPassport', x(201), 'At most 200 characters'],
    ['fullNameAsPerPassport', undefined, 'Full name is required'],
    ['dateOfBirth', '', 'Date of birth is required'],
    ['dateOfBirth', '   ', 'Date of birth is required'],
    ['dateOfBirth', undefined, 'Date of birth is required'],
    ['dateOfBirth', '1988-02-30', 'Please enter a valid date'],
    ['dateOfBirth', '1900-01-01', undefined],
    ['dateOfBirth', '1899-12-31', 'Date of birth must be between January 1st, 1900 and today'],
    ['dateOfBirth', '2026-11-23', undefined],
    ['dateOfBirth', '2026-11-24', 'Date of birth must be between January 1st, 1900 and today'],
    ['gender', 'male', undefined],
    ['gender', '', 'Gender is required'],
    ['gender', 'other', 'Gender is required'],
    ['maritalStatus', 'widowed', undefined],
    ['maritalStatus', 'engaged', 'Marital status is required'],
    ['address', '12 Qu', undefined],
    ['address', ' 12 Q ', 'Valid address is required'],
    ['address', x(500), undefined],
    ['address', x(501), 'At most 500 characters'],
    ['mobilePhone', '416555012', 'Valid phone number is required'],
    ['mobilePhone', x(30), undefined],
    ['mobilePhone', x(31), 'At most 30 characters'],
    ['emergencyContactName', 'Yu', undefined],
    ['emergencyContactName', 'Y', 'Emergency contact name is required'],
    ['emergencyContactEmail', 'yusuf@', 'Valid email is required'],
    ['emergencyContactEmail', undefined, 'Valid email is required'],
    ['emergencyContactEmail', ' yusuf@example.com ', undefined],
    ['emergencyContactRelationship', 'Br', undefined],
    ['emergencyContactRelationship', 'B', 'Relationship is required'],
    ['emergencyContactRelationship', x(101), 'At most 100 characters'],
    ['passportNumber', 'AB123', undefined],
    ['passportNumber', 'AB12', 'Passport number is required'],
    ['passportNumber', x(20), undefined],
    ['passportNumber', x(21), 'At most 20 characters'],
    ['passportExpirationDate', '', 'Passport expiration date is required'],
    ['passportExpirationDate', '2026-08-01', 'Passport must be valid until after August 1st, 2026'],
    ['passportExpirationDate', '2026-11-22', undefined],
    ['passportExpirationDate', '2026-11-21', 'Passport expiration date cannot be in the past'],
    ['passportIssuanceCountry', 'CA', undefined],
    ['passportIssuanceCountry', 'C', 'Country of issuance is required'],
    ['passportIssuanceCountry', x(101), 'At most 100 characters'],
    ['roomPreferences', x(1000), undefined],
    ['roomPreferences', x(1001), 'At most 1000 characters'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(tripFormRules, { ...FORM, [field]: value })).toEqual(message ? { [field]: message } : {});
  });

  it('when it is 11:00 UTC, then yesterday’s date is still today in the far west, so a passport expiring then passes', () => {
    vi.setSystemTime(new Date('2026-11-22T11:00:00Z'));
    expect(errorsOf(tripFormRules, { ...FORM, passportExpirationDate: '2026-11-21' })).toEqual({});
    expect(errorsOf(tripFormRules, { ...FORM, passportExpirationDate: '2026-11-20' })).toEqual({
      passportExpirationDate: 'Passport expiration date cannot be in the past',
    });
  });

  it('when it is 09:00 UTC, then tomorrow is not yet anyone’s today (birth date)', () => {
    vi.setSystemTime(new Date('2026-11-22T09:00:00Z'));
    expect(errorsOf(tripFormRules, { ...FORM, dateOfBirth: '2026-11-22' })).toEqual({});
    expect(errorsOf(tripFormRules, { ...FORM, dateOfBirth: '2026-11-23' })).toEqual({
      dateOfBirth: 'Date of birth must be between January 1st, 1900 and today',
    });
  });

  it('when the booleans and the room preferences are left out or blank, then they are false and null', () => {
    const { isCanadianCitizen: _a, hasValidCanadianPassport: _b, hasValidSaudiVisa: _c, isUnder18: _d, ...rest } = FORM;
    expect(tripFormRules.parse({ ...rest, roomPreferences: '   ' })).toMatchObject({
      isCanadianCitizen: false,
      hasValidCanadianPassport: false,
      hasValidSaudiVisa: false,
      isUnder18: false,
      roomPreferences: null,
    });
  });

  it('when a date is not a real day, then the issue is a custom one with the invalid-date text', () => {
    const result = tripFormRules.safeParse({ ...FORM, dateOfBirth: '1988-02-30' });
    expect(result.error?.issues).toEqual([expect.objectContaining({ code: 'custom', message: 'Please enter a valid date', path: ['dateOfBirth'] })]);
  });

  it('when the trip is another season’s, then its own passport cut-off applies with the spec’s text', () => {
    const next = tripFormRulesFor('2027-08-01');
    expect(errorsOf(next, { ...FORM, passportExpirationDate: '2027-08-01' })).toEqual({
      passportExpirationDate: 'Passport must be valid until after August 1st, 2027',
    });
    expect(errorsOf(next, { ...FORM, passportExpirationDate: '2027-08-02' })).toEqual({});
  });

  it('when the options are listed, then they are the spec’s', () => {
    expect(GENDERS).toEqual(['male', 'female']);
    expect(MARITAL_STATUSES).toEqual(['single', 'married', 'divorced', 'widowed']);
  });
});

describe('the registration form on Save Progress (no required fields)', () => {
  it('when everything is empty, then it saves as empty (nulls, booleans false)', () => {
    const empty = Object.fromEntries(Object.keys(FORM).map((k) => [k, typeof FORM[k as keyof typeof FORM] === 'boolean' ? null : '']));
    expect(tripFormDraftRules.parse(empty)).toEqual({
      ...Object.fromEntries(Object.keys(FORM).map((k) => [k, null])),
      isCanadianCitizen: false,
      hasValidCanadianPassport: false,
      hasValidSaudiVisa: false,
      isUnder18: false,
    });
  });
  it('when the surname or given names run past 200 characters (the full name’s limit), then Submit and a draft refuse them; blank is null; 200 is kept', () => {
    for (const rules of [tripFormRules, tripFormDraftRules]) {
      expect(errorsOf(rules, { ...FORM, passportSurname: x(201) })).toEqual({ passportSurname: 'At most 200 characters' });
      expect(errorsOf(rules, { ...FORM, passportGivenNames: x(201) })).toEqual({ passportGivenNames: 'At most 200 characters' });
      expect(errorsOf(rules, { ...FORM, passportGivenNames: 7 })).toEqual({ passportGivenNames: 'At most 200 characters' });
      expect(rules.parse({ ...FORM, passportSurname: x(200), passportGivenNames: '  ' })).toMatchObject({ passportSurname: x(200), passportGivenNames: null });
      expect(rules.parse({ ...FORM, passportSurname: ' de la Cruz ', passportGivenNames: undefined })).toMatchObject({
        passportSurname: 'de la Cruz',
        passportGivenNames: null,
      });
    }
  });
  it('when the fields are left out altogether, then they are null too', () => {
    expect(tripFormDraftRules.parse({})).toMatchObject({ fullNameAsPerPassport: null, dateOfBirth: null, gender: null, address: null, isUnder18: false });
  });
  it.each([
    'fullNameAsPerPassport',
    'address',
    'mobilePhone',
    'emergencyContactName',
    'emergencyContactEmail',
    'emergencyContactRelationship',
    'passportNumber',
    'passportIssuanceCountry',
    'roomPreferences',
  ])('when %s has blanks around it, then the draft keeps it trimmed', (field) => {
    expect(tripFormDraftRules.parse({ ...FORM, [field]: '  kept  ' })[field as keyof typeof FORM]).toBe('kept');
  });
  it('when values are there, then they are kept, trimmed, dates as YYYY-MM-DD', () => {
    expect(tripFormDraftRules.parse({ ...FORM, fullNameAsPerPassport: ' A ', passportExpirationDate: '2020-01-01T00:00:00Z' })).toEqual({
      ...FORM,
      fullNameAsPerPassport: 'A',
      passportExpirationDate: '2020-01-01',
    });
  });
  it.each([
    ['fullNameAsPerPassport', x(201), 'At most 200 characters'],
    ['dateOfBirth', '1988-02-30', 'Please enter a valid date'],
    ['gender', 'other', 'Gender is required'],
    ['maritalStatus', 'x', 'Marital status is required'],
    ['address', x(501), 'At most 500 characters'],
    ['mobilePhone', x(31), 'At most 30 characters'],
    ['emergencyContactName', x(201), 'At most 200 characters'],
    ['emergencyContactEmail', x(255), 'At most 254 characters'],
    ['emergencyContactRelationship', x(101), 'At most 100 characters'],
    ['passportNumber', x(21), 'At most 20 characters'],
    ['passportExpirationDate', '2026-13-01', 'Please enter a valid date'],
    ['passportIssuanceCountry', x(101), 'At most 100 characters'],
    ['roomPreferences', x(1001), 'At most 1000 characters'],
  ])('when %s is %j, then even a draft is refused: %j', (field, value, message) => {
    expect(errorsOf(tripFormDraftRules, { ...FORM, [field]: value })).toEqual({ [field]: message });
  });
  it.each([
    ['fullNameAsPerPassport', x(200)],
    ['address', x(500)],
    ['mobilePhone', x(30)],
    ['emergencyContactName', x(200)],
    ['emergencyContactEmail', x(254)],
    ['emergencyContactRelationship', x(100)],
    ['passportNumber', x(20)],
    ['passportIssuanceCountry', x(100)],
    ['roomPreferences', x(1000)],
  ])('when %s is at its longest, then the draft keeps it', (field, value) => {
    expect(errorsOf(tripFormDraftRules, { ...FORM, [field]: value })).toEqual({});
  });
});

describe('interest (docs/product.md §2)', () => {
  const good = { name: 'Fatima', email: 'fatima@example.com', phone: '4165550199', travelers: 4 };
  it.each([
    ['name', 'Fa', undefined],
    ['name', ' F ', 'Name must be at least 2 characters'],
    ['name', x(200), undefined],
    ['name', x(201), 'Name must be at most 200 characters'],
    ['name', undefined, 'Name must be at least 2 characters'],
    ['email', 'f@x', 'Please enter a valid email address'],
    ['email', undefined, 'Please enter a valid email address'],
    ['email', ' fatima@example.com ', undefined],
    ['phone', x(9), 'Please enter a valid phone number'],
    ['phone', ` ${x(9)} `, 'Please enter a valid phone number'],
    ['phone', x(30), undefined],
    ['phone', x(31), 'Please enter a valid phone number'],
    ['phone', undefined, 'Please enter a valid phone number'],
    ['travelers', 1, undefined],
    ['travelers', 45, undefined],
    ['travelers', 0, 'Number of travelers must be between 1 and 45'],
    ['travelers', 46, 'Number of travelers must be between 1 and 45'],
    ['travelers', 1.5, 'Number of travelers must be between 1 and 45'],
    ['travelers', '4', 'Number of travelers must be between 1 and 45'],
    ['message', x(2000), undefined],
    ['message', x(2001), 'Message must be at most 2000 characters'],
    ['message', 42, 'Message must be at most 2000 characters'],
  ])('when %s is %j, then %j', (field, value, message) => {
    expect(errorsOf(interestRules, { ...good, [field]: value })).toEqual(message ? { [field]: message } : {});
  });
  it('when the message is blank or absent, then it is null; the honeypot passes through', () => {
    expect(interestRules.parse({ ...good, message: '  ' })).toEqual({ ...good, message: null });
    expect(interestRules.parse({ ...good, website: 'bot' })).toEqual({ ...good, message: null, website: 'bot' });
    expect(interestRules.parse({ ...good, name: ' Fatima ', message: ' Hi ', email: ' fatima@example.com ', phone: ' 4165550199 ' })).toMatchObject({
      name: 'Fatima',
      message: 'Hi',
      email: 'fatima@example.com',
      phone: '4165550199',
    });
  });
});

describe('documents', () => {
  it('when the upload metadata is good, then the description is trimmed (blank is null) and sharing defaults to off', () => {
    expect(documentMetadataRules.parse({ type: 'photo' })).toEqual({ type: 'photo', description: null, isPublic: false });
    expect(documentMetadataRules.parse({ type: 'other', description: ' Group ', isPublic: true })).toEqual({
      type: 'other',
      description: 'Group',
      isPublic: true,
    });
    expect(documentMetadataRules.parse({ type: 'visa', description: '   ', isPublic: null })).toEqual({ type: 'visa', description: null, isPublic: false });
  });
  it.each([
    [{ type: 'selfie' }, { type: 'Please select a file and document type.' }],
    [{}, { type: 'Please select a file and document type.' }],
    [{ type: 'other', description: x(501) }, { description: 'Description must be at most 500 characters' }],
    [{ type: 'passport', isPublic: true }, { isPublic: 'Passport pages cannot be shared with other travelers.' }],
    [{ type: 'vaccination', isPublic: true }, { isPublic: 'Vaccination certificates and consent letters cannot be shared with other travelers.' }],
    [{ type: 'consent', isPublic: true }, { isPublic: 'Vaccination certificates and consent letters cannot be shared with other travelers.' }],
    [{ type: 'photo', isPublic: true }, {}],
    [{ type: 'consent', isPublic: false }, {}],
  ])('when the metadata is %j, then %j', (input, errors) => {
    expect(errorsOf(documentMetadataRules, input)).toEqual(errors);
  });
  it('when a 500-character description is given, then it is kept', () => {
    expect(errorsOf(documentMetadataRules, { type: 'other', description: x(500) })).toEqual({});
  });
  it('when the messages are shown, then they read exactly', () => {
    expect(DOCUMENT_MESSAGES).toEqual({
      type: 'Please select a file and document type.',
      noFile: 'Please select a file to upload.',
      description: 'Description must be at most 500 characters',
      passportPrivate: 'Passport pages cannot be shared with other travelers.',
      tooLarge: 'File is too large. The maximum size is 5 MB.',
      notAllowed: 'Only JPEG, PNG, WebP or PDF files are accepted.',
      empty: 'The file is empty.',
      isPublic: 'Sharing must be true or false',
      privateType: 'Vaccination certificates and consent letters cannot be shared with other travelers.',
    });
    expect(VISA_LOCKED).toBe('Visa documents cannot be deleted after the visa has been approved.');
  });
  it('when the accepted files are listed, then they are JPEG, PNG, WebP and PDF', () => {
    expect(ACCEPTED_UPLOAD_TYPES).toEqual(['image/jpeg', 'image/png', 'image/webp', 'application/pdf']);
    expect(ACCEPTED_UPLOAD_EXTENSIONS).toEqual(['.jpg', '.jpeg', '.png', '.webp', '.pdf']);
  });
  it.each([
    ['visa', { visaApproved: true }, true],
    ['visa', { visaApproved: false }, false],
    ['visa', undefined, false],
    ['photo', { visaApproved: true }, false],
  ])('when a %s document and %j, then locked is %s', (type, registration, locked) => {
    expect(documentLocked(type, registration)).toBe(locked);
  });
});

describe('the trip’s dates in the form’s words', () => {
  it.each([
    ['2026-08-01', 'August 1st, 2026'],
    ['2026-01-02', 'January 2nd, 2026'],
    ['2026-03-03', 'March 3rd, 2026'],
    ['2026-04-04', 'April 4th, 2026'],
    ['2026-05-11', 'May 11th, 2026'],
    ['2026-06-12', 'June 12th, 2026'],
    ['2026-07-13', 'July 13th, 2026'],
    ['2026-09-21', 'September 21st, 2026'],
    ['2026-10-22', 'October 22nd, 2026'],
    ['2026-11-23', 'November 23rd, 2026'],
    ['2026-12-30', 'December 30th, 2026'],
    ['2026-02-10', 'February 10th, 2026'],
  ])('when the day is %s, then it reads "%s"', (day, words) => {
    expect(ordinalDay(day)).toBe(words);
  });

  it('when the short style is asked, then the month is the spec’s abbreviation', () => {
    expect(ordinalDay('2025-12-31', 'short')).toBe('Dec. 31st, 2025');
    expect(ordinalDay('2026-09-01', 'short')).toBe('Sept. 1st, 2026');
    expect(ordinalDay('2026-03-02', 'short')).toBe('March 2nd, 2026');
    expect(ordinalDay('2026-01-03', 'short')).toBe('Jan. 3rd, 2026');
    expect(ordinalDay('2026-02-04', 'short')).toBe('Feb. 4th, 2026');
    expect(ordinalDay('2026-04-05', 'short')).toBe('April 5th, 2026');
    expect(ordinalDay('2026-05-06', 'short')).toBe('May 6th, 2026');
    expect(ordinalDay('2026-06-07', 'short')).toBe('June 7th, 2026');
    expect(ordinalDay('2026-07-08', 'short')).toBe('July 8th, 2026');
    expect(ordinalDay('2026-08-09', 'short')).toBe('Aug. 9th, 2026');
    expect(ordinalDay('2026-10-10', 'short')).toBe('Oct. 10th, 2026');
    expect(ordinalDay('2026-11-11', 'short')).toBe('Nov. 11th, 2026');
  });

  it('when the trip’s dates are shown, then the passport message and the under-18 label carry them', () => {
    expect(passportValidityMessage('2026-08-01')).toBe('Passport must be valid until after August 1st, 2026');
    expect(under18Label('2024-12-31')).toBe('I will be under 18 on Dec. 31st, 2024');
  });
});
