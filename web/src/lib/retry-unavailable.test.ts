import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { retryWhileUnavailable, unavailableRetryAfter } from './retry-unavailable';

const busy = (retryAfter?: number) =>
  new CombinedGraphQLErrors({ errors: [{ message: 'Busy', extensions: { code: 'SERVICE_UNAVAILABLE', ...(retryAfter ? { retryAfter } : {}) } }], data: null });
const http = (status: number, body: string, headers: Record<string, string> = {}) =>
  new ServerError(`Received status code ${status}`, { response: new Response(body, { status, headers }), bodyText: body });

describe('unavailableRetryAfter', () => {
  it.each([
    ['a GraphQL 503 with its wait', busy(7), 7],
    ['a GraphQL 503 without a wait', busy(), 2],
    ['an HTTP 503 with Retry-After', http(503, '{}', { 'retry-after': '4' }), 4],
    ['an HTTP 503 whose body says the wait', http(503, JSON.stringify({ errors: [{ extensions: { retryAfter: 3 } }] })), 3],
    ['an HTTP 503 with an HTML page', http(503, '<html>'), 2],
    ['an HTTP 500', http(500, '{}'), undefined],
    [
      'a wrong password',
      new CombinedGraphQLErrors({ errors: [{ message: 'Invalid username or password', extensions: { code: 'UNAUTHENTICATED' } }], data: null }),
      undefined,
    ],
    ['a network failure', new TypeError('Failed to fetch'), undefined],
  ])('when the error is %s, then the wait is %j', (_name, error, expected) => {
    expect(unavailableRetryAfter(error)).toBe(expected);
  });
});

describe('retryWhileUnavailable', () => {
  it('when the api is busy twice and then answers, then the answer comes after two waits of Retry-After (at least 1 s, at most 10 s)', async () => {
    const wait = vi.fn(async () => undefined);
    const call = vi.fn().mockRejectedValueOnce(busy(30)).mockRejectedValueOnce(busy(0.2)).mockResolvedValueOnce('signed in');
    await expect(retryWhileUnavailable(call, { wait })).resolves.toBe('signed in');
    expect(wait.mock.calls).toEqual([[10_000], [1_000]]);
  });

  it("when the api stays busy, then the fourth 503 is the page's to show", async () => {
    const wait = vi.fn(async () => undefined);
    const last = busy(2);
    const call = vi.fn().mockRejectedValueOnce(busy(2)).mockRejectedValueOnce(busy(2)).mockRejectedValueOnce(busy(2)).mockRejectedValueOnce(last);
    await expect(retryWhileUnavailable(call, { wait })).rejects.toBe(last);
    expect(call).toHaveBeenCalledTimes(4);
  });

  it('when the error is anything else, then it is not retried', async () => {
    const wait = vi.fn(async () => undefined);
    const error = http(409, '{}');
    await expect(retryWhileUnavailable(() => Promise.reject(error), { wait })).rejects.toBe(error);
    expect(wait).not.toHaveBeenCalled();
  });
});
