import type { Knex } from 'knex';
import * as m0001 from './migrations/0001_users.js';
import * as m0002 from './migrations/0002_trip_registrations.js';
import * as m0004 from './migrations/0004_trip_documents.js';
import * as m0003 from './migrations/0003_interest_submissions.js';
import * as m0005 from './migrations/0005_review.js';
import * as m0006 from './migrations/0006_payments.js';
import * as m0007 from './migrations/0007_messages.js';
import * as m0008 from './migrations/0008_password_reset.js';
import * as m0009 from './migrations/0009_reminders.js';
import * as m0010 from './migrations/0010_announcements.js';
import * as m0011 from './migrations/0011_accent_blind_search.js';
import * as m0012 from './migrations/0012_payment_traveller_note.js';
import * as m0013 from './migrations/0013_outbox_dead_letters.js';
import * as m0014 from './migrations/0014_email_verification.js';
import * as m0015 from './migrations/0015_seats.js';
import * as m0016 from './migrations/0016_prices_and_refunds.js';
import * as m0018 from './migrations/0018_audit_log.js';
import * as m0019 from './migrations/0019_trips.js';
import * as m0023 from './migrations/0023_privacy.js';
import * as m0024 from './migrations/0024_user_locale.js';
import * as m0025 from './migrations/0025_online_payments.js';
import * as m0021 from './migrations/0021_staff_roles.js';
import * as m0022 from './migrations/0022_second_factors.js';
import * as m0026 from './migrations/0026_readiness.js';
import * as m0027 from './migrations/0027_parties.js';
import * as m0029 from './migrations/0029_rooms.js';
import * as m0031 from './migrations/0031_card_refunds.js';
import * as m0028 from './migrations/0028_managed_companions.js';
import * as m0030 from './migrations/0030_passport_names_and_flights.js';
import * as m0032 from './migrations/0032_headcounts.js';
import * as m0035 from './migrations/0035_settled_flags.js';
import * as m0033 from './migrations/0033_headcount_buses.js';

// Migrations are imported statically so that the same list runs from TypeScript (tests, tsx)
// and from the compiled build, with no file-system globbing.
const migrations: Record<string, Knex.Migration> = {
  '0001_users': m0001,
  '0002_trip_registrations': m0002,
  '0004_trip_documents': m0004,
  '0003_interest_submissions': m0003,
  '0005_review': m0005,
  '0006_payments': m0006,
  '0007_messages': m0007,
  '0008_password_reset': m0008,
  '0009_reminders': m0009,
  '0010_announcements': m0010,
  '0011_accent_blind_search': m0011,
  '0012_payment_traveller_note': m0012,
  '0013_outbox_dead_letters': m0013,
  '0014_email_verification': m0014,
  '0015_seats': m0015,
  '0016_prices_and_refunds': m0016,
  '0018_audit_log': m0018,
  '0019_trips': m0019,
  '0023_privacy': m0023,
  '0024_user_locale': m0024,
  '0025_online_payments': m0025,
  '0021_staff_roles': m0021,
  '0022_second_factors': m0022,
  '0026_readiness': m0026,
  '0027_parties': m0027,
  '0029_rooms': m0029,
  '0031_card_refunds': m0031,
  '0028_managed_companions': m0028,
  '0030_passport_names_and_flights': m0030,
  '0032_headcounts': m0032,
  '0035_settled_flags': m0035,
  '0033_headcount_buses': m0033,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export async function migrateLatest(db: Knex): Promise<string[]> {
  const [, applied] = (await db.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}
