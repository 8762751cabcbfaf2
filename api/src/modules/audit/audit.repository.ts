// The only code that touches audit_events.
import type { Knex } from 'knex';

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

const toRow = (e: AuditEvent) => ({
  actor_user_id: e.actorUserId,
  action: e.action,
  entity_type: e.entityType,
  entity_id: e.entityId,
  registration_id: e.registrationId ?? null,
  payload: JSON.stringify(e.payload ?? {}),
});

/** Audit events are written in the caller's transaction: the change and its record land together. */
export function createAuditRepository(db: Knex) {
  return {
    /** Writes the event; answers its id (a message caused by the event is keyed by it). */
    async record(e: AuditEvent, trx: Knex = db): Promise<number> {
      const [row] = await trx('audit_events').insert(toRow(e)).returning('id');
      return Number((row as { id: string | number }).id);
    },
    /** Many events in one statement (an export that includes passport numbers). */
    async recordMany(events: AuditEvent[], trx: Knex = db): Promise<void> {
      if (events.length) await trx('audit_events').insert(events.map(toRow));
    },
    async forEntity(entityType: string, entityId: string) {
      return db('audit_events').where({ entity_type: entityType, entity_id: entityId }).orderBy('id');
    },
    /** A registration's timeline, oldest first, with who did each thing. */
    async forRegistration(registrationId: string): Promise<AuditEntry[]> {
      const rows = await db('audit_events as a')
        .leftJoin('users as u', 'u.id', 'a.actor_user_id')
        .where('a.registration_id', registrationId)
        .orderBy('a.id')
        .select('a.id', 'a.action', 'a.created_at', 'a.payload', 'u.id as actor_id', 'u.username', 'u.full_name');
      return rows.map((r) => ({
        id: Number(r.id),
        action: r.action,
        at: r.created_at,
        actor: r.actor_id ? { id: r.actor_id, username: r.username, fullName: r.full_name } : null,
        payload: r.payload ?? {},
      }));
    },
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
