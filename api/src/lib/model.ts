// The one data-access style (ADR 0060): every table has an Objection model extending BaseModel.
// Rows come back with camelCase properties and go in from them; column references in where /
// orderBy clauses keep the table's snake_case names (the mappers rename row objects only).
import { Model, raw, snakeCaseMappers, type ModelObject } from 'objection';

export class BaseModel extends Model {
  // underscoreBeforeDigits: `isUnder18` is the column `is_under_18`, not `is_under18`.
  static override columnNameMappers = snakeCaseMappers({ underscoreBeforeDigits: true });
  // `.first()` / `findOne` ask the database for one row (LIMIT 1), as Knex's first() does.
  static override useLimitInFirst = true;
}

/** A model instance as plain data (no Objection methods): what repositories hand to services. */
export function plain<M extends Model>(model: M): ModelObject<M> {
  // Objection keeps its own state in non-enumerable properties: a spread copies the row only.
  return { ...model } as ModelObject<M>;
}

/** The transaction's time, for a timestamp column written by a patch or insert. */
export const now = () => raw('now()');
