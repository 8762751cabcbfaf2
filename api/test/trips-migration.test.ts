// Migration 0019 moves today's data into the first trip without loss (issue 31, ADR 0092): a
// database at migration 0018 is populated through raw SQL (every table, every kind of row), copied
// (CREATE DATABASE … TEMPLATE), the copy migrated to the latest, and every row of every table
// compared column by column with the original. The row counts are printed for the closing note.
import knexFactory, { type Knex } from 'knex';
import { createFieldCipher } from '../src/lib/cipher.js';
import { migrationSource } from '../src/db/migrate.js';
import { TEST_DATABASE_URL } from './env.js';

const base = new URL(TEST_DATABASE_URL);
const baseName = base.pathname.slice(1);
const POPULATED = `${baseName}_m0018`;
const COPY = `${baseName}_m0018_copy`;
const urlOf = (name: string) => Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).toString();

const upTo0018: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async (loadExtensions) => (await migrationSource.getMigrations(loadExtensions)).filter((name) => name < '0019'),
};
/** Up to migration 0019 itself: later migrations add columns of their own (roles, privacy). */
const upTo0019: Knex.MigrationSource<string> = {
  ...migrationSource,
  getMigrations: async (loadExtensions) => (await migrationSource.getMigrations(loadExtensions)).filter((name) => name < '0020'),
};

const TABLES = [
  'users',
  'trip_registrations',
  'trip_forms',
  'trip_documents',
  'payments',
  'waitlist_entries',
  'announcements',
  'announcement_recipients',
  'interest_submissions',
  'audit_events',
  'outbox_messages',
  'password_reset_tokens',
  'email_verification_tokens',
];
/** The columns migration 0019 adds (every other column must come through unchanged). */
const ADDED: Record<string, string[]> = {
  trip_registrations: ['trip_id'],
  trip_forms: ['trip_id'],
  trip_documents: ['trip_id'],
  payments: ['trip_id'],
  waitlist_entries: ['trip_id'],
  announcements: ['trip_id'],
  interest_submissions: ['trip_id'],
  audit_events: ['trip_id'],
};
/** Audit lines about an account (sign-in, password) belong to no trip. */
const ACCOUNT_ACTIONS = ['auth.logged_in', 'password.changed'];

const cipher = createFieldCipher('c'.repeat(64));
const aad = (registrationId: string) => `trip_forms.passport_number:${registrationId}`;
const STATUSES = ['PENDING', 'DEPOSIT_PAID', 'FORM_SUBMITTED', 'FORM_APPROVED', 'VISA_SUBMITTED', 'VISA_APPROVED', 'COMPLETED'] as const;

let server: Knex;
let populated: Knex;
let copy: Knex;

