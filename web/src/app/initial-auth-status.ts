import type { AuthStatusQuery } from '@/gql/graphql';

/** The element in which the api sends a signed-in page's authentication check (ADR 0071). */
export const AUTH_STATUS_ELEMENT_ID = 'auth-status';

let taken = false;

/**
 * The authentication check the api answered inside this page's HTML, once: the first guard to
 * ask uses it instead of a round trip; any later one (another page, after a sign-out or a
 * sign-in) asks the server again. Undefined when the page came without one (not signed in, or
 * not a guarded page) or it was taken already.
 */
export function takeInitialAuthStatus(): AuthStatusQuery['authStatus'] | undefined {
  if (taken) return undefined;
  taken = true;
  const element = document.getElementById(AUTH_STATUS_ELEMENT_ID);
  element?.remove();
  if (!element?.textContent) return undefined;
  try {
    const status = JSON.parse(element.textContent) as AuthStatusQuery['authStatus'];
    return typeof status?.isAuthenticated === 'boolean' && typeof status.isAdmin === 'boolean' ? status : undefined;
  } catch {
    return undefined;
  }
}
