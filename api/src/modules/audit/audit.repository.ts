import type { Knex } from 'knex';

export interface AuditEvent {
  actorUserId: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  payload?: Record<string, unknown>;
}

/** Audit events are written in the caller's transaction: the change and its record land together. */
export function createAuditRepository(db: Knex) {
  return {
    async record(e: AuditEvent, trx: Knex = db): Promise<void> {
      await trx('audit_events').insert({
        actor_user_id: e.actorUserId,
        action: e.action,
        entity_type: e.entityType,
        entity_id: e.entityId,
        payload: JSON.stringify(e.payload ?? {}),
      });
    },
    async forEntity(entityType: string, entityId: string) {
      return db('audit_events').where({ entity_type: entityType, entity_id: entityId }).orderBy('id');
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
