import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminLogInError, errorMessage, logInError, profileUpdateError, readApiError, signUpError } from './errors';
import { loadAreas } from './i18n';

// The fallback texts are the common area's, in the active language.
beforeAll(() => loadAreas(['common'], 'en'));

const gqlError = (message: string, extensions: Record<string, unknown> = {}) => new CombinedGraphQLErrors({ errors: [{ message, extensions }], data: null });
const httpError = (status: number, body: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, { response: new Response(body, { status }), bodyText: body });

describe('readApiError', () => {
  it('when a GraphQL error carries a code and field errors, then all three are read', () => {
    const api = readApiError(gqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: { email: 'Please enter a valid email address', n: 3 } }));
    expect(api).toEqual({ code: 'BAD_USER_INPUT', message: 'Invalid input', fieldErrors: { email: 'Please enter a valid email address' } });
  });

  it('when an HTTP error has a REST JSON body, then its message and field errors are read and the status gives the code', () => {
    const api = readApiError(httpError(409, JSON.stringify({ message: 'Username already exists', fieldErrors: { username: 'Username already exists' } })));
    expect(api).toEqual({ code: 'CONFLICT', message: 'Username already exists', fieldErrors: { username: 'Username already exists' } });
  });

  it.each([
    [400, 'BAD_USER_INPUT'],
    [401, 'UNAUTHENTICATED'],
    [403, 'FORBIDDEN'],
    [404, 'NOT_FOUND'],
    [413, 'PAYLOAD_TOO_LARGE'],
    [429, 'TOO_MANY_REQUESTS'],
    [502, 'INTERNAL_SERVER_ERROR'],
  ])('when the status is %i, then the code is %s', (status, code) => {
    expect(readApiError(httpError(status, '{}')).code).toBe(code);
  });

  it('when the body is an HTML error page, then no message is read (the caller falls back)', () => {
    expect(readApiError(httpError(502, '<html>Bad gateway</html>'))).toEqual({ code: 'INTERNAL_SERVER_ERROR', fieldErrors: {} });
  });

  it('when the body is a GraphQL response, then its first error message is read', () => {
    expect(readApiError(httpError(400, JSON.stringify({ errors: [{ message: 'Syntax Error' }] }))).message).toBe('Syntax Error');
  });

  it('when the network is down (a plain Error), then nothing usable is read', () => {
    expect(readApiError(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {} });
  });

  it('when the message is blank, then it counts as absent', () => {
    expect(readApiError(gqlError('   ')).message).toBeUndefined();
  });
});

describe('errorMessage (spec §8 toasts: the server message or the fallback)', () => {
  it('when the server said something, then that is shown', () => {
    expect(errorMessage(gqlError('The trip is full', { code: 'FULL' }), 'Failed to start registration. Please try again.')).toBe('The trip is full');
  });
  it.each([
    'Failed to start registration. Please try again.',
    'Failed to register for the trip. Please try again.',
    'Failed to submit form. Please try again.',
    'Failed to save progress. Please try again.',
    'Failed to upload document. Please try again.',
    'Failed to delete document. Please try again.',
  ])('when the server said nothing, then the fallback "%s" is shown', (fallback) => {
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
  });
});

describe('signUpError (spec §8 signup)', () => {
  it('when the username is taken, then "This username is already taken" shows on the username field', () => {
    expect(signUpError(httpError(409, JSON.stringify({ message: 'Username already exists' })))).toEqual({
      fieldErrors: { username: 'This username is already taken' },
    });
  });
  it('when the email is taken (GraphQL), then "This email is already registered" shows on the email field', () => {
    expect(signUpError(gqlError('Email already exists', { code: 'CONFLICT' }))).toEqual({ fieldErrors: { email: 'This email is already registered' } });
  });
  it('when both are taken, then each field has its text', () => {
    const error = gqlError('Username already exists', {
      code: 'CONFLICT',
      fieldErrors: { username: 'Username already exists', email: 'Email already exists' },
    });
    expect(signUpError(error).fieldErrors).toEqual({ username: 'This username is already taken', email: 'This email is already registered' });
  });
  it('when the server answered the conflict in French, then the field still reads the page’s own "taken" text', () => {
    const error = httpError(
      409,
      JSON.stringify({ message: 'Ce nom d’utilisateur existe déjà', fieldErrors: { username: 'Ce nom d’utilisateur existe déjà' } }),
    );
    expect(signUpError(error)).toEqual({ fieldErrors: { username: 'This username is already taken' } });
  });
  it('when the server refuses a field, then its message shows on that field', () => {
    const error = gqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: { phone: 'Please enter a valid phone number' } });
    expect(signUpError(error)).toEqual({ fieldErrors: { phone: 'Please enter a valid phone number' } });
  });
  it('when another error has a message, then the banner shows it', () => {
    expect(signUpError(gqlError('Too many attempts', { code: 'TOO_MANY_REQUESTS' }))).toEqual({ fieldErrors: {}, message: 'Too many attempts' });
  });
  it('when another error has no message, then the banner reads "An error occurred during signup"', () => {
    expect(signUpError(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {}, message: 'An error occurred during signup' });
  });
});

