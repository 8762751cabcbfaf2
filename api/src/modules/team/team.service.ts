// The team (docs/product.md#the-team, ADRs 0102, 0103): the owner invites staff by email with a
// role (a single-use link, 72 hours, stored hashed), changes a role or revokes an account; every
// change ends the sessions of the account concerned and is audited. The team never loses its last
// owner: the owners are locked while a change that could remove one is decided.
import {
  acceptInvitationRules,
  INVITATION_VALID_HOURS,
  invitationStatus,
  inviteRules,
  staffRoleRules,
  TEAM_MESSAGES,
  type InvitationStatus,
  type StaffRole,
  SERVER_MESSAGES,
} from '@umrah/graphql';
import { createHash, randomBytes } from 'node:crypto';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { assertHashCapacity, hashPassword } from '../../lib/passwords.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import { EMAIL_UNIQUE, USERNAME_UNIQUE, type User, type UsersRepository } from '../users/users.repository.js';
import type { StaffInvitation, TeamRepository } from './team.repository.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

export interface StaffMemberView {
  id: string;
  username: string;
  fullName: string;
  email: string;
  /** null: revoked. */
  staffRole: StaffRole | null;
}

export interface StaffInvitationView {
  id: string;
  email: string;
  staffRole: StaffRole;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
}

const toMember = (u: User): StaffMemberView => ({ id: u.id, username: u.username, fullName: u.fullName, email: u.email ?? '', staffRole: u.staffRole });

const invalidLink = () => new AppError('BAD_USER_INPUT', TEAM_MESSAGES.invitation, { token: TEAM_MESSAGES.invitation });
const memberNotFound = () => new AppError('NOT_FOUND', TEAM_MESSAGES.memberNotFound);
const lastOwner = () => new AppError('CONFLICT', TEAM_MESSAGES.lastOwner);
const USERNAME_EXISTS = SERVER_MESSAGES.usernameExists;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface Deps {
  tx: Transactor;
  users: UsersRepository;
  team: TeamRepository;
  audit: AuditRepository;
  messages: Pick<MessagesService, 'staffInvitation'>;
  /** Usernames nobody may take (the configured admin's). */
  reservedUsernames?: string[];
  clock?: () => Date;
}

