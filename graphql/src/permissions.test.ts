import { describe, expect, it } from 'vitest';
import { roleCan, isStaffRole, permissionsOf, PERMISSIONS, STAFF_ROLE_LABELS, STAFF_ROLES } from './permissions.js';

describe('roleCan', () => {
  it('when the role is owner, then every permission is granted', () => {
    for (const p of PERMISSIONS) expect(roleCan('owner', p)).toBe(true);
  });

  it.each([
    ['reviewer', ['roster:read', 'registrations:export', 'forms:review', 'visas:review', 'documents:read', 'passports:reveal']],
    ['treasurer', ['roster:read', 'payments:record', 'refunds:record', 'finance:read', 'ledger:export']],
    ['leader', ['roster:read', 'medical:read', 'headcount:write', 'rooms:read']],
  ] as const)('when the role is %s, then exactly %j are granted', (role, granted) => {
    expect(permissionsOf(role)).toEqual(granted);
  });

  it.each([null, undefined])('when there is no staff role (%s), then nothing is granted', (role) => {
    for (const p of PERMISSIONS) expect(roleCan(role, p)).toBe(false);
    expect(permissionsOf(role)).toEqual([]);
  });

  it.each(['admin', 'traveler', 'toString', '__proto__', 'constructor', ''])('when the role is the unknown %j, then nothing is granted', (role) => {
    expect(roleCan(role as never, 'roster:read')).toBe(false);
  });

  it('when the leader asks for passports, documents or money, then each is refused', () => {
    expect(roleCan('leader', 'passports:reveal')).toBe(false);
    expect(roleCan('leader', 'documents:read')).toBe(false);
    expect(roleCan('leader', 'finance:read')).toBe(false);
  });

  it('when the team and the audit log are asked for, then only the owner has them', () => {
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'team:manage'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'audit:read'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'trips:manage'))).toEqual(['owner']);
  });

  it('when medical notes are asked for, then only the owner and the leader have them', () => {
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'medical:read'))).toEqual(['owner', 'leader']);
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'rooms:read'))).toEqual(['owner', 'leader']);
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'rooms:write'))).toEqual(['owner']);
    expect(STAFF_ROLES.filter((r) => roleCan(r, 'headcount:write'))).toEqual(['owner', 'leader']);
  });
});

describe('isStaffRole and labels', () => {
  it('when each role is checked, then it is one, with its label', () => {
    expect(STAFF_ROLES.map(isStaffRole)).toEqual([true, true, true, true]);
    expect(STAFF_ROLES.map((r) => STAFF_ROLE_LABELS[r])).toEqual(['Owner', 'Reviewer', 'Treasurer', 'Tour leader']);
  });

  it.each([7, null, 'Owner', 'admin'])('when %j is checked, then it is no staff role', (v) => {
    expect(isStaffRole(v)).toBe(false);
  });
});
