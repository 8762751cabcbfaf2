// What the reminders need to know, in one read: each traveller's registration, whether they want
// reminders, when the deposit was marked, the form's passport date, and what they paid so far.
// It reads across tables (users, trip_registrations, trip_forms, payments) through their models.
import { formAwaitingReview, visaAwaitingReview } from '../../db/sql-expressions.js';
import { PREPARING_STATUSES, roleCan, STAFF_ROLES, type Fare, type JourneyState, type Locale, type PlanLine } from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw } from 'objection';
import { now } from '../../lib/model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { TripModel } from '../trips/trip.model.js';
import { UserModel } from '../users/user.model.js';

/** The staff roles the daily digest of forms and visas to review goes to. */
const REVIEWING_ROLES = STAFF_ROLES.filter((r) => roleCan(r, 'forms:review'));

export interface ReminderCandidate extends Pick<JourneyState, 'depositPaid' | 'formSubmitted' | 'finalPaid'> {
  registrationId: string;
  userId: string;
  email: string;
  fullName: string;
  /** The traveller's language (null: English). */
  locale?: Locale | null;
  fare: Fare;
  /** The locked price (null: a row not locked yet). */
  fareCents: number | null;
  paymentPlan: PlanLine[] | null;
  /** The room supplement locked with the room type (docs/product.md#rooms); absent: none. */
  roomSupplementCents?: number;
  depositPaidAt: Date | null;
  passportExpirationDate: string | null;
  /** The registration's trip's passport cut-off (docs/product.md#trips). */
  passportValidAfter: string;
  paidCents: number;
  /** The registration's trip and its departure day (the readiness reminders: ADR 0119). */
  tripId: string;
  startsOn: string;
}

export function createRemindersRepository(db: Knex) {
  const users = () => UserModel.query(db);
  return {
    /** Travellers who have not turned reminders off, with a registration on a trip still preparing. */
    async candidates(): Promise<ReminderCandidate[]> {
      // One joined read through the registration model: the selected columns come back camelCase
      // (BIGINT as a number, DATE as YYYY-MM-DD: lib/db.ts).
      const rows = await TripRegistrationModel.query(db)
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .join('trips as t', 't.id', 'r.trip_id')
        .whereIn('t.status', PREPARING_STATUSES)
        .where({ 'u.role': 'traveler', 'u.reminders_opt_out': false })
        .whereNull('r.cancelled_at')
        .select(
          'r.id as registration_id',
          'u.id as user_id',
          'u.email',
          'u.full_name',
          'u.locale',
          'r.fare',
          'r.fare_cents',
          'r.payment_plan',
          'r.room_supplement_cents',
          'r.deposit_paid',
          'r.form_submitted',
          'r.final_paid',
          'r.deposit_paid_at',
          'f.passport_expiration_date',
          't.passport_valid_after',
          'r.trip_id',
          't.starts_on',
          raw('(select coalesce(sum(p.amount_cents), 0) from payments p where p.registration_id = r.id)::bigint as paid_cents'),
        )
        .castTo<ReminderCandidate[]>();
      // The selected columns are the candidate's fields; a spread leaves Objection's instance behind.
      return rows.map((r) => ({ ...r }));
    },
    /** Staff who review (owner, reviewer) with the forms and visas awaiting them on trips still preparing (the daily digest). */
    async digest(): Promise<{ admins: { id: string; email: string; fullName: string; locale: Locale | null }[]; forms: number; visas: number }> {
      const [admins, counts] = await Promise.all([
        users().where({ role: 'admin' }).whereNotNull('email').whereIn('staff_role', REVIEWING_ROLES).select('id', 'email', 'full_name', 'locale'),
        TripRegistrationModel.query(db)
          .select(raw(`count(*) filter (where ${formAwaitingReview})::int as forms`), raw(`count(*) filter (where ${visaAwaitingReview})::int as visas`))
          .whereNull('cancelled_at')
          .whereIn('trip_id', TripModel.query(db).whereIn('status', PREPARING_STATUSES).select('id'))
          .first()
          .castTo<{ forms: number; visas: number } | undefined>(),
      ]);
      return {
        admins: admins.map(({ id, email, fullName, locale }) => ({ id, email: email!, fullName, locale })),
        forms: Number(counts?.forms ?? 0),
        visas: Number(counts?.visas ?? 0),
      };
    },
    async setOptOut(userId: string, optOut: boolean): Promise<void> {
      await users().findById(userId).patch({ remindersOptOut: optOut, updatedAt: now() });
    },
    async optOut(userId: string): Promise<boolean> {
      const user = await users().findById(userId).select('reminders_opt_out');
      return Boolean(user?.remindersOptOut);
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