export function createTeamService({ tx, users, team, audit, messages, reservedUsernames = [], clock = () => new Date() }: Deps) {
  const reserved = new Set(reservedUsernames.map((u) => u.toLowerCase()));
  const toInvitationView = (i: StaffInvitation): StaffInvitationView => ({
    id: i.id,
    email: i.email,
    staffRole: i.staffRole,
    status: invitationStatus(i, clock()),
    expiresAt: i.expiresAt.toISOString(),
    createdAt: i.createdAt.toISOString(),
  });

  /**
   * Sets a member's role (null: revoked) under the owners' lock: the last owner can neither be
   * demoted nor revoked, by themselves or anyone. Their sessions end at once (access_changed_at).
   */
  async function setRole(ownerId: string, memberId: string, staffRole: StaffRole | null, action: 'team.role_changed' | 'team.access_revoked') {
    if (!UUID.test(memberId)) throw memberNotFound();
    return tx.transaction(async (trx: Tx) => {
      const owners = await users.lockOwners(trx);
      const member = await users.lockStaff(memberId, trx);
      if (!member) throw memberNotFound();
      const leavesNoOwner = member.staffRole === 'owner' && staffRole !== 'owner' && owners.length <= 1;
      if (leavesNoOwner) throw lastOwner();
      if (member.staffRole !== staffRole) {
        await users.setStaffRole(member.id, staffRole, trx);
        await audit.record(
          {
            actorUserId: ownerId,
            action,
            entityType: 'user',
            entityId: member.id,
            payload: { username: member.username, from: member.staffRole, to: staffRole },
          },
          trx,
        );
      }
      return toMember({ ...member, staffRole });
    });
  }

  return {
    async list(): Promise<{ members: StaffMemberView[]; invitations: StaffInvitationView[] }> {
      const [members, invitations] = await Promise.all([users.listStaff(), team.list()]);
      return { members: members.map(toMember), invitations: invitations.map(toInvitationView) };
    },

    /** An invitation by email; its link goes out with it (through the outbox). */
    async invite(ownerId: string, input: unknown): Promise<StaffInvitationView> {
      const { email, staffRole } = validate(inviteRules, input);
      // A traveller's account stays a traveller's: staff sign in with an account of their own.
      if (await users.emailTaken(email)) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken, { email: TEAM_MESSAGES.emailTaken });
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(clock().getTime() + INVITATION_VALID_HOURS * 3_600_000);
      return tx.transaction(async (trx) => {
        const invitation = await team.insert({ email, staffRole, tokenHash: sha256(token), invitedBy: ownerId, expiresAt }, trx);
        await messages.staffInvitation(trx, { email, staffRole, invitationId: invitation.id, token });
        await audit.record(
          { actorUserId: ownerId, action: 'team.invited', entityType: 'staff_invitation', entityId: invitation.id, payload: { email, role: staffRole } },
          trx,
        );
        return toInvitationView(invitation);
      });
    },

    /** What the link's page shows before the account is made; an unusable link is refused. */
    async preview(token: string): Promise<{ email: string; staffRole: StaffRole }> {
      const invitation = token && token.length <= 200 ? await team.findUsable(sha256(token), clock()) : undefined;
      if (!invitation) throw invalidLink();
      return { email: invitation.email, staffRole: invitation.staffRole };
    },

    /** Makes the staff account the invitation names, once; the link is spent with it. */
    async accept(input: unknown): Promise<User> {
      const { token, ...values } = validate(acceptInvitationRules, input);
      assertHashCapacity();
      if (reserved.has(values.username.toLowerCase())) throw new AppError('CONFLICT', USERNAME_EXISTS, { username: USERNAME_EXISTS });
      const passwordHash = await hashPassword(values.password);
      try {
        return await tx.transaction(async (trx) => {
          const invitation = await team.lockUsable(sha256(token), clock(), trx);
          if (!invitation) throw invalidLink();
          const user = await users.insert(
            { ...values, email: invitation.email, passwordHash, role: 'admin', staffRole: invitation.staffRole, emailVerified: true },
            trx,
          );
          await team.markAccepted(invitation.id, user.id, trx);
          await audit.record(
            {
              actorUserId: user.id,
              action: 'team.invitation_accepted',
              entityType: 'staff_invitation',
              entityId: invitation.id,
              payload: { username: user.username, role: invitation.staffRole },
            },
            trx,
          );
          return user;
        });
      } catch (err) {
        const constraint = uniqueViolation(err);
        if (constraint === USERNAME_UNIQUE) throw new AppError('CONFLICT', USERNAME_EXISTS, { username: USERNAME_EXISTS });
        if (constraint === EMAIL_UNIQUE) throw new AppError('CONFLICT', TEAM_MESSAGES.emailTaken);
        throw err;
      }
    },

    async revokeInvitation(ownerId: string, id: string): Promise<void> {
      if (!UUID.test(id)) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
      await tx.transaction(async (trx) => {
        const invitation = await team.revoke(id, trx);
        if (!invitation) throw new AppError('NOT_FOUND', TEAM_MESSAGES.invitationNotFound);
        await audit.record(
          { actorUserId: ownerId, action: 'team.invitation_revoked', entityType: 'staff_invitation', entityId: id, payload: { email: invitation.email } },
          trx,
        );
      });
    },

    async changeRole(ownerId: string, memberId: string, input: unknown): Promise<StaffMemberView> {
      const { staffRole } = validate(staffRoleRules, input);
      return setRole(ownerId, memberId, staffRole, 'team.role_changed');
    },

    async revoke(ownerId: string, memberId: string): Promise<StaffMemberView> {
      return setRole(ownerId, memberId, null, 'team.access_revoked');
    },
  };
}
export type TeamService = ReturnType<typeof createTeamService>;
