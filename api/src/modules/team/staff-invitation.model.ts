import type { StaffRole } from '@umrah/graphql';
import { BaseModel } from '../../lib/model.js';

export class StaffInvitationModel extends BaseModel {
  static override tableName = 'staff_invitations';

  id!: string;
  email!: string;
  staffRole!: StaffRole;
  /** SHA-256 of the token: the database never holds a usable link. */
  tokenHash!: string;
  invitedBy!: string | null;
  expiresAt!: Date;
  acceptedAt!: Date | null;
  acceptedUserId!: string | null;
  revokedAt!: Date | null;
  createdAt!: Date;
}
