// The team's invitations and role changes (docs/product.md#the-team, ADR 0103): the rules both
// faces validate and the texts people read.
import { z } from 'zod';
import { STAFF_ROLES } from './permissions.js';
import { signUpRules } from './rules.js';

/** An invitation link works once, for this long. */
export const INVITATION_VALID_HOURS = 72;

export const TEAM_MESSAGES = {
  role: 'Choose a role: Owner, Reviewer, Treasurer or Tour leader',
  invitation: 'This invitation link is invalid, was already used or has expired. Ask the owner for a new one.',
  emailTaken: 'This email already belongs to an account',
  lastOwner: 'The team needs an owner: make someone else owner first',
  memberNotFound: 'No such member of the team',
  invitationNotFound: 'No such invitation',
} as const;

const staffRole = z.enum(STAFF_ROLES, TEAM_MESSAGES.role);

export const inviteRules = z.object({
  email: signUpRules.shape.email,
  staffRole,
});
export type InviteValues = z.infer<typeof inviteRules>;

export const staffRoleRules = z.object({ staffRole });

/** The invited person's account: the sign-up's fields, the email being the invitation's. */
export const acceptInvitationRules = signUpRules.omit({ email: true }).extend({
  token: z.string(TEAM_MESSAGES.invitation).min(1, TEAM_MESSAGES.invitation).max(200, TEAM_MESSAGES.invitation),
});
export type AcceptInvitationValues = z.infer<typeof acceptInvitationRules>;

export type InvitationStatus = 'pending' | 'accepted' | 'revoked' | 'expired';

/** Where an invitation stands, at `now`. */
export function invitationStatus(i: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date }, now: Date): InvitationStatus {
  if (i.acceptedAt) return 'accepted';
  if (i.revokedAt) return 'revoked';
  return i.expiresAt.getTime() <= now.getTime() ? 'expired' : 'pending';
}

export const INVITATION_STATUS_LABELS: Readonly<Record<InvitationStatus, string>> = {
  pending: 'Waiting for an answer',
  accepted: 'Accepted',
  revoked: 'Revoked',
  expired: 'Expired',
};
