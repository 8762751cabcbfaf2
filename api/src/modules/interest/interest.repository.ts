// The only code that touches the interest_submissions table.
import type { Knex } from 'knex';
import { plain } from '../../lib/model.js';
import { InterestSubmissionModel } from './interest.model.js';

export interface InterestSubmission {
  id: string;
  name: string;
  email: string;
  phone: string;
  travelers: number;
  message: string | null;
  createdAt: Date;
}

export type NewInterestSubmission = Omit<InterestSubmission, 'id' | 'createdAt'>;

const toSubmission = (m: InterestSubmissionModel): InterestSubmission => plain(m);

const NEWEST_FIRST = () => [
  { column: 'created_at', order: 'desc' as const },
  { column: 'id', order: 'desc' as const },
];

export function createInterestRepository(db: Knex) {
  const q = () => InterestSubmissionModel.query(db);
  return {
    async insert(s: NewInterestSubmission): Promise<InterestSubmission> {
      const m = await q().insertAndFetch({
        name: s.name,
        email: s.email,
        phone: s.phone,
        travelers: s.travelers,
        message: s.message,
      });
      return toSubmission(m);
    },
    /** Every submission, newest first (the id breaks ties so the order is stable). */
    async listNewestFirst(): Promise<InterestSubmission[]> {
      const rows = await q().orderBy(NEWEST_FIRST());
      return rows.map(toSubmission);
    },
    /** One page in the same order, and how many there are in all. */
    async pageNewestFirst(offset: number, limit: number): Promise<{ items: InterestSubmission[]; total: number }> {
      const [rows, total] = await Promise.all([q().orderBy(NEWEST_FIRST()).offset(offset).limit(limit), q().resultSize()]);
      return { items: rows.map(toSubmission), total };
    },
  };
}
export type InterestRepository = ReturnType<typeof createInterestRepository>;
