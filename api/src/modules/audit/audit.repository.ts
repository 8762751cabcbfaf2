// The only code that touches audit_events.
import type { Knex } from 'knex';
import type { ModelObject, PartialModelObject } from 'objection';
import { plain } from '../../lib/model.js';
import { requestContext } from '../../lib/request-context.js';
import { AuditEventModel } from './audit-event.model.js';

export interface AuditEvent {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  /** The registration the event concerns, so its timeline finds it. */
  registrationId?: string | null;
  payload?: Record<string, unknown>;
}

export interface AuditEntry {
  id: number;
  action: string;
  at: Date;
  actor: { id: string; username: string; fullName: string } | null;
  payload: Record<string, unknown>;
}

// The model's properties are the event's; the optional parts get their stored defaults. Where and
// through which request it happened comes from the request's context (none for the worker or a CLI).
const toModel = (e: AuditEvent): PartialModelObject<AuditEventModel> => {
  const context = requestContext();
  return {
    actorUserId: e.actorUserId,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId,
    registrationId: e.registrationId ?? null,
    payload: e.payload ?? {},
    ip: context?.ip ?? null,
    requestId: context?.requestId ?? null,
  };
};

/** Audit events are written in the caller's transaction: the change and its record land together. */
export function createAuditRepository(db: Knex) {
  const q = (trx: Knex = db) => AuditEventModel.query(trx);
  return {
    /** Writes the event; answers its id (a message caused by the event is keyed by it). */
    async record(e: AuditEvent, trx: Knex = db): Promise<number> {
      const m = await q(trx).insert(toModel(e)).returning('id');
      return m.id;
    },
    /** Many events in one statement (an export that includes passport numbers, a batch of starts); answers their ids in the order given. */
    async recordMany(events: AuditEvent[], trx: Knex = db): Promise<number[]> {
      if (!events.length) return [];
      const rows = (await q(trx).insert(events.map(toModel)).returning('id')) as unknown as { id: number }[];
      // PostgreSQL answers a multi-row VALUES insert in its order; the ids are an identity, so they rise with it.
      return rows.map((r) => r.id).sort((a, b) => a - b);
    },
    async forEntity(entityType: string, entityId: string): Promise<ModelObject<AuditEventModel>[]> {
      return (await q().where({ entity_type: entityType, entity_id: entityId }).orderBy('id')).map(plain);
    },
    /** A registration's timeline, oldest first, with who did each thing. */
    async forRegistration(registrationId: string): Promise<AuditEntry[]> {
      const rows = await q()
        .alias('a')
        .leftJoin('users as u', 'u.id', 'a.actor_user_id')
        .where('a.registration_id', registrationId)
        .orderBy('a.id')
        .select('a.id', 'a.action', 'a.created_at', 'a.payload', 'u.id as actor_id', 'u.username', 'u.full_name')
        .castTo<(Pick<AuditEventModel, 'id' | 'action' | 'createdAt' | 'payload'> & { actorId: string | null; username: string; fullName: string })[]>();
      return rows.map((r) => ({
        id: r.id,
        action: r.action,
        at: r.createdAt,
        actor: r.actorId ? { id: r.actorId, username: r.username, fullName: r.fullName } : null,
        payload: r.payload ?? {},
      }));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
