import type { Knex } from 'knex';
import { userSearchText } from '../sql-expressions.js';

// Search that ignores accents: an admin typing "cote" finds "Côté". unaccent is a trusted
// extension (the database's owner may create it); its function is not IMMUTABLE, as an index
// expression must be, so umrah_fold wraps it with its dictionary named (the documented way).
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS unaccent');
  await knex.raw(`CREATE FUNCTION umrah_fold(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
    RETURN lower(public.unaccent('public.unaccent'::regdictionary, $1))`);
  await knex.raw('DROP INDEX users_search_trgm');
  await knex.raw(`CREATE INDEX users_search_trgm ON users USING gin ((${userSearchText()}) gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX users_search_trgm');
  await knex.raw(`CREATE INDEX users_search_trgm ON users USING gin ((lower(full_name || chr(31) || username || chr(31) || email)) gin_trgm_ops)`);
  await knex.raw('DROP FUNCTION umrah_fold(text)');
}
