import knexFactory, { type Knex } from 'knex';
import { Model } from 'objection';
import pg from 'pg';
import type { Config } from '../config.js';

// timestamptz comes back as Date; we send ISO strings over the wire.
pg.types.setTypeParser(pg.types.builtins.INT8, (v: string) => Number(v));
// A calendar date stays a YYYY-MM-DD string (no time zone shift through a JS Date).
pg.types.setTypeParser(pg.types.builtins.DATE, (v: string) => v);

export type Db = Knex;

/** A transaction in progress. Services pass it along; only repositories look inside it. */
export type Tx = Knex.Transaction;

/** The data layer's unit of work: services run their load → apply → save → audit inside it. */
export interface Transactor {
  transaction<T>(work: (tx: Tx) => Promise<T>): Promise<T>;
}

export function createTransactor(db: Knex): Transactor {
  return { transaction: (work) => db.transaction(work) };
}

export function createDb(config: Pick<Config, 'DATABASE_URL' | 'DATABASE_POOL_MAX' | 'DATABASE_ACQUIRE_TIMEOUT_MS'>): Db {
  const db = knexFactory({
    client: 'pg',
    // A PostgreSQL that refuses or does not answer fails the new connection within 1.5 s (a
    // loaded server gets that long), and knex hands that error to the waiting request at once
    // (answered 503); the pool opens new connections once it answers again. The acquire timeout
    // only bounds waiting under load.
    connection: { connectionString: config.DATABASE_URL, connectionTimeoutMillis: 1500 },
    pool: { min: 0, max: config.DATABASE_POOL_MAX },
    acquireConnectionTimeout: config.DATABASE_ACQUIRE_TIMEOUT_MS,
  });
  Model.knex(db);
  return db;
}
