// The interest form's checks in the browser, mirroring `interestRules` (graphql/src/rules.ts) with
// the same messages, without shipping zod to the landing page (performance budget, ADR 0007).
// The server validates again with the zod rules and stays authoritative.
import {
  INTEREST_EMAIL_MAX as EMAIL_MAX,
  INTEREST_MESSAGE_MAX,
  INTEREST_MESSAGES,
  INTEREST_NAME_MAX as NAME_MAX,
  INTEREST_NAME_TOO_LONG,
  INTEREST_PHONE_MAX as PHONE_MAX,
  INTEREST_TRAVELERS_MAX,
  type InterestValues,
} from '@umrah/graphql';

export const INTEREST_FIELDS = ['name', 'email', 'phone', 'travelers', 'message'] as const;
export type InterestField = (typeof INTEREST_FIELDS)[number];
export type InterestErrors = Partial<Record<InterestField, string>>;

/** What the inputs hold: text, as typed. */
export interface InterestDraft {
  name: string;
  email: string;
  phone: string;
  travelers: string;
  message: string;
  website: string;
}

// The shared limits (graphql/src/constants.ts), for the inputs' maxLength too.
export { EMAIL_MAX, NAME_MAX, PHONE_MAX };
// zod 4's z.email() pattern.
const EMAIL = /^(?:[A-Za-z0-9_'+-]+\.)*[A-Za-z0-9_'+-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export function checkInterest(draft: InterestDraft): { values: InterestValues; errors: InterestErrors } {
  const name = draft.name.trim();
  const email = draft.email.trim();
  const phone = draft.phone.trim();
  const message = draft.message.trim();
  const travelers = draft.travelers.trim() === '' ? Number.NaN : Number(draft.travelers);
  const errors: InterestErrors = {};
  if (name.length < 2) errors.name = INTEREST_MESSAGES.name;
  else if (name.length > NAME_MAX) errors.name = INTEREST_NAME_TOO_LONG;
  if (!EMAIL.test(email) || email.length > EMAIL_MAX) errors.email = INTEREST_MESSAGES.email;
  if (phone.length < 10 || phone.length > PHONE_MAX) errors.phone = INTEREST_MESSAGES.phone;
  if (!Number.isInteger(travelers) || travelers < 1 || travelers > INTEREST_TRAVELERS_MAX) errors.travelers = INTEREST_MESSAGES.travelers;
  if (message.length > INTEREST_MESSAGE_MAX) errors.message = INTEREST_MESSAGES.message;
  return { values: { name, email, phone, travelers, message: message || null, website: draft.website || null }, errors };
}
