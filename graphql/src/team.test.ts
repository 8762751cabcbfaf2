import { describe, expect, it } from 'vitest';
import { acceptInvitationRules, invitationStatus, INVITATION_STATUS_LABELS, inviteRules, staffRoleRules } from './team.js';
import { errorsOf } from './errors-of.test-util.js';

describe('inviteRules', () => {
  it('when the email and role are valid, then they pass, the email trimmed', () => {
    expect(inviteRules.parse({ email: ' sara@example.com ', staffRole: 'treasurer' })).toEqual({ email: 'sara@example.com', staffRole: 'treasurer' });
  });

  it.each([
    [{ email: 'nope', staffRole: 'owner' }, { email: 'Please enter a valid email address' }],
    [{ email: 'a@example.com', staffRole: 'admin' }, { staffRole: 'Choose a role: Owner, Reviewer, Treasurer or Tour leader' }],
    [{ email: 'a@example.com' }, { staffRole: 'Choose a role: Owner, Reviewer, Treasurer or Tour leader' }],
    [{ staffRole: 'leader' }, { email: 'Please enter a valid email address' }],
  ])('when the input is %j, then %j', (input, errors) => {
    expect(errorsOf(inviteRules, input)).toEqual(errors);
  });
});

describe('staffRoleRules', () => {
  it.each(['owner', 'reviewer', 'treasurer', 'leader'])('when the role is %s, then it passes', (staffRole) => {
    expect(staffRoleRules.parse({ staffRole })).toEqual({ staffRole });
  });

  it.each(['Owner', 'editor', '', 7])('when the role is %j, then it is refused', (staffRole) => {
    expect(errorsOf(staffRoleRules, { staffRole })).toEqual({ staffRole: 'Choose a role: Owner, Reviewer, Treasurer or Tour leader' });
  });
});

describe('acceptInvitationRules', () => {
  const valid = { token: 't0k', fullName: 'Sara Treasurer', phone: '4165550123', username: 'sara_t', password: 'long-secret' };

  it('when every field is valid, then they pass without an email', () => {
    expect(acceptInvitationRules.parse({ ...valid, email: 'x@example.com' })).toEqual(valid);
  });

  it.each([
    [{ token: '' }, { token: 'This invitation link is invalid, was already used or has expired. Ask the owner for a new one.' }],
    [{ token: 'x'.repeat(201) }, { token: 'This invitation link is invalid, was already used or has expired. Ask the owner for a new one.' }],
    [{ token: undefined }, { token: 'This invitation link is invalid, was already used or has expired. Ask the owner for a new one.' }],
    [{ password: '12345' }, { password: 'Password must be at least 6 characters' }],
    [{ username: 'ab' }, { username: 'Username must be at least 3 characters' }],
  ])('when %j, then %j', (over, errors) => {
    expect(errorsOf(acceptInvitationRules, { ...valid, ...over })).toEqual(errors);
  });
});

describe('invitationStatus', () => {
  const now = new Date('2026-05-01T12:00:00Z');
  const at = (iso: string) => new Date(iso);

  it.each([
    [{ acceptedAt: at('2026-04-30T00:00:00Z'), revokedAt: at('2026-04-30T01:00:00Z'), expiresAt: at('2026-04-01T00:00:00Z') }, 'accepted', 'Accepted'],
    [{ acceptedAt: null, revokedAt: at('2026-04-30T01:00:00Z'), expiresAt: at('2026-04-01T00:00:00Z') }, 'revoked', 'Revoked'],
    [{ acceptedAt: null, revokedAt: null, expiresAt: at('2026-05-01T12:00:00Z') }, 'expired', 'Expired'],
    [{ acceptedAt: null, revokedAt: null, expiresAt: at('2026-05-01T12:00:00.001Z') }, 'pending', 'Waiting for an answer'],
  ] as const)('when the invitation is %j, then it is %s ("%s")', (invitation, status, label) => {
    expect(invitationStatus(invitation, now)).toBe(status);
    expect(INVITATION_STATUS_LABELS[status]).toBe(label);
  });
});
