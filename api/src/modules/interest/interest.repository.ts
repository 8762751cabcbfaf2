// The only code that touches the interest_submissions table.
import type { Knex } from 'knex';
import { raw } from 'objection';
import { plain } from '../../lib/model.js';
import { InterestSubmissionModel } from './interest.model.js';

export interface InterestSubmission {
  id: string;
  tripId: string;
  name: string;
  email: string;
  phone: string;
  travelers: number;
  message: string | null;
  createdAt: Date;
}

/** A stored submission, flagged when another has the same email or phone (likely the same person twice). */
export interface FlaggedInterestSubmission extends InterestSubmission {
  sameEmail: boolean;
  samePhone: boolean;
}

export type NewInterestSubmission = Omit<InterestSubmission, 'id' | 'createdAt' | 'tripId'>;

const toSubmission = (m: InterestSubmissionModel): InterestSubmission => plain(m);
const toFlagged = (m: InterestSubmissionModel): FlaggedInterestSubmission => {
  const { sameEmail, samePhone, ...rest } = plain(m) as InterestSubmission & { sameEmail: boolean; samePhone: boolean };
  return { ...rest, sameEmail: Boolean(sameEmail), samePhone: Boolean(samePhone) };
};

// Normalised in SQL: an email without case or outer spaces; a phone as its last ten digits (no
// spaces, dashes, brackets or a leading +1). Window counts run over every row, before the page's
// ORDER BY and LIMIT, so a page flags duplicates found anywhere in the table.
const SAME_EMAIL = raw(`count(*) over (partition by lower(btrim(email))) > 1 as same_email`);
const SAME_PHONE = raw(`count(*) over (partition by right(regexp_replace(phone, '[^0-9]', '', 'g'), 10)) > 1 as same_phone`);

const NEWEST_FIRST = () => [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export function createInterestRepository(db: Knex) {
  const q = () => InterestSubmissionModel.query(db);
  return {
    async insert(tripId: string, s: NewInterestSubmission): Promise<InterestSubmission> {
      const m = await q().insertAndFetch({
        tripId,
        name: s.name,
        email: s.email,
        phone: s.phone,
        travelers: s.travelers,
        message: s.message,
      });
      return toSubmission(m);
    },
    /** Every submission about the trip, newest first (the id breaks ties so the order is stable). */
    async listNewestFirst(tripId: string): Promise<FlaggedInterestSubmission[]> {
      const rows = await q().where('trip_id', tripId).select('*', SAME_EMAIL, SAME_PHONE).orderBy(NEWEST_FIRST());
      return rows.map(toFlagged);
    },
    /** One page in the same order, and how many there are in all. */
    async pageNewestFirst(tripId: string, offset: number, limit: number): Promise<{ items: FlaggedInterestSubmission[]; total: number }> {
      const [rows, total] = await Promise.all([
        q().where('trip_id', tripId).select('*', SAME_EMAIL, SAME_PHONE).orderBy(NEWEST_FIRST()).offset(offset).limit(limit),
        q().where('trip_id', tripId).resultSize(),
      ]);
      return { items: rows.map(toFlagged), total };
    },
  };
}
export type InterestRepository = ReturnType<typeof createInterestRepository>;
