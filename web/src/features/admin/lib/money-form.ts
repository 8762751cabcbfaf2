// What the admin's money forms (record a payment, record a refund) share: the first message of each
// field the shared rules refuse, and the amount's own message when the typed dollars do not parse.
import { PAYMENT_MESSAGES } from '@umrah/graphql';

/** A zod safeParse result, as far as the forms read it. */
type Parsed = { success: true } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } };

/** The field errors of a form whose amount was typed in dollars (`amountCents` null: it did not parse); empty when all is good. */
export function moneyFormErrors(parsed: Parsed, amountCents: number | null): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of parsed.success ? [] : parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  if (amountCents === null) errors.amountCents = PAYMENT_MESSAGES.amount;
  return errors;
}
