import { BaseModel } from '../../lib/model.js';

/** Which privacy notice a person accepted, when and from where (ADR 0101). */
export class ConsentModel extends BaseModel {
  static override tableName = 'consents';

  /** bigserial; BIGINT is parsed to a number (lib/db.ts). */
  id!: number;
  userId!: string;
  noticeVersion!: string;
  /** 'form': the sign-up form showed the notice; 'api': a client that does not know it. */
  source!: 'form' | 'api';
  acceptedAt!: Date;
  /** inet; erased when the account is deleted. */
  ip!: string | null;
}
