// What the signed-in staff member may do (graphql/src/permissions.ts, ADR 0102), as the guard read
// it from the authentication check: pages show only the tabs and buttons of their role. The api
// enforces the same table on every call; hiding is for clarity, not for safety.
import type { Permission } from '@umrah/graphql';
import { createContext, useCallback, useContext, type ReactNode } from 'react';

const PermissionsContext = createContext<readonly string[]>([]);
const ViewerIdContext = createContext<string | null>(null);

export function PermissionsProvider({
  permissions,
  viewerId = null,
  children,
}: {
  permissions: readonly string[];
  viewerId?: string | null;
  children: ReactNode;
}) {
  return (
    <ViewerIdContext.Provider value={viewerId}>
      <PermissionsContext.Provider value={permissions}>{children}</PermissionsContext.Provider>
    </ViewerIdContext.Provider>
  );
}

/** The signed-in person's id, as the guard read it (what this device keeps is theirs: ADR 0133). */
export const useViewerId = (): string | null => useContext(ViewerIdContext);

/** `can('payments:record')`: whether the signed-in staff member holds the permission. */
export function useCan(): (permission: Permission) => boolean {
  const permissions = useContext(PermissionsContext);
  return useCallback((permission: Permission) => permissions.includes(permission), [permissions]);
}
