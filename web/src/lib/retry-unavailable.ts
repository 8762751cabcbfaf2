// A 503 from the api is "busy, come back in a moment" (Retry-After): the sign-up and sign-in
// pages wait and try again by themselves a few times before they show anything (ADR 0079).
import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

const seconds = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? n : undefined;
};

/** Seconds to wait before trying again when the api answered 503; undefined for any other error. */
export function unavailableRetryAfter(error: unknown): number | undefined {
  if (CombinedGraphQLErrors.is(error)) {
    const busy = error.errors.find((e) => e.extensions?.code === 'SERVICE_UNAVAILABLE');
    return busy ? (seconds(busy.extensions?.retryAfter) ?? 2) : undefined;
  }
  if (ServerError.is(error) && error.statusCode === 503) {
    const header = seconds(error.response.headers.get('retry-after'));
    if (header) return header;
    try {
      const body = JSON.parse(error.bodyText) as { errors?: { extensions?: { retryAfter?: unknown } }[] };
      return seconds(body.errors?.[0]?.extensions?.retryAfter) ?? 2;
    } catch {
      return 2;
    }
  }
  return undefined;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `call`; after a 503 waits its Retry-After (1 to 10 seconds) and runs it again, at most
 * `retries` times; any other outcome, or the last 503, is the caller's as it came.
 */
export async function retryWhileUnavailable<T>(
  call: () => Promise<T>,
  { retries = 3, wait = sleep }: { retries?: number; wait?: (ms: number) => Promise<void> } = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      const after = unavailableRetryAfter(error);
      if (after === undefined || attempt >= retries) throw error;
      await wait(Math.min(10, Math.max(1, after)) * 1000);
    }
  }
}
