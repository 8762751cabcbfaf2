// The CMS's languages migration (20261126_073305_languages, ADR 0112) keeps today's words as the
// English ones: a CMS database at the migration before it is filled with a trip page (texts, rows,
// a version), the privacy notice and an image, migrated by Payload, and every text is found in its
// English row, with no French or Arabic row (so French and Arabic readers see the English).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { TEST_DATABASE_URL } from './env.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const name = `${new URL(TEST_DATABASE_URL).pathname.slice(1)}_cms_languages`;
const url = Object.assign(new URL(TEST_DATABASE_URL), { pathname: `/${name}` }).toString();
const BEFORE = '20261126_043259_seasons';
const LANGUAGES = '20261126_073305_languages';

function migrateUpTo(upTo: string) {
  // `payload run`: Payload's own TypeScript loader and config lookup, as `npm run seed -w @umrah/cms`.
  const run = spawnSync(process.execPath, ['../node_modules/payload/bin.js', 'run', 'test/migrate-up-to.ts'], {
    cwd: path.join(root, 'cms'),
    env: { PATH: process.env.PATH ?? '', NODE_ENV: 'test', CMS_DATABASE_URL: url, MIGRATE_UP_TO: upTo, PAYLOAD_SECRET: 'cms-migration-test-secret-0123456789' },
    encoding: 'utf8',
    timeout: 120_000,
  });
  if (run.status !== 0) throw new Error(`migration to ${upTo} failed: ${run.stderr}${run.stdout}`);
}

async function withDb<T>(connectionString: string, fn: (db: pg.Client) => Promise<T>): Promise<T> {
  const db = new pg.Client({ connectionString });
  await db.connect();
  try {
    return await fn(db);
  } finally {
    await db.end();
  }
}
const admin = Object.assign(new URL(TEST_DATABASE_URL), { pathname: '/postgres' }).toString();

describe('the CMS languages migration', () => {
  beforeAll(async () => {
    await withDb(admin, async (db) => {
      await db.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await db.query(`CREATE DATABASE "${name}"`);
    });
  }, 60_000);
  afterAll(async () => {
    await withDb(admin, (db) => db.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it("when a CMS with today's English words is migrated, then every word is its page's English text, and no other language has any", async () => {
    migrateUpTo(BEFORE);
    await withDb(url, async (db) => {
      await db.query(`INSERT INTO media (id, alt, filename) VALUES (7, 'The Prophet''s Mosque at dawn', 'mosque.jpg')`);
      await db.query(`INSERT INTO trip_pages (id, trip, landing_hero_headline, purpose, itinerary_mecca_title, accommodations_mecca_location, accommodations_mecca_dates, hero_image_id, _status)
        VALUES (3, 'winter-2026', 'A Journey of the Soul, edited', 'A guided pilgrimage', 'Mecca', '10 minutes'' walk', 'Jan. 7-12', 7, 'published')`);
      await db.query(`INSERT INTO trip_pages_inclusions (_order, _parent_id, id, item) VALUES (1, 3, 'row-a', 'Flights'), (2, 3, 'row-b', 'Visa fee')`);
      await db.query(
        `INSERT INTO trip_pages_portal_registration_steps (_order, _parent_id, id, title, description) VALUES (1, 3, 'step-a', 'Registration', 'Create your account')`,
      );
      await db.query(
        `INSERT INTO _trip_pages_v (id, parent_id, version_trip, version_landing_hero_headline, version__status, latest) VALUES (9, 3, 'winter-2026', 'An older headline', 'published', true)`,
      );
      await db.query(`INSERT INTO _trip_pages_v_version_inclusions (_order, _parent_id, item, _uuid) VALUES (1, 9, 'Flights (older)', 'row-a')`);
      await db.query(
        `INSERT INTO privacy (id, version, title, body, _status) VALUES (1, '2026-11-26', 'Privacy notice', 'We keep what you give us.', 'published')`,
      );
    });

    migrateUpTo(LANGUAGES);

    await withDb(url, async (db) => {
      const one = async (sql: string) => (await db.query(sql)).rows;
      expect(
        await one(
          `SELECT _locale, landing_hero_headline, purpose, itinerary_mecca_title, accommodations_mecca_location FROM trip_pages_locales WHERE _parent_id = 3`,
        ),
      ).toEqual([
        {
          _locale: 'en',
          landing_hero_headline: 'A Journey of the Soul, edited',
          purpose: 'A guided pilgrimage',
          itinerary_mecca_title: 'Mecca',
          accommodations_mecca_location: "10 minutes' walk",
        },
      ]);
      // What is the same in every language stays on the page: dates, the image, the status.
      expect(await one(`SELECT trip, accommodations_mecca_dates, hero_image_id, _status FROM trip_pages WHERE id = 3`)).toEqual([
        { trip: 'winter-2026', accommodations_mecca_dates: 'Jan. 7-12', hero_image_id: 7, _status: 'published' },
      ]);
      expect(await one(`SELECT _parent_id, _locale, item FROM trip_pages_inclusions_locales ORDER BY _parent_id`)).toEqual([
        { _parent_id: 'row-a', _locale: 'en', item: 'Flights' },
        { _parent_id: 'row-b', _locale: 'en', item: 'Visa fee' },
      ]);
      expect(await one(`SELECT _locale, title, description FROM trip_pages_portal_registration_steps_locales`)).toEqual([
        { _locale: 'en', title: 'Registration', description: 'Create your account' },
      ]);
      // The page's history keeps its words too (a restore brings them back in English).
      expect(await one(`SELECT _locale, version_landing_hero_headline FROM _trip_pages_v_locales WHERE _parent_id = 9`)).toEqual([
        { _locale: 'en', version_landing_hero_headline: 'An older headline' },
      ]);
      expect(await one(`SELECT l._locale, l.item FROM _trip_pages_v_version_inclusions_locales l`)).toEqual([{ _locale: 'en', item: 'Flights (older)' }]);
      expect(await one(`SELECT _locale, alt FROM media_locales WHERE _parent_id = 7`)).toEqual([{ _locale: 'en', alt: "The Prophet's Mosque at dawn" }]);
      expect(await one(`SELECT _locale, title, body FROM privacy_locales`)).toEqual([
        { _locale: 'en', title: 'Privacy notice', body: 'We keep what you give us.' },
      ]);
      expect(await one(`SELECT version FROM privacy`)).toEqual([{ version: '2026-11-26' }]);
      // No translation is made up: French and Arabic start empty and fall back to these.
      for (const table of ['trip_pages_locales', 'trip_pages_inclusions_locales', '_trip_pages_v_locales', 'media_locales', 'privacy_locales'])
        expect(await one(`SELECT count(*)::int AS n FROM ${table} WHERE _locale <> 'en'`)).toEqual([{ n: 0 }]);
      // The words now live in their English rows only.
      expect(
        await one(`SELECT column_name FROM information_schema.columns WHERE table_name = 'trip_pages' AND column_name IN ('landing_hero_headline', 'purpose')`),
      ).toEqual([]);
    });
  }, 300_000);
});
