// SQL expressions written once: those a migration's index and its queries must share exactly
// (Postgres uses an expression index only for the same expression), and the predicates several
// queries ask of a registration.
import { REGISTRATION_STATUSES, type RegistrationStatusValue } from '@umrah/graphql';

const col = (alias: string | undefined, name: string) => (alias ? `${alias}.${name}` : name);

/** Text folded for searching: lowercase, accents off ("Côté" is "cote"); migration 0011 defines it. */
export const folded = (sql: string) => `umrah_fold(${sql})`;

/** A traveller's searchable text: name, username and email (none for a managed companion), folded, split by a unit separator. */
export const userSearchText = (alias?: string) =>
  folded(`${col(alias, 'full_name')} || chr(31) || ${col(alias, 'username')} || chr(31) || coalesce(${col(alias, 'email')}, '')`);

/** People's names in the order a reader expects: accents and case aside (ICU's root collation). */
export const nameOrder = (sql: string) => `${sql} COLLATE "und-x-icu"`;

/** A registration's place in the journey (PENDING 0 … COMPLETED 6), for the "by status" sort. */
export const statusRank = (alias?: string) => `(CASE ${col(alias, 'status')} ${REGISTRATION_STATUSES.map((s, i) => `WHEN '${s}' THEN ${i}`).join(' ')} END)`;

/** A submitted registration form that no admin has approved yet. */
export const formAwaitingReview = 'form_submitted and not form_approved';

/** Visa documents submitted and not approved yet. */
export const visaAwaitingReview = 'visa_submitted and not visa_approved';

/** The registration is at this status (a known one: the name is checked when compiled). */
export const statusIs = (status: RegistrationStatusValue) => `status = '${status}'`;
