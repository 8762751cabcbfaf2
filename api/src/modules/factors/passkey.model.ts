import { BaseModel } from '../../lib/model.js';

export class PasskeyModel extends BaseModel {
  static override tableName = 'passkeys';

  id!: string;
  userId!: string;
  /** The credential's public key, base64url. */
  publicKey!: string;
  counter!: string | number;
  transports!: string[];
  createdAt!: Date;
  lastUsedAt!: Date | null;
}
