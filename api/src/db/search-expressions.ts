// SQL expressions shared by a migration's indexes and the queries that must match them exactly
// (Postgres uses an expression index only for the same expression).
import { REGISTRATION_STATUSES } from '@umrah/graphql';

const col = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** A traveller's searchable text: name, username and email, lowercased, split by a unit separator. */
export const userSearchText = (alias?: string) =>
  `lower(${col(alias, 'full_name')} || chr(31) || ${col(alias, 'username')} || chr(31) || ${col(alias, 'email')})`;

/** A registration's place in the journey (PENDING 0 … COMPLETED 6), for the "by status" sort. */
export const statusRank = (alias?: string) => `(CASE ${col(alias, 'status')} ${REGISTRATION_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} END)`;
