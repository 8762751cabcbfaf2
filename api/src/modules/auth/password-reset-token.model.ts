import { BaseModel } from '../../lib/model.js';

export class PasswordResetTokenModel extends BaseModel {
  static override tableName = 'password_reset_tokens';

  id!: string;
  userId!: string;
  /** SHA-256 of the token: the database never holds a usable token. */
  tokenHash!: string;
  expiresAt!: Date;
  usedAt!: Date | null;
  createdAt!: Date;
}
