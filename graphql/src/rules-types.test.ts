// A hand-made request (not the forms, which only send the right types) gets the field's own
// message for a missing or wrong-typed value, never zod's default text.
import { describe, expect, it } from 'vitest';
import { errorsOf } from './errors-of.test-util.js';
import { adminLogInRules, documentMetadataRules, interestRules, logInRules, signUpRules, tripFormDraftRules, tripFormRulesFor } from './rules.js';

const tripFormRules = tripFormRulesFor('2026-08-01');

const YES_NO = 'Please answer yes or no';

describe('a missing or wrong-typed field', () => {
  it.each([
    ['sign up', 'fullName', undefined, 'Full name must be at least 3 characters', signUpRules],
    ['sign up', 'username', 7, 'Username must be at least 3 characters', signUpRules],
    ['sign up', 'password', undefined, 'Password must be at least 6 characters', signUpRules],
    ['log in', 'password', 123456, 'Password must be at least 6 characters', logInRules],
    ['admin log in', 'password', undefined, 'Password is required', adminLogInRules],
    ['the form', 'isCanadianCitizen', 'yes', YES_NO, tripFormRules],
    ['the form', 'hasValidCanadianPassport', 1, YES_NO, tripFormRules],
    ['the form', 'hasValidSaudiVisa', 'no', YES_NO, tripFormRules],
    ['the form', 'isUnder18', 0, YES_NO, tripFormRules],
    ['the form', 'roomPreferences', 42, 'Room preferences must be text of at most 1000 characters', tripFormRules],
    ['a draft', 'fullNameAsPerPassport', 1, 'Full name is required', tripFormDraftRules],
    ['a draft', 'isCanadianCitizen', 'yes', YES_NO, tripFormDraftRules],
    ['a draft', 'hasValidCanadianPassport', 'yes', YES_NO, tripFormDraftRules],
    ['a draft', 'address', 1, 'Valid address is required', tripFormDraftRules],
    ['a draft', 'mobilePhone', 4165550123, 'Valid phone number is required', tripFormDraftRules],
    ['a draft', 'emergencyContactName', true, 'Emergency contact name is required', tripFormDraftRules],
    ['a draft', 'emergencyContactEmail', 1, 'Valid email is required', tripFormDraftRules],
    ['a draft', 'emergencyContactRelationship', 1, 'Relationship is required', tripFormDraftRules],
    ['a draft', 'passportNumber', 123456, 'Passport number is required', tripFormDraftRules],
    ['a draft', 'passportIssuanceCountry', 1, 'Country of issuance is required', tripFormDraftRules],
    ['a draft', 'hasValidSaudiVisa', 'yes', YES_NO, tripFormDraftRules],
    ['a draft', 'roomPreferences', 1, 'Room preferences must be text of at most 1000 characters', tripFormDraftRules],
    ['a draft', 'isUnder18', 'yes', YES_NO, tripFormDraftRules],
    ['the interest form', 'website', 1, 'Leave this field empty', interestRules],
    ['a document', 'description', 1, 'Description must be at most 500 characters', documentMetadataRules],
    ['a document', 'isPublic', 'yes', 'Sharing must be true or false', documentMetadataRules],
  ] as const)('when %s has %s = %j, then %j', (_form, field, value, message, schema) => {
    // `type` is the document's; the other forms drop it. Only the field under test is read back.
    expect(errorsOf(schema, { type: 'other', [field]: value })[field]).toBe(message);
  });
});
