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
  /** The trip it concerns; left out, it is taken from the registration (migration 0019's trigger). */
  tripId?: string | null;
  payload?: Record<string, unknown>;
}

/** The audit log's filters, checked (graphql/src/audit-log.ts); days are Toronto's, both included. */
export interface AuditLogFilters {
  person?: string;
  traveller?: string;
  action?: string;
  from?: string;
  to?: string;
  /** One trip's events only (a uuid already checked by the service). */
  tripId?: string;
}

/** One line of the whole log: the event, who did it, and the traveller it concerns. */
export interface AuditLogRow {
  id: number;
  action: string;
  at: Date;
  payload: Record<string, unknown>;
  ip: string | null;
  requestId: string | null;
  actor: { username: string; fullName: string } | null;
  traveller: { registrationId: string; username: string; fullName: string } | null;
}

type LogRow = Pick<AuditEventModel, 'id' | 'action' | 'createdAt' | 'payload' | 'ip' | 'requestId' | 'registrationId'> & {
  actorUsername: string | null;
  actorFullName: string | null;
  travellerUsername: string | null;
  travellerFullName: string | null;
};

const toLogRow = (r: LogRow): AuditLogRow => ({
  id: r.id,
  action: r.action,
  at: r.createdAt,
  payload: r.payload ?? {},
  ip: r.ip,
  requestId: r.requestId,
  actor: r.actorUsername === null ? null : { username: r.actorUsername, fullName: r.actorFullName ?? '' },
  traveller:
    r.registrationId === null || r.travellerUsername === null
      ? null
      : { registrationId: r.registrationId, username: r.travellerUsername, fullName: r.travellerFullName ?? '' },
});

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
  // A lead acting for their companion (ADR 0123): the lead did it, for the companion.
  const acting = context?.actingFor && e.actorUserId === context.actingFor.travellerId ? context.actingFor : undefined;
  return {
    actorUserId: acting ? acting.leadId : e.actorUserId,
    action: e.action,
    entityType: e.entityType,
    entityId: e.entityId,
    registrationId: e.registrationId ?? null,
    ...(e.tripId ? { tripId: e.tripId } : {}),
    payload: acting ? { ...(e.payload ?? {}), actingFor: acting.travellerId } : (e.payload ?? {}),
    ip: context?.ip ?? null,
    requestId: context?.requestId ?? null,
  };
};

/** Audit events are written in the caller's transaction: the change and its record land together. */
export function createAuditRepository(db: Knex) {
  const q = (trx: Knex = db) => AuditEventModel.query(trx);

  /** The log's rows matching the filters, with their actor and traveller; unordered, unpaged. */
  const filtered = (f: AuditLogFilters) => {
    const query = q()
      .alias('a')
      .leftJoin('users as actor', 'actor.id', 'a.actor_user_id')
      .leftJoin('trip_registrations as r', 'r.id', 'a.registration_id')
      .leftJoin('users as t', 't.id', 'r.user_id');
    if (f.person) query.whereRaw('lower(actor.username) = lower(?)', [f.person]);
    if (f.traveller) query.whereRaw('lower(t.username) = lower(?)', [f.traveller]);
    if (f.action) query.where('a.action', f.action);
    if (f.tripId) query.where('a.trip_id', f.tripId);
    // Whole days in Toronto: from its first moment to the next day's first moment.
    if (f.from) query.whereRaw(`a.created_at >= (?::date)::timestamp AT TIME ZONE 'America/Toronto'`, [f.from]);
    if (f.to) query.whereRaw(`a.created_at < (?::date + 1)::timestamp AT TIME ZONE 'America/Toronto'`, [f.to]);
    return query;
  };
  const withPeople = (query: ReturnType<typeof filtered>) =>
    query
      .select(
        'a.id',
        'a.action',
        'a.created_at',
        'a.payload',
        'a.ip',
        'a.request_id',
        'a.registration_id',
        'actor.username as actor_username',
        'actor.full_name as actor_full_name',
        't.username as traveller_username',
        't.full_name as traveller_full_name',
      )
      .castTo<LogRow[]>();
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
    /** One page of the log, newest first, and how many events match. */
    async page(f: AuditLogFilters, page: number, pageSize: number): Promise<{ items: AuditLogRow[]; total: number }> {
      const [rows, [counted]] = await Promise.all([
        withPeople(filtered(f))
          .orderBy('a.id', 'desc')
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        filtered(f).count('* as count').castTo<{ count: string | number }[]>(),
      ]);
      return { items: rows.map(toLogRow), total: Number(counted?.count ?? 0) };
    },
    /** Every matching event, newest first, a batch at a time (keyset on the id: the export). */
    async *exportRows(f: AuditLogFilters, batchSize = 1000): AsyncGenerator<AuditLogRow[]> {
      let before: number | null = null;
      for (;;) {
        const query = withPeople(filtered(f)).orderBy('a.id', 'desc').limit(batchSize);
        if (before !== null) query.where('a.id', '<', before);
        const rows = await query;
        if (!rows.length) return;
        yield rows.map(toLogRow);
        if (rows.length < batchSize) return;
        before = rows[rows.length - 1]!.id;
      }
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
