// The one place where api errors become the texts of spec §8. Pages call the mappers below and
// never look at error messages themselves.
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { SERVER_MESSAGES, type MessageId } from '@umrah/graphql';
import { i18n } from './i18n';

export type ApiErrorCode =
  'UNAUTHENTICATED' | 'FORBIDDEN' | 'BAD_USER_INPUT' | 'CONFLICT' | 'NOT_FOUND' | 'PAYLOAD_TOO_LARGE' | 'FULL' | 'TOO_MANY_REQUESTS' | 'INTERNAL_SERVER_ERROR';

export interface ApiError {
  /** `extensions.code` of a GraphQL error, or derived from the HTTP status; unknown for network failures. */
  code?: ApiErrorCode | (string & {});
  /** The server's message; absent when the server said nothing usable (network down, HTML error page). */
  message?: string;
  /** `{ field: message }` from `extensions.fieldErrors`. */
  fieldErrors: Record<string, string>;
}

const STATUS_CODES: Record<number, ApiErrorCode> = {
  400: 'BAD_USER_INPUT',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  429: 'TOO_MANY_REQUESTS',
};

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
}

function nonEmpty(text: unknown): string | undefined {
  return typeof text === 'string' && text.trim() ? text : undefined;
}

/** Normalises whatever Apollo rejected with into `{ code, message, fieldErrors }`. */
export function readApiError(error: unknown): ApiError {
  if (CombinedGraphQLErrors.is(error)) {
    const [first] = error.errors;
    const fieldErrors = Object.assign({}, ...error.errors.map((e) => stringRecord(e.extensions?.fieldErrors)));
    const code = first?.extensions?.code;
    return { code: typeof code === 'string' ? code : undefined, message: nonEmpty(first?.message), fieldErrors };
  }
  if (ServerError.is(error)) {
    const code = STATUS_CODES[error.statusCode] ?? (error.statusCode >= 500 ? 'INTERNAL_SERVER_ERROR' : undefined);
    try {
      // A JSON body is either a GraphQL response or the REST shape { message, fieldErrors }.
      const body = JSON.parse(error.bodyText) as { message?: unknown; fieldErrors?: unknown; errors?: { message?: unknown }[] };
      return { code, message: nonEmpty(body.message) ?? nonEmpty(body.errors?.[0]?.message), fieldErrors: stringRecord(body.fieldErrors) };
    } catch {
      return { code, fieldErrors: {} };
    }
  }
  return { fieldErrors: {} };
}

/** The server's message, or the given fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return readApiError(error).message ?? fallback;
}

// Spec §8: duplicate accounts are reported on the field, in the user's words (in their language).
// The server says "taken" as a conflict naming the field, in whichever language it answered.
const DUPLICATES: Partial<Record<string, MessageId>> = {
  username: 'common.errors.usernameTaken',
  email: 'common.errors.emailRegistered',
};

const DUPLICATE_MESSAGES: Partial<Record<string, 'username' | 'email'>> = {
  [SERVER_MESSAGES.usernameExists]: 'username',
  [SERVER_MESSAGES.emailExists]: 'email',
};

function fieldErrorsFor<F extends string>(api: ApiError, fields: readonly F[]): Partial<Record<F, string>> {
  const out: Partial<Record<F, string>> = {};
  const known = (key: string): key is F => (fields as readonly string[]).includes(key);
  for (const [field, text] of Object.entries(api.fieldErrors)) {
    const duplicate = api.code === 'CONFLICT' ? DUPLICATES[field] : undefined;
    if (known(field)) out[field] = duplicate ? i18n._(duplicate) : text;
  }
  // A conflict told in the message alone (English): the field it names.
  const named = api.code === 'CONFLICT' && api.message ? DUPLICATE_MESSAGES[api.message] : undefined;
  if (named && known(named)) out[named] = i18n._(DUPLICATES[named]!);
  return out;
}

export interface FormError<F extends string> {
  /** Messages to show under the named fields. */
  fieldErrors: Partial<Record<F, string>>;
  /** A message for the whole form (banner or toast); absent when the field errors say it all. */
  message?: string;
}

const SIGN_UP_FIELDS = ['fullName', 'email', 'phone', 'username', 'password'] as const;
export type SignUpField = (typeof SIGN_UP_FIELDS)[number];

/** Signup: duplicates and invalid input on the fields, anything else as a banner. */
export function signUpError(error: unknown): FormError<SignUpField> {
  const api = readApiError(error);
  const fieldErrors = fieldErrorsFor(api, SIGN_UP_FIELDS);
  if (Object.keys(fieldErrors).length && (api.code === 'CONFLICT' || api.code === 'BAD_USER_INPUT')) {
    return { fieldErrors };
  }
  return { fieldErrors: {}, message: api.message ?? i18n._('common.errors.signUp') };
}

/** Traveller login: a 401 is always "Invalid username or password"; anything else resets the form. */
export function logInError(error: unknown): { message: string; resetForm: boolean } {
  const api = readApiError(error);
  if (api.code === 'UNAUTHENTICATED') return { message: i18n._('common.errors.invalidCredentials'), resetForm: false };
  return { message: api.message ?? i18n._('common.errors.logIn'), resetForm: true };
}

/** Admin login: the returned message, or the spec's fallback (with its full stop). */
export function adminLogInError(error: unknown): string {
  return readApiError(error).message ?? i18n._('common.errors.adminInvalidCredentials');
}

const PROFILE_FIELDS = ['fullName', 'email', 'phone', 'currentPassword'] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];

/** Profile update: field errors on the fields, plus the toast text. */
export function profileUpdateError(error: unknown): FormError<ProfileField> & { message: string } {
  const api = readApiError(error);
  return {
    fieldErrors: fieldErrorsFor(api, PROFILE_FIELDS),
    message: api.message ?? i18n._('common.errors.profileUpdate'),
  };
}
