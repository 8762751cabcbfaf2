// The only code that touches trip_registrations.
import { type Fare, type JourneyChange, type JourneyState, type RegistrationStatusValue } from '@umrah/graphql';
import type { Knex } from 'knex';
import { statusRank, userSearchText } from '../../db/search-expressions.js';
import { TripRegistrationModel } from './registration.model.js';

export interface Registration extends JourneyState {
  id: string;
  userId: string;
  /** Member or non-member price (the CMS holds the amounts). */
  fare: Fare;
  createdAt: Date;
  updatedAt: Date;
}

export interface RegistrationWithUser extends Registration {
  user: { id: string; username: string; fullName: string | null; email: string | null; phone: string | null };
}

/** A trip_registrations row (or its Objection model) as Postgres answers it. */
type RegistrationRow = Pick<
  TripRegistrationModel,
  | 'id' | 'user_id' | 'status' | 'deposit_paid' | 'form_submitted' | 'form_approved' | 'visa_submitted' | 'visa_approved'
  | 'final_paid' | 'form_changes_reason' | 'visa_changes_reason' | 'fare' | 'created_at' | 'updated_at'
>;
/** The same row joined with its traveller (the admin list). */
interface RegistrationUserRow extends RegistrationRow {
  username: string;
  full_name: string | null;
  email: string | null;
  phone: string | null;
}

const toRegistration = (m: RegistrationRow): Registration => ({
  id: m.id,
  userId: m.user_id,
  fare: m.fare,
  status: m.status,
  depositPaid: m.deposit_paid,
  formSubmitted: m.form_submitted,
  formApproved: m.form_approved,
  visaSubmitted: m.visa_submitted,
  visaApproved: m.visa_approved,
  finalPaid: m.final_paid,
  formChangesReason: m.form_changes_reason ?? null,
  visaChangesReason: m.visa_changes_reason ?? null,
  createdAt: m.created_at,
  updatedAt: m.updated_at,
});

const COLUMNS: Record<keyof JourneyState, string> = {
  status: 'status',
  depositPaid: 'deposit_paid',
  formSubmitted: 'form_submitted',
  formApproved: 'form_approved',
  visaSubmitted: 'visa_submitted',
  visaApproved: 'visa_approved',
  finalPaid: 'final_paid',
  formChangesReason: 'form_changes_reason',
  visaChangesReason: 'visa_changes_reason',
};

export type RegistrationSort = 'CREATED_DESC' | 'CREATED_ASC' | 'NAME_ASC' | 'NAME_DESC' | 'STATUS';

export interface RegistrationQuery {
  /** Part of the traveller's name, username or email (case-insensitive). */
  search?: string;
  status?: RegistrationStatusValue;
  sort: RegistrationSort;
  /** 1-based. */
  page: number;
  pageSize: number;
}

export interface RegistrationCounts {
  registered: number;
  formsAwaitingReview: number;
  visasAwaitingReview: number;
  completed: number;
}

/** One export row: the registration, its traveller and the stored form (passport still encrypted). */
export interface RegistrationExportRow extends RegistrationWithUser {
  form: Record<string, unknown> | null;
}

const withUsers = (k: Knex) =>
  k('trip_registrations as r').join('users as u', 'u.id', 'r.user_id').select('r.*', 'u.username', 'u.full_name', 'u.email', 'u.phone');

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function applyFilter(q: Knex.QueryBuilder, { search, status }: Pick<RegistrationQuery, 'search' | 'status'>): Knex.QueryBuilder {
  if (status) q.where('r.status', status);
  const text = search?.trim();
  // One trigram-indexed text per traveller (name, username, email): see migration 0005.
  if (text) q.whereRaw(`${userSearchText('u')} LIKE lower(?)`, [`%${escapeLike(text)}%`]);
  return q;
}

function applySort(q: Knex.QueryBuilder, sort: RegistrationSort): Knex.QueryBuilder {
  switch (sort) {
    case 'CREATED_ASC':
      return q.orderBy([{ column: 'r.created_at', order: 'asc' }, { column: 'r.id', order: 'asc' }]);
    case 'NAME_ASC':
    case 'NAME_DESC': {
      const order = sort === 'NAME_ASC' ? 'asc' : 'desc';
      return q.orderByRaw(`lower(u.full_name) ${order}, r.id ${order}`);
    }
    case 'STATUS':
      return q.orderByRaw(`${statusRank('r')} asc, r.created_at desc, r.id desc`);
    default:
      return q.orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }]);
  }
}

