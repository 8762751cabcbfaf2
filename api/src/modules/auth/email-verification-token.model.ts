import { BaseModel } from '../../lib/model.js';

export class EmailVerificationTokenModel extends BaseModel {
  static override tableName = 'email_verification_tokens';

  id!: string;
  userId!: string;
  /** The address this link confirms (an older link dies with an email change). */
  email!: string;
  /** SHA-256 of the token: the database never holds a usable token. */
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
