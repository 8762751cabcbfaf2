// The only code that touches staff_invitations.
import type { StaffRole } from '@umrah/graphql';
import type { Knex } from 'knex';
import { now, plain } from '../../lib/model.js';
import { StaffInvitationModel } from './staff-invitation.model.js';

export interface StaffInvitation {
  id: string;
  email: string;
  staffRole: StaffRole;
  invitedBy: string | null;
  expiresAt: Date;
  acceptedAt: Date | null;
  acceptedUserId: string | null;
  revokedAt: Date | null;
  createdAt: Date;
}

const toInvitation = (m: StaffInvitationModel): StaffInvitation => {
  const { tokenHash: _hidden, ...rest } = plain(m);
  return rest;
};

export function createTeamRepository(db: Knex) {
  const q = (trx: Knex = db) => StaffInvitationModel.query(trx);
  return {
    async insert(i: { email: string; staffRole: StaffRole; tokenHash: string; invitedBy: string; expiresAt: Date }, trx: Knex): Promise<StaffInvitation> {
      const m = await q(trx).insertAndFetch(i);
      return toInvitation(m);
    },
    /** The invitation a link names, locked, while it may still be accepted (unused, not revoked, not expired). */
    async lockUsable(tokenHash: string, at: Date, trx: Knex): Promise<StaffInvitation | undefined> {
      const m = await q(trx).where({ token_hash: tokenHash }).whereNull('accepted_at').whereNull('revoked_at').where('expires_at', '>', at).forUpdate().first();
      return m && toInvitation(m);
    },
    async findUsable(tokenHash: string, at: Date): Promise<StaffInvitation | undefined> {
      const m = await q().where({ token_hash: tokenHash }).whereNull('accepted_at').whereNull('revoked_at').where('expires_at', '>', at).first();
      return m && toInvitation(m);
    },
    async markAccepted(id: string, userId: string, trx: Knex): Promise<void> {
      await q(trx).patch({ acceptedAt: now(), acceptedUserId: userId }).where({ id });
    },
    /** Revokes an invitation not yet accepted; answers it, or undefined when there is none to revoke. */
    async revoke(id: string, trx: Knex): Promise<StaffInvitation | undefined> {
      const [m] = await q(trx).patch({ revokedAt: now() }).where({ id }).whereNull('accepted_at').whereNull('revoked_at').returning('*');
      return m && toInvitation(m as StaffInvitationModel);
    },
    /** The 100 newest invitations. */
    async list(): Promise<StaffInvitation[]> {
      return (await q().orderBy('created_at', 'desc').orderBy('id').limit(100)).map(toInvitation);
    },
  };
}
export type TeamRepository = ReturnType<typeof createTeamRepository>;
