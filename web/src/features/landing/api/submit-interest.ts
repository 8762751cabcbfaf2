// The landing page posts the interest form with plain fetch: the first visit must not download the
// Apollo Client (performance budget), so this page has its own tiny reading of the REST error shape
// `{ message, fieldErrors }` instead of lib/errors.ts (which is built on Apollo's error classes).
import { type InterestValues } from '@umrah/graphql';

/** A failed submission: the server's message for people when it sent one (the form says its own otherwise). */
export class InterestSubmitError extends Error {
  override name = 'InterestSubmitError';
  constructor(
    readonly serverMessage: string | undefined,
    /** `{ field: message }` from the server's validation. */
    readonly fieldErrors: Record<string, string> = {},
  ) {
    super(serverMessage ?? 'The interest was not submitted');
  }
}

function stringRecord(value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (value && typeof value === 'object') {
    for (const [key, text] of Object.entries(value)) if (typeof text === 'string') out[key] = text;
  }
  return out;
}

/** Resolves when the interest was accepted; rejects with an `InterestSubmitError` otherwise. */
export async function submitInterest(values: InterestValues): Promise<void> {
  let res: Response;
  try {
    res = await fetch('/api/interest', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(values),
    });
  } catch {
    throw new InterestSubmitError(undefined);
  }
  if (res.ok) return;
  const body = (await res.json().catch(() => ({}))) as { message?: unknown; fieldErrors?: unknown };
  // A 4xx carries a message meant for people (validation, rate limit); a 5xx does not.
  const serverMessage = res.status < 500 && typeof body.message === 'string' && body.message.trim() ? body.message : undefined;
  throw new InterestSubmitError(serverMessage, stringRecord(body.fieldErrors));
}
