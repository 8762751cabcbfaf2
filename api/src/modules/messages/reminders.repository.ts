// What the reminders need to know, in one read: each traveller's registration, whether they want
// reminders, when the deposit was marked, the form's passport date, and what they paid so far.
import type { Fare, JourneyState } from '@umrah/graphql';
import type { Knex } from 'knex';

export interface ReminderCandidate extends Pick<JourneyState, 'depositPaid' | 'formSubmitted' | 'finalPaid'> {
  registrationId: string;
  userId: string;
  email: string;
  fullName: string;
  fare: Fare;
  depositPaidAt: Date | null;
  passportExpirationDate: string | null;
  paidCents: number;
}

export function createRemindersRepository(db: Knex) {
  return {
    /** Travellers who have not turned reminders off, with a registration. */
    async candidates(): Promise<ReminderCandidate[]> {
      const rows = await db('trip_registrations as r')
        .join('users as u', 'u.id', 'r.user_id')
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .where({ 'u.role': 'traveler', 'u.reminders_opt_out': false })
        .select(
          'r.id as registration_id',
          'u.id as user_id',
          'u.email',
          'u.full_name',
          'r.fare',
          'r.deposit_paid',
          'r.form_submitted',
          'r.final_paid',
          'r.deposit_paid_at',
          'f.passport_expiration_date',
          db.raw('(select coalesce(sum(p.amount_cents), 0) from payments p where p.registration_id = r.id)::bigint as paid_cents'),
        );
      return rows.map((r: Record<string, unknown>) => ({
        registrationId: r.registration_id as string,
        userId: r.user_id as string,
        email: r.email as string,
        fullName: r.full_name as string,
        fare: r.fare as Fare,
        depositPaid: r.deposit_paid as boolean,
        formSubmitted: r.form_submitted as boolean,
        finalPaid: r.final_paid as boolean,
        depositPaidAt: (r.deposit_paid_at as Date | null) ?? null,
        passportExpirationDate: (r.passport_expiration_date as string | null) ?? null,
        paidCents: Number(r.paid_cents),
      }));
    },
    /** Admins with the forms and visas awaiting their review (the daily digest). */
    async digest(): Promise<{ admins: { id: string; email: string; fullName: string }[]; forms: number; visas: number }> {
      const [admins, [counts]] = await Promise.all([
        db('users').where({ role: 'admin' }).select('id', 'email', 'full_name as fullName'),
        db('trip_registrations').select(
          db.raw('count(*) filter (where form_submitted and not form_approved)::int as forms'),
          db.raw('count(*) filter (where visa_submitted and not visa_approved)::int as visas'),
        ),
      ]);
      return { admins, forms: Number(counts?.forms ?? 0), visas: Number(counts?.visas ?? 0) };
    },
    async setOptOut(userId: string, optOut: boolean): Promise<void> {
      await db('users').where({ id: userId }).update({ reminders_opt_out: optOut, updated_at: db.fn.now() });
    },
    async optOut(userId: string): Promise<boolean> {
      const row = await db('users').where({ id: userId }).first('reminders_opt_out');
      return Boolean(row?.reminders_opt_out);
    },
  };
}
export type RemindersRepository = ReturnType<typeof createRemindersRepository>;
