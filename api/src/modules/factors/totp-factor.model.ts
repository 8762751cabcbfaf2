import { BaseModel } from '../../lib/model.js';

export class TotpFactorModel extends BaseModel {
  static override tableName = 'totp_factors';
  static override idColumn = 'user_id';

  userId!: string;
  /** The base32 secret, encrypted with the field cipher (AAD: the account id). */
  secretEncrypted!: string;
  confirmedAt!: Date | null;
  /** The last time step accepted: a code of this step or an earlier one is refused (no replay). */
  lastTimeStep!: string | number | null;
  createdAt!: Date;
}
