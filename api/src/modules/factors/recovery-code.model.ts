import { BaseModel } from '../../lib/model.js';

export class RecoveryCodeModel extends BaseModel {
  static override tableName = 'recovery_codes';

  id!: string;
  userId!: string;
  codeHash!: string;
  usedAt!: Date | null;
  createdAt!: Date;
}