function toRegistrationWithUser(r: RegistrationUserRow): RegistrationWithUser {
  return {
    ...toRegistration(r),
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
    async insert(userId: string, fare: Fare, trx: Knex): Promise<Registration> {
      return toRegistration(await q(trx).insertAndFetch({ user_id: userId, fare }));
    },
    async setFare(id: string, fare: Fare, trx: Knex): Promise<Registration> {
      return toRegistration(await q(trx).patchAndFetchById(id, { fare, updated_at: trx.fn.now() as unknown as Date }));
    },
    /** Saves what the journey machine changed, stamping the admin step with its time and admin. */
    async applyChange(id: string, change: JourneyChange, actorId: string, trx: Knex): Promise<Registration> {
      const row: Record<string, unknown> = { updated_at: trx.fn.now() };
      for (const [key, value] of Object.entries(change.patch)) row[COLUMNS[key as keyof JourneyState]] = value;
      if (change.stamp) {
        row[`${change.stamp}_at`] = trx.fn.now();
        row[`${change.stamp}_by`] = actorId;
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
    /**
     * One page of the admin list and the number of registrations that match. Unfiltered, the page
     * walks an index and the total is a plain count; filtered, one pass answers both (a window count).
     */
    async search(query: RegistrationQuery): Promise<{ items: RegistrationWithUser[]; total: number }> {
      const page = () => applySort(applyFilter(withUsers(db), query), query.sort).limit(query.pageSize).offset((query.page - 1) * query.pageSize);
      const countMatching = async () => {
        const [row] = await applyFilter(db('trip_registrations as r').join('users as u', 'u.id', 'r.user_id'), query).count<{ total: number }[]>('* as total');
        return Number(row?.total ?? 0);
      };
      if (!query.search?.trim() && !query.status) {
        const [rows, total] = await Promise.all([page(), this.count()]);
        return { items: rows.map(toRegistrationWithUser), total };
      }
      const rows: (RegistrationUserRow & { total_matching: string })[] = await page().select(db.raw('count(*) over () as total_matching'));
      // Past the last page the window has no row to tell the total: count alone.
      const total = rows.length ? Number(rows[0]!.total_matching) : await countMatching();
      return { items: rows.map(toRegistrationWithUser), total };
    },
    /** The summary counts of the admin list, in one pass. */
    async counts(): Promise<RegistrationCounts> {
      const row = await db('trip_registrations')
        .select(
          db.raw('count(*)::int as registered'),
          db.raw('count(*) filter (where form_submitted and not form_approved)::int as "formsAwaitingReview"'),
          db.raw('count(*) filter (where visa_submitted and not visa_approved)::int as "visasAwaitingReview"'),
          db.raw(`count(*) filter (where status = 'COMPLETED')::int as completed`),
        )
        .first();
      return row as RegistrationCounts;
    },
    /**
     * Every registration with its traveller and form, oldest first, in batches (keyset paging),
     * so an export of any size holds one batch in memory at a time.
     */
    async *exportRows(batchSize = 500): AsyncGenerator<RegistrationExportRow[]> {
      // The cursor keeps created_at as Postgres's text: a JS Date would drop the microseconds.
      let after: { createdAt: string; id: string } | null = null;
      for (;;) {
        const q = withUsers(db)
          .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
          .select(db.raw('to_jsonb(f.*) as form'), db.raw('r.created_at::text as cursor_at'))
          .orderBy([{ column: 'r.created_at', order: 'asc' }, { column: 'r.id', order: 'asc' }])
          .limit(batchSize);
        if (after) q.whereRaw('(r.created_at, r.id) > (?::timestamptz, ?::uuid)', [after.createdAt, after.id]);
        const rows: (RegistrationUserRow & { form: Record<string, unknown> | null; cursor_at: string })[] = await q;
        if (!rows.length) return;
        yield rows.map((r) => ({ ...toRegistrationWithUser(r), form: r.form ?? null }));
        if (rows.length < batchSize) return;
        const last = rows[rows.length - 1]!;
        after = { createdAt: last.cursor_at, id: last.id };
      }
    },
  };
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