/** Every table's rows in a stable order, each column as text (dates, json and numbers compare exactly). */
async function snapshot(db: Knex, table: string, except: string[] = []): Promise<Record<string, string | null>[]> {
  const { rows: cols } = await db.raw<{ rows: { column_name: string }[] }>(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = ? order by ordinal_position`,
    [table],
  );
  const names = cols.map((c) => c.column_name).filter((c) => !except.includes(c));
  const list = names.map((c) => `"${c}"::text as "${c}"`).join(', ');
  const { rows } = await db.raw<{ rows: Record<string, string | null>[] }>(
    `select ${list} from "${table}" order by (${names.map((c) => `"${c}"::text`).join(', ')})`,
  );
  return rows;
}

async function counts(db: Knex): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const t of TABLES) out[t] = Number((await db(t).count<{ count: string }[]>('* as count'))[0]!.count);
  return out;
}

/** A representative data set at migration 0018, written as raw SQL (the models know 0019's columns). */
async function populate(db: Knex): Promise<void> {
  const { rows: admins } = await db.raw<{ rows: { id: string }[] }>(
    `insert into users (username, email, phone, full_name, password_hash, role, email_verified_at)
     values ('owner_admin', 'owner@example.org', '4165550100', 'Owner Admin', 'x', 'admin', now()) returning id`,
  );
  const adminId = admins[0]!.id;
  const travellers: string[] = [];
  for (let i = 0; i < 12; i += 1) {
    const { rows } = await db.raw<{ rows: { id: string }[] }>(
      `insert into users (username, email, phone, full_name, password_hash, email_verified_at, reminders_opt_out, password_changed_at)
       values (?, ?, '4165550101', ?, 'argon2-hash', case when ? then now() end, ?, case when ? then now() end) returning id`,
      [`traveller_${i}`, `traveller${i}@example.com`, `Traveller Número ${i}`, i % 3 !== 0, i % 4 === 0, i % 5 === 0],
    );
    travellers.push(rows[0]!.id);
  }
  // Registrations in every status, both fares, locked prices or not, holds, one cancelled and one
  // cancelled by the system (the same traveller registers again after).
  const registrations: { id: string; status: string }[] = [];
  for (let i = 0; i < 10; i += 1) {
    const status = STATUSES[i % STATUSES.length]!;
    const rank = STATUSES.indexOf(status);
    const cancelled = i === 8 || i === 9;
    const { rows } = await db.raw<{ rows: { id: string }[] }>(
      `insert into trip_registrations (user_id, status, deposit_paid, form_submitted, form_approved, visa_submitted, visa_approved, final_paid,
         deposit_paid_at, deposit_paid_by, form_approved_at, form_approved_by, fare, fare_cents, payment_plan, hold_expires_at,
         cancelled_at, cancel_reason, cancelled_by, form_changes_reason, created_at)
       values (?, ?, ?, ?, ?, ?, ?, ?, case when ? then now() end, case when ? then ?::uuid end, case when ? then now() end, case when ? then ?::uuid end,
         ?, ?, ?::jsonb, ?, ?, ?, ?, ?, now() - (? || ' days')::interval) returning id`,
      [
        travellers[i === 9 ? 8 : i]!,
        status,
        rank >= 1,
        rank >= 2,
        rank >= 3,
        rank >= 4,
        rank >= 5,
        rank >= 6,
        rank >= 1,
        rank >= 1,
        adminId,
        rank >= 3,
        rank >= 3,
        adminId,
        i % 2 ? 'barakah' : 'nonBarakah',
        i % 3 ? 335_000 : null,
        i % 3 ? JSON.stringify([{ amountCents: 25_000, description: 'Deposit', dueDate: null }]) : null,
        rank === 0 ? new Date(Date.UTC(2026, 0, 1, 12)) : null,
        cancelled ? new Date(Date.UTC(2025, 9, 1)) : null,
        cancelled ? 'Family reasons' : null,
        i === 8 ? travellers[8]! : null,
        rank === 1 ? 'Please fix the passport number.' : null,
        String(30 - i),
      ],
    );
    registrations.push({ id: rows[0]!.id, status });
  }
  for (const [i, r] of registrations.entries()) {
    if (i % 7 === 0) continue; // some have no form yet
    await db.raw(
      `insert into trip_forms (registration_id, full_name_as_per_passport, date_of_birth, gender, marital_status, is_canadian_citizen,
         has_valid_canadian_passport, address, mobile_phone, emergency_contact_name, emergency_contact_email, emergency_contact_relationship,
         passport_number_encrypted, passport_expiration_date, passport_issuance_country, has_valid_saudi_visa, room_preferences, is_under_18, submitted_at)
       values (?, ?, '1990-05-17', 'female', 'married', true, true, '12 Rue Saint-Denis, Montréal', '5145550100', 'Omar', 'omar@example.com',
         'brother', ?, '2031-03-01', 'Canada', false, 'Near my sister', ?, case when ? then now() end)`,
      [r.id, `Traveller Número ${i}`, cipher.encrypt(`AB${100000 + i}`, aad(r.id)), i === 3, STATUSES.indexOf(r.status as never) >= 2],
    );
  }
  for (const [i, r] of registrations.entries()) {
    if (STATUSES.indexOf(r.status as never) < 3) continue;
    await db.raw(
      `insert into trip_documents (user_id, registration_id, type, original_name, object_key, content_type, size_bytes, description, is_public)
       values (?, ?, 'passport', 'passport.pdf', ?, 'application/pdf', 1234, null, false),
              (?, ?, 'photo', 'me.jpg', ?, 'image/jpeg', 4321, 'At the airport', true)`,
      [
        travellers[i]!,
        r.id,
        `${r.id.slice(0, 8)}-0000-4000-8000-000000000001.pdf`,
        travellers[i]!,
        r.id,
        `${r.id.slice(0, 8)}-0000-4000-8000-000000000002.jpg`,
      ],
    );
  }
  // The ledger: payments, a reversal of one, a refund (receipt numbers are an identity).
  const paymentIds: string[] = [];
  for (const r of registrations.slice(1, 8)) {
    const { rows } = await db.raw<{ rows: { id: string }[] }>(
      `insert into payments (registration_id, kind, amount_cents, method, received_on, reference, note, recorded_by, traveller_note)
       values (?, 'payment', 25000, 'e-transfer', '2025-09-01', 'REF-1', 'Deposit', ?, 'Sent from my account') returning id`,
      [r.id, adminId],
    );
    paymentIds.push(rows[0]!.id);
  }
  await db.raw(
    `insert into payments (registration_id, kind, amount_cents, method, received_on, reverses_id, note, recorded_by)
     values (?, 'reversal', -25000, 'e-transfer', '2025-09-02', ?, 'Bounced', ?)`,
    [registrations[1]!.id, paymentIds[0]!, adminId],
  );
  await db.raw(
    `insert into payments (registration_id, kind, amount_cents, method, received_on, note, recorded_by)
     values (?, 'refund', -10000, 'cheque', '2025-10-02', 'Partial refund', ?)`,
    [registrations[2]!.id, adminId],
  );
  // The waiting list: waiting, offered, lapsed, accepted into a registration, left.
  const states = ['waiting', 'offered', 'lapsed', 'accepted', 'left'];
  for (const [i, state] of states.entries()) {
    await db.raw(
      `insert into waitlist_entries (user_id, state, position, offered_at, offer_expires_at, registration_id, closed_at)
       values (?, ?, ?, case when ? then now() end, case when ? then now() + interval '2 days' end, ?, case when ? then now() end)`,
      [
        travellers[10 + (i % 2)]!,
        state,
        i + 1.5,
        state !== 'waiting',
        state !== 'waiting',
        state === 'accepted' ? registrations[0]!.id : null,
        !['waiting', 'offered'].includes(state),
      ],
    );
    // One open entry per traveller (the 0015 unique index): close the first before the second opens.
    if (i === 0) await db.raw(`update waitlist_entries set state = 'left', closed_at = now() where state = 'waiting'`);
  }
  const { rows: a } = await db.raw<{ rows: { id: string }[] }>(
    `insert into announcements (audience, subject, body, recipient_count, client_key, created_by)
     values ('ALL', 'Trip news: the visa workshop', 'Salaam all,\nSaturday 2 pm.', 2, gen_random_uuid(), ?),
            ('DEPOSIT_PAID', 'Trip news: forms', 'Please fill your form.', 1, null, ?) returning id`,
    [adminId, adminId],
  );
  await db.raw(`insert into announcement_recipients (announcement_id, user_id, dismissed_at) values (?, ?, now()), (?, ?, null), (?, ?, null)`, [
    a[0]!.id,
    travellers[0]!,
    a[0]!.id,
    travellers[1]!,
    a[1]!.id,
    travellers[1]!,
  ]);
  await db.raw(
    `insert into interest_submissions (name, email, phone, travelers, message) values ('Fatima', 'f@example.com', '4165550102', 3, 'With my parents'), ('Yusuf', 'y@example.com', '4165550103', 1, null)`,
  );
  // Audit lines: about registrations, a waiting-list entry, an announcement, a payment, and accounts.
  await db.raw(
    `insert into audit_events (actor_user_id, action, entity_type, entity_id, registration_id, payload, ip, request_id) values
       (?, 'registration.started', 'trip_registration', ?, ?, '{"fare":"barakah"}', '203.0.113.7', 'req-1'),
       (?, 'registration.deposit_paid', 'trip_registration', ?, ?, '{}', null, null),
       (?, 'waitlist.joined', 'waitlist_entry', gen_random_uuid(), null, '{"place":1}', null, null),
       (?, 'announcement.sent', 'announcement', ?, null, '{"recipientCount":2}', null, null),
       (?, 'payment.recorded', 'payment', ?, null, '{}', null, null),
       (?, 'auth.logged_in', 'user', ?, null, '{}', '198.51.100.1', 'req-2'),
       (?, 'password.changed', 'user', ?, null, '{}', null, null)`,
    [
      travellers[0]!,
      registrations[0]!.id,
      registrations[0]!.id,
      adminId,
      registrations[1]!.id,
      registrations[1]!.id,
      travellers[10]!,
      adminId,
      a[0]!.id,
      adminId,
      paymentIds[1]!,
      travellers[2]!,
      travellers[2]!,
      travellers[3]!,
      travellers[3]!,
    ],
  );
  await db.raw(
    `insert into outbox_messages (kind, recipient_user_id, to_email, dedupe_key, payload, status, attempts, sent_at, dead_at, last_error) values
       ('registration_started', ?, 'traveller0@example.com', 'k-1', '{"depositCents":25000}', 'sent', 1, now(), null, null),
       ('announcement', ?, 'traveller1@example.com', 'k-2', '{}', 'pending', 0, null, null, null),
       ('password_reset', ?, 'traveller2@example.com', 'k-3', '{}', 'dead', 5, null, now(), '550 mailbox unavailable')`,
    [travellers[0]!, travellers[1]!, travellers[2]!],
  );
  await db.raw(`insert into password_reset_tokens (user_id, token_hash, expires_at, used_at) values (?, 'hash-1', now() + interval '1 hour', null)`, [
    travellers[4]!,
  ]);
  await db.raw(
    `insert into email_verification_tokens (user_id, email, token_hash, expires_at) values (?, 'traveller0@example.com', 'hash-2', now() + interval '1 day')`,
    [travellers[0]!],
  );
}

beforeAll(async () => {
  if (!/^[a-z0-9_]+$/.test(baseName)) throw new Error(`unsafe test database name: ${baseName}`);
  server = knexFactory({ client: 'pg', connection: urlOf('postgres') });
  for (const name of [COPY, POPULATED]) await server.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server.raw(`CREATE DATABASE ${POPULATED}`);
  populated = knexFactory({ client: 'pg', connection: urlOf(POPULATED), pool: { min: 0, max: 2 } });
  await populated.migrate.latest({ migrationSource: upTo0018 });
  await populate(populated);
  // A template must have no other connection while it is copied.
  await populated.destroy();
  await server.raw(`CREATE DATABASE ${COPY} TEMPLATE ${POPULATED}`);
  populated = knexFactory({ client: 'pg', connection: urlOf(POPULATED), pool: { min: 0, max: 2 } });
  copy = knexFactory({ client: 'pg', connection: urlOf(COPY), pool: { min: 0, max: 2 } });
}, 60_000);
afterAll(async () => {
  await populated?.destroy();
  await copy?.destroy();
  for (const name of [COPY, POPULATED]) await server?.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await server?.destroy();
});

describe('migration 0019 on a copy of a populated database', () => {
  let before: Record<string, number>;
  let after: Record<string, number>;
  let tripId: string;

  beforeAll(async () => {
    before = await counts(copy);
    await copy.migrate.latest({ migrationSource: upTo0019 });
    after = await counts(copy);
    tripId = (await copy('trips').first()).id;
    console.log(
      `migration 0019 row counts (before → after):\n${TABLES.map((t) => `  ${t.padEnd(26)} ${String(before[t]).padStart(4)} → ${after[t]}`).join('\n')}\n  trips ${' '.repeat(20)}    0 → ${
        (await copy('trips').count<{ count: string }[]>('* as count'))[0]!.count
      }`,
    );
  }, 60_000);

  it('when the copy is migrated, then every table keeps its number of rows and one trip holds them', async () => {
    // Every table of the schema at 0018 is populated and compared (a new table must join the list).
    const { rows } = await populated.raw<{ rows: { tablename: string }[] }>(
      `select tablename from pg_tables where schemaname = 'public' and tablename not like 'knex_%'`,
    );
    expect(rows.map((r) => r.tablename).sort()).toEqual([...TABLES].sort());
    for (const t of TABLES) expect({ t, rows: before[t]! > 0 }).toEqual({ t, rows: true });
    expect(after).toEqual(before);
    expect(before.trip_registrations).toBe(10);
    expect(before.payments).toBe(9);
    expect(await copy('trips').select('slug', 'status')).toEqual([{ slug: 'winter-2026', status: 'open' }]);
  });

  it('when the copy is migrated, then every row of every table is unchanged, column by column', async () => {
    for (const table of TABLES) {
      const old = await snapshot(populated, table);
      const now = await snapshot(copy, table, ADDED[table] ?? []);
      expect({ table, rows: now }).toEqual({ table, rows: old });
    }
  });

  it('when the copy is migrated, then every row that belongs to a trip belongs to the first trip', async () => {
    for (const table of Object.keys(ADDED).filter((t) => t !== 'audit_events')) {
      const trips = await copy(table).distinct('trip_id');
      expect({ table, trips: trips.map((r) => r.trip_id) }).toEqual({ table, trips: [tripId] });
    }
    const audit = await copy('audit_events').select('action', 'trip_id').orderBy('id');
    for (const line of audit)
      expect({ action: line.action, tripId: line.trip_id }).toEqual({ action: line.action, tripId: ACCOUNT_ACTIONS.includes(line.action) ? null : tripId });
  });

  it('when the copy is migrated, then each passport number still opens with its registration', async () => {
    const forms = await copy('trip_forms').select('registration_id', 'passport_number_encrypted');
    expect(forms.length).toBeGreaterThan(0);
    for (const f of forms) expect(cipher.decrypt(f.passport_number_encrypted, aad(f.registration_id))).toMatch(/^AB1000\d\d$/);
  });

  it('when a row is written after the migration without its trip, then the database refuses it (no default trip)', async () => {
    const user = await copy('users').first();
    await expect(copy('trip_registrations').insert({ user_id: user.id })).rejects.toMatchObject({ code: '23502', column: 'trip_id' });
  });
});
