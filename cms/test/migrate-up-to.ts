// Runs the CMS's committed Payload migrations, up to and including the one named in MIGRATE_UP_TO,
// on CMS_DATABASE_URL, through Payload itself (as `payload migrate` does, without seeding): for the
// CMS migration tests (api/test/cms-languages-migration.test.ts), which start it with `payload run`.
import { getPayload } from 'payload';
import config from '@payload-config';
import { migrations } from '../src/migrations/index';

const upTo = process.env.MIGRATE_UP_TO ?? '';
const payload = await getPayload({ config, disableOnInit: true });
// The committed migrations, as the CMS's prodMigrations (config) hands them to Payload.
await payload.db.migrate({ migrations: migrations.filter((m) => m.name <= upTo) as never });
await payload.destroy();
process.exit(0);
