// A hand-made request (not the forms, which only send the right types) gets the field's own
// message for a missing or wrong-typed value, never zod's default text.
import { describe, expect, it } from 'vitest';
import { errorsOf } from './errors-of.test-util.js';
import { adminLogInRules, documentMetadataRules, interestRules, logInRules, signUpRules, tripFormDraftRules, tripFormRules } from './rules.js';

const YES_NO = 'Please answer yes or no';

describe('a missing or wrong-typed field', () => {
  it.each([
    ['sign up', signUpRules, 'fullName', undefined, 'Full name must be at least 3 characters'],
    ['sign up', signUpRules, 'username', 7, 'Username must be at least 3 characters'],
    ['sign up', signUpRules, 'password', undefined, 'Password must be at least 6 characters'],
    ['log in', logInRules, 'password', 123456, 'Password must be at least 6 characters'],
    ['admin log in', adminLogInRules, 'password', undefined, 'Password is required'],
    ['the form', tripFormRules, 'isCanadianCitizen', 'yes', YES_NO],
    ['the form', tripFormRules, 'hasValidCanadianPassport', 1, YES_NO],
    ['the form', tripFormRules, 'hasValidSaudiVisa', 'no', YES_NO],
    ['the form', tripFormRules, 'isUnder18', 0, YES_NO],
    ['the form', tripFormRules, 'roomPreferences', 42, 'Room preferences must be text of at most 1000 characters'],
    ['a draft', tripFormDraftRules, 'fullNameAsPerPassport', 1, 'Full name is required'],
    ['a draft', tripFormDraftRules, 'isCanadianCitizen', 'yes', YES_NO],
    ['a draft', tripFormDraftRules, 'hasValidCanadianPassport', 'yes', YES_NO],
    ['a draft', tripFormDraftRules, 'address', 1, 'Valid address is required'],
    ['a draft', tripFormDraftRules, 'mobilePhone', 4165550123, 'Valid phone number is required'],
    ['a draft', tripFormDraftRules, 'emergencyContactName', true, 'Emergency contact name is required'],
    ['a draft', tripFormDraftRules, 'emergencyContactEmail', 1, 'Valid email is required'],
    ['a draft', tripFormDraftRules, 'emergencyContactRelationship', 1, 'Relationship is required'],
    ['a draft', tripFormDraftRules, 'passportNumber', 123456, 'Passport number is required'],
    ['a draft', tripFormDraftRules, 'passportIssuanceCountry', 1, 'Country of issuance is required'],
    ['a draft', tripFormDraftRules, 'hasValidSaudiVisa', 'yes', YES_NO],
    ['a draft', tripFormDraftRules, 'roomPreferences', 1, 'Room preferences must be text of at most 1000 characters'],
    ['a draft', tripFormDraftRules, 'isUnder18', 'yes', YES_NO],
    ['the interest form', interestRules, 'website', 1, 'Leave this field empty'],
    ['a document', documentMetadataRules, 'description', 1, 'Description must be at most 500 characters'],
    ['a document', documentMetadataRules, 'isPublic', 'yes', 'Sharing must be true or false'],
  ] as const)('when %s has %s = %j, then %j', (_form, schema, field, value, message) => {
    // `type` is the document's; the other forms drop it. Only the field under test is read back.
    expect(errorsOf(schema, { type: 'other', [field]: value })[field]).toBe(message);
  });
});
