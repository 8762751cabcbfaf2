// Every REST write answers missing or wrong-typed fields with the spec's message for that field,
// never a validation library's default text.
import request from 'supertest';
import type { BuiltApp } from '../src/app.js';
import { resetDb, signedInAdmin, startApp, travellerAt, type Agent } from './helpers.js';

let built: BuiltApp;
let admin: Agent;
beforeAll(async () => {
  built = await startApp();
  await resetDb(built.db);
  admin = (await signedInAdmin(built)).agent;
});
afterAll(() => built.close());

const LIBRARY_TEXT = /Invalid input|expected \w+, received|Required|Invalid option/;

/** Every text of an error body: the message and each field's. */
const textsOf = (body: { message?: string; fieldErrors?: Record<string, string> }) => [body.message ?? '', ...Object.values(body.fieldErrors ?? {})];

const SIGN_UP = {
  fullName: 'Full name must be at least 3 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
};
const PROFILE = { fullName: 'Full name must be at least 2 characters', email: SIGN_UP.email, phone: SIGN_UP.phone };
const INTEREST = {
  name: 'Name must be at least 2 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  travelers: 'Number of travelers must be between 1 and 45',
};
const TRIP_FORM = {
  fullNameAsPerPassport: 'Full name is required',
  dateOfBirth: 'Date of birth is required',
  gender: 'Gender is required',
  maritalStatus: 'Marital status is required',
  address: 'Valid address is required',
  mobilePhone: 'Valid phone number is required',
  emergencyContactName: 'Emergency contact name is required',
  emergencyContactEmail: 'Valid email is required',
  emergencyContactRelationship: 'Relationship is required',
  passportNumber: 'Passport number is required',
  passportExpirationDate: 'Passport expiration date is required',
  passportIssuanceCountry: 'Country of issuance is required',
};
const numbersFor = (fields: object) => Object.fromEntries(Object.keys(fields).map((k) => [k, 12345]));

describe('REST field errors', () => {
  it.each([
    ['missing', {}],
    ['wrong-typed', numbersFor(SIGN_UP)],
  ])('when sign-up fields are %s, then 400 with the spec message of each', async (_what, body) => {
    const res = await request(built.app).post('/api/auth/register').send(body);
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(SIGN_UP);
    expect(res.body.message).toBe(SIGN_UP.fullName);
  });

  it('when login fields are missing, then 400 with the spec messages', async () => {
    const res = await request(built.app).post('/api/auth/login').send({});
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ username: SIGN_UP.username, password: SIGN_UP.password });
  });

  it('when admin login fields are missing or wrong-typed, then 400 "… is required"', async () => {
    for (const body of [{}, { username: 1, password: false }]) {
      const res = await request(built.app).post('/api/admin/login').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ username: 'Username is required', password: 'Password is required' });
    }
  });

  it('when profile fields are missing or wrong-typed, then 400 with the spec message of each', async () => {
    const t = await travellerAt(built, admin, 'NONE');
    for (const body of [{}, numbersFor(PROFILE)]) {
      const res = await t.agent.put('/api/user/profile').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual(PROFILE);
    }
  });

  it('when interest fields are missing or wrong-typed, then 400 with the form message of each', async () => {
    for (const body of [{}, { ...numbersFor(INTEREST), travelers: 'three', message: 7, website: 9 }]) {
      const res = await request(built.app).post('/api/interest').send(body);
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toMatchObject(INTEREST);
      for (const text of textsOf(res.body)) expect(text).not.toMatch(LIBRARY_TEXT);
    }
  });

  it('when a submitted trip form misses every field, then 400 with the spec message of each', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const res = await t.agent.post('/api/trip/form').send({ tripRegistrationId: t.registrationId });
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual(TRIP_FORM);
  });

  it('when trip form fields have the wrong types (submit and save), then no field answers a library text', async () => {
    const t = await travellerAt(built, admin, 'DEPOSIT_PAID');
    const wrong = {
      ...numbersFor(TRIP_FORM),
      isCanadianCitizen: 'yes',
      hasValidCanadianPassport: 1,
      hasValidSaudiVisa: 'no',
      isUnder18: [],
      roomPreferences: 5,
    };
    for (const submit of [true, false]) {
      const res = await t.agent.post('/api/trip/form').send({ ...wrong, submit });
      expect(res.status).toBe(400);
      for (const text of textsOf(res.body)) expect(text).not.toMatch(LIBRARY_TEXT);
      expect(res.body.fieldErrors.isCanadianCitizen).toBe('Please answer yes or no');
    }
  });

  it('when document metadata has wrong types, then 400 without library texts', async () => {
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    for (const metadata of [{}, { type: 'other', description: 5, isPublic: 'yes' }]) {
      const res = await t.agent
        .post('/api/trip/documents')
        .field('metadata', JSON.stringify(metadata))
        .attach('file', Buffer.from('%PDF-1.4 test'), { filename: 'a.pdf', contentType: 'application/pdf' });
      expect(res.status).toBe(400);
      for (const text of textsOf(res.body)) expect(text).not.toMatch(LIBRARY_TEXT);
    }
  });

  it('when the admin deposit call misses its fields, then 400 naming each clearly', async () => {
    const res = await admin.post('/api/admin/trip/deposit').send({});
    expect(res.status).toBe(400);
    for (const text of textsOf(res.body)) expect(text).not.toMatch(LIBRARY_TEXT);
  });
});
