// Who was last signed in on this device, for the pages that open offline (ADR 0133): their id and
// permissions only, so those pages read that person's saved copy. Forgotten at sign-out.
import type { AuthStatusQuery } from '@/gql/graphql';

type Status = AuthStatusQuery['authStatus'];
const KEY = 'umrah.lastSignedIn';

export function rememberSignedIn(status: Status): void {
  try {
    localStorage.setItem(KEY, JSON.stringify(status));
  } catch {
    // Storage full or refused: the offline pages then ask for a network.
  }
}

export function lastSignedIn(): Status | undefined {
  try {
    const status = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Status | null;
    return status?.isAuthenticated ? status : undefined;
  } catch {
    return undefined;
  }
}

export function forgetSignedIn(): void {
  localStorage.removeItem(KEY);
}
