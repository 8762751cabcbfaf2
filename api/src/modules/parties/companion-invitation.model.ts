import { BaseModel } from '../../lib/model.js';

/** An adult companion's invitation to claim their managed account (migration 0028): a hashed single-use token. */
export class CompanionInvitationModel extends BaseModel {
  static override tableName = 'companion_invitations';

  id!: string;
  userId!: string;
  invitedBy!: string;
  email!: string;
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
