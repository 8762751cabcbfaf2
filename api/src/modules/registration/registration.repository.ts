// The only code that touches trip_registrations.
import type { RegistrationStatusValue } from '@umrah/graphql';
import type { Knex } from 'knex';
import { TripRegistrationModel } from './registration.model.js';

export interface Registration {
  id: string;
  userId: string;
  status: RegistrationStatusValue;
  depositPaid: boolean;
  formSubmitted: boolean;
  formApproved: boolean;
  visaSubmitted: boolean;
  visaApproved: boolean;
  finalPaid: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface RegistrationWithUser extends Registration {
  user: { id: string; username: string; fullName: string | null; email: string | null; phone: string | null };
}

const toRegistration = (m: TripRegistrationModel): Registration => ({
  id: m.id,
  userId: m.user_id,
  status: m.status,
  depositPaid: m.deposit_paid,
  formSubmitted: m.form_submitted,
  formApproved: m.form_approved,
  visaSubmitted: m.visa_submitted,
  visaApproved: m.visa_approved,
  finalPaid: m.final_paid,
  createdAt: m.created_at,
  updatedAt: m.updated_at,
});

/** Patchable step columns, named as the service speaks of them. */
export interface StepPatch {
  status?: RegistrationStatusValue;
  depositPaid?: boolean;
  formSubmitted?: boolean;
  formApproved?: boolean;
  visaSubmitted?: boolean;
  visaApproved?: boolean;
  finalPaid?: boolean;
  /** Who did the step (admin steps): stamps <step>_at and <step>_by. */
  by?: { step: 'deposit_paid' | 'form_approved' | 'visa_approved' | 'final_paid'; userId: string };
}

const withUsers = (k: Knex) =>
  k('trip_registrations as r').join('users as u', 'u.id', 'r.user_id').select('r.*', 'u.username', 'u.full_name', 'u.email', 'u.phone');

function toRegistrationWithUser(r: Record<string, any>): RegistrationWithUser {
  return {
    ...toRegistration(r as TripRegistrationModel),
    user: { id: r.user_id, username: r.username, fullName: r.full_name || null, email: r.email || null, phone: r.phone || null },
  };
}

// A fixed key for the advisory lock that serialises registration starts (the group limit).
const START_LOCK = 4_522_001;

export function createRegistrationRepository(db: Knex) {
  const q = (trx: Knex = db) => TripRegistrationModel.query(trx);
  return {
    async findByUser(userId: string, trx: Knex = db): Promise<Registration | undefined> {
      const m = await q(trx).findOne({ user_id: userId });
      return m && toRegistration(m);
    },
    /** Reads and row-locks a registration for the rest of the transaction. */
    async lockById(id: string, trx: Knex): Promise<Registration | undefined> {
      const m = await q(trx).findById(id).forUpdate();
      return m && toRegistration(m);
    },
    async lockByUser(userId: string, trx: Knex): Promise<Registration | undefined> {
      const m = await q(trx).findOne({ user_id: userId }).forUpdate();
      return m && toRegistration(m);
    },
    /** Serialises every start until the transaction ends, so count-then-insert cannot race. */
    async lockStarts(trx: Knex): Promise<void> {
      await trx.raw('select pg_advisory_xact_lock(?)', [START_LOCK]);
    },
    async count(trx: Knex = db): Promise<number> {
      const row = (await trx('trip_registrations').count<{ count: number }[]>('* as count'))[0];
      return Number(row?.count ?? 0);
    },
    async insert(userId: string, trx: Knex): Promise<Registration> {
      return toRegistration(await q(trx).insertAndFetch({ user_id: userId }));
    },
    async patch(id: string, p: StepPatch, trx: Knex): Promise<Registration> {
      const row: Record<string, unknown> = { updated_at: trx.fn.now() };
      if (p.status !== undefined) row.status = p.status;
      if (p.depositPaid !== undefined) row.deposit_paid = p.depositPaid;
      if (p.formSubmitted !== undefined) row.form_submitted = p.formSubmitted;
      if (p.formApproved !== undefined) row.form_approved = p.formApproved;
      if (p.visaSubmitted !== undefined) row.visa_submitted = p.visaSubmitted;
      if (p.visaApproved !== undefined) row.visa_approved = p.visaApproved;
      if (p.finalPaid !== undefined) row.final_paid = p.finalPaid;
      if (p.by) {
        row[`${p.by.step}_at`] = trx.fn.now();
        row[`${p.by.step}_by`] = p.by.userId;
      }
      return toRegistration(await q(trx).patchAndFetchById(id, row));
    },
    /** Every registration with its traveller, newest first (one query). */
    async listWithUsers(): Promise<RegistrationWithUser[]> {
      const rows = await withUsers(db).orderBy('r.created_at', 'desc');
      return rows.map(toRegistrationWithUser);
    },
    async findWithUser(id: string, trx: Knex = db): Promise<RegistrationWithUser | undefined> {
      const row = await withUsers(trx).where('r.id', id).first();
      return row && toRegistrationWithUser(row);
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
