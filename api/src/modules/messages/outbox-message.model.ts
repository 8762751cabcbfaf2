import { BaseModel } from '../../lib/model.js';

export class OutboxMessageModel extends BaseModel {
  static override tableName = 'outbox_messages';
  static override jsonAttributes = ['payload'];

  id!: number;
  kind!: string;
  recipientUserId!: string | null;
  toEmail!: string;
  dedupeKey!: string;
  payload!: Record<string, unknown>;
  status!: 'pending' | 'sent' | 'dead';
  attempts!: number;
  nextAttemptAt!: Date;
  lockedUntil!: Date | null;
  sentAt!: Date | null;
  lastError!: string | null;
  deadAt!: Date | null;
  createdAt!: Date;
}