describe('logInError (spec §8 login)', () => {
  it('when the status is 401, then "Invalid username or password" and the form is kept', () => {
    expect(logInError(httpError(401, JSON.stringify({ message: 'whatever the server says' })))).toEqual({
      message: 'Invalid username or password',
      resetForm: false,
    });
    expect(logInError(gqlError('Nope', { code: 'UNAUTHENTICATED' }))).toEqual({ message: 'Invalid username or password', resetForm: false });
  });
  it('when another error has a message, then it shows and the form is reset', () => {
    expect(logInError(httpError(429, JSON.stringify({ message: 'Too many attempts. Please try again later.' })))).toEqual({
      message: 'Too many attempts. Please try again later.',
      resetForm: true,
    });
  });
  it('when another error has no message, then "An error occurred during login" and the form is reset', () => {
    expect(logInError(new TypeError('Failed to fetch'))).toEqual({ message: 'An error occurred during login', resetForm: true });
  });
});

describe('adminLogInError (spec §8 admin login)', () => {
  it('when the server says why, then that is the Login Failed text', () => {
    expect(adminLogInError(gqlError('Invalid username or password', { code: 'UNAUTHENTICATED' }))).toBe('Invalid username or password');
  });
  it('when it says nothing, then "Invalid username or password." with its full stop', () => {
    expect(adminLogInError(new TypeError('Failed to fetch'))).toBe('Invalid username or password.');
  });
});

describe('profileUpdateError (spec §8 profile update)', () => {
  it('when a field is refused, then it shows on the field and the toast has the server message', () => {
    const error = gqlError('Invalid input', { code: 'BAD_USER_INPUT', fieldErrors: { fullName: 'Full name must be at least 2 characters', other: 'x' } });
    expect(profileUpdateError(error)).toEqual({ fieldErrors: { fullName: 'Full name must be at least 2 characters' }, message: 'Invalid input' });
  });
  it('when the email is taken, then "This email is already registered" on the email field', () => {
    expect(profileUpdateError(gqlError('Email already exists', { code: 'CONFLICT' })).fieldErrors).toEqual({ email: 'This email is already registered' });
  });
  it('when nothing usable came back, then the toast reads "Failed to update profile. Please try again."', () => {
    expect(profileUpdateError(new TypeError('Failed to fetch'))).toEqual({ fieldErrors: {}, message: 'Failed to update profile. Please try again.' });
  });
});

describe('in French', () => {
  beforeAll(() => loadAreas(['common'], 'fr'));
  afterAll(() => loadAreas(['common'], 'en'));

  it('when the server says nothing usable, then the fallbacks read in French', () => {
    expect(logInError(gqlError('x', { code: 'UNAUTHENTICATED' })).message).toBe("Nom d'utilisateur ou mot de passe invalide");
    expect(signUpError(new Error('network')).message).toBe("Une erreur est survenue lors de l'inscription");
    expect(profileUpdateError(new Error('network')).message).toBe('La mise à jour du profil a échoué. Veuillez réessayer.');
  });
  it('when the username is taken, then the field says so in French', () => {
    const error = gqlError('Username already exists', { code: 'CONFLICT', fieldErrors: { username: 'Username already exists' } });
    expect(signUpError(error).fieldErrors).toEqual({ username: "Ce nom d'utilisateur est déjà pris" });
  });
});
