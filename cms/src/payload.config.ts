import { postgresAdapter } from '@payloadcms/db-postgres';
import { s3Storage } from '@payloadcms/storage-s3';
import { en } from '@payloadcms/translations/languages/en';
import { fr } from '@payloadcms/translations/languages/fr';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { Media } from './collections/Media';
import { Users } from './collections/Users';
import { cmsEnv } from './env';
import { TripPages } from './collections/TripPages';
import { Privacy } from './globals/Privacy';
import { contentLocalization } from './localization';
import { migrations } from './migrations';
import { ensureFirstEditor, seedTrip } from './seed/index';

const dirname = path.dirname(fileURLToPath(import.meta.url));

export default buildConfig({
  serverURL: cmsEnv.publicUrl,
  secret: cmsEnv.payloadSecret,
  admin: {
    user: Users.slug,
    meta: { titleSuffix: ' | Umrah Journey CMS' },
    // No Gravatar: the admin makes no request outside this site.
    avatar: 'default',
    importMap: { baseDir: dirname },
  },
  // The web's /preview page (live preview) asks this API for the draft's related documents.
  cors: [cmsEnv.webUrl],
  // The admin itself in English or French (each editor picks in their account); the content in
  // English, French and Arabic, English shown wherever a translation is missing (ADR 0112).
  i18n: { supportedLanguages: { en, fr }, fallbackLanguage: 'en' },
  localization: contentLocalization,
  collections: [TripPages, Users, Media],
  globals: [Privacy],
  // The landing page reads the trip over REST from the api; no GraphQL needed here.
  graphQL: { disable: true },
  telemetry: false,
  sharp,
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  db: postgresAdapter({
    pool: { connectionString: cmsEnv.databaseUrl, max: 5 },
    // Schema changes only through committed migrations (src/migrations), never pushed.
    push: false,
    migrationDir: path.resolve(dirname, 'migrations'),
    prodMigrations: migrations,
  }),
  upload: { limits: { fileSize: 5_000_000 } },
  // Scheduled publishing (trip pages, the privacy notice): the CMS runs its due jobs every minute.
  jobs: { autoRun: [{ cron: '* * * * *', queue: 'default', limit: 10 }] },
  // Always registered, so the admin's import map (generated at build) matches the running config.
  plugins: [
    s3Storage({
      collections: { media: true },
      bucket: cmsEnv.s3.bucket,
      config: {
        endpoint: cmsEnv.s3.endpoint,
        region: cmsEnv.s3.region,
        forcePathStyle: true,
        credentials: { accessKeyId: cmsEnv.s3.accessKeyId, secretAccessKey: cmsEnv.s3.secretAccessKey },
      },
    }),
  ],
  onInit: async (payload) => {
    await ensureFirstEditor(payload);
    await seedTrip(payload);
  },
});
