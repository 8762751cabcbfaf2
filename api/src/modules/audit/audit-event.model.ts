import { BaseModel } from '../../lib/model.js';

export class AuditEventModel extends BaseModel {
  static override tableName = 'audit_events';
  // jsonb: written as JSON text, read back as an object.
  static override jsonAttributes = ['payload'];

  /** bigserial; BIGINT is parsed to a number (lib/db.ts). */
  id!: number;
  actorUserId!: string | null;
  action!: string;
  entityType!: string;
  entityId!: string | null;
  registrationId!: string | null;
  /** The trip the event concerns, when it concerns one (ADR 0092). */
  tripId!: string | null;
  payload!: Record<string, unknown>;
  /** The address of the request that caused it (inet); null for the worker or a CLI. */
  ip!: string | null;
  requestId!: string | null;
  createdAt!: Date;
}
