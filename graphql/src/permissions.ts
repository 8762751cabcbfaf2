// Who on the team may do what (docs/product.md#the-team, ADR 0102): one table, read by the api's
// guards on both faces and by the web to show only what a role may do. Permissions are coarse on
// purpose: a new admin operation names the permission of the work it belongs to.

/** The roles of staff accounts (the CMS's editor is a Payload user, not one of these). */
export const STAFF_ROLES = ['owner', 'reviewer', 'treasurer', 'leader'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const PERMISSIONS = [
  'roster:read',
  'registrations:export',
  'forms:review',
  'visas:review',
  'documents:read',
  'passports:reveal',
  // Medical notes and mobility needs (ADR 0120): the owner and the leader, who cares for the group on the ground.
  'medical:read',
  // Headcounts on the road (ADR 0131): start, mark and close a check: the leader and the owner.
  'headcount:write',
  'payments:record',
  'refunds:record',
  'finance:read',
  'ledger:export',
  'seats:manage',
  'announcements:send',
  'messages:manage',
  'interest:read',
  'trips:manage',
  // Rooms, buses and the hotels' rooming lists (issue 36, ADR 0125): the leader reads the board on the ground; the owner changes it.
  'rooms:read',
  'rooms:write',
  'team:manage',
  'audit:read',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const REVIEWER: readonly Permission[] = ['roster:read', 'registrations:export', 'forms:review', 'visas:review', 'documents:read', 'passports:reveal'];
const TREASURER: readonly Permission[] = ['roster:read', 'payments:record', 'refunds:record', 'finance:read', 'ledger:export'];
// The leader reads the roster on the trip and the group's medical and mobility needs: no passport
// numbers, no scans, no money.
const LEADER: readonly Permission[] = ['roster:read', 'medical:read', 'rooms:read', 'headcount:write'];

/** The permission table: what each role may do. The owner may do everything. */
export const ROLE_PERMISSIONS: Readonly<Record<StaffRole, readonly Permission[]>> = {
  owner: PERMISSIONS,
  reviewer: REVIEWER,
  treasurer: TREASURER,
  leader: LEADER,
};

export const STAFF_ROLE_LABELS: Readonly<Record<StaffRole, string>> = {
  owner: 'Owner',
  reviewer: 'Reviewer',
  treasurer: 'Treasurer',
  leader: 'Tour leader',
};

export const isStaffRole = (value: unknown): value is StaffRole => typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);

/** Whether a staff role holds a permission; no role (a traveller, anonymous) holds none. */
export const roleCan = (role: StaffRole | null | undefined, permission: Permission): boolean =>
  isStaffRole(role) && ROLE_PERMISSIONS[role].includes(permission);

/** Every permission of a role, in the table's order (none for a traveller). */
export const permissionsOf = (role: StaffRole | null | undefined): Permission[] => PERMISSIONS.filter((p) => roleCan(role, p));
