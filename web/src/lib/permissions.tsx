// What the signed-in staff member may do (graphql/src/permissions.ts, ADR 0102), as the guard read
// it from the authentication check: pages show only the tabs and buttons of their role. The api
// enforces the same table on every call; hiding is for clarity, not for safety.
import type { Permission } from '@umrah/graphql';
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const PermissionsContext = createContext<readonly string[]>([]);

export function PermissionsProvider({ permissions, children }: { permissions: readonly string[]; children: ReactNode }) {
  return <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>;
}

/** `can('payments:record')`: whether the signed-in staff member holds the permission. */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useContext(PermissionsContext);
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
}
