// The CMS's environment, read once. Defaults suit a local run next to the api.
import { readFileSync } from 'node:fs';

// A secret may come from a file (a compose secret): KEY_FILE=/run/secrets/… is read into KEY, one
// trailing newline dropped; CMS_DATABASE_PASSWORD goes into CMS_DATABASE_URL. Same rule as the api's
// config (docs/decisions/0087); the CMS is built on its own, so it carries its own few lines.
const FILE_KEYS = [
  'CMS_DATABASE_URL',
  'CMS_DATABASE_PASSWORD',
  'PAYLOAD_SECRET',
  'CMS_ADMIN_PASSWORD',
  'CONTENT_WEBHOOK_SECRET',
  'CMS_S3_ACCESS_KEY',
  'CMS_S3_SECRET_KEY',
];
function withSecretFiles(given: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const out = { ...given };
  for (const key of FILE_KEYS) {
    const file = given[`${key}_FILE`];
    if (!file) continue;
    if (given[key]) throw new Error(`The CMS refuses to start: set ${key} or ${key}_FILE, not both`);
    let value: string;
    try {
      value = readFileSync(file, 'utf8').replace(/\r?\n$/, '');
    } catch (err) {
      throw new Error(`The CMS refuses to start: ${key}_FILE: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    if (!value) throw new Error(`The CMS refuses to start: ${key}_FILE: ${file} is empty`);
    out[key] = value;
  }
  if (out.CMS_DATABASE_PASSWORD && out.CMS_DATABASE_URL) {
    const url = new URL(out.CMS_DATABASE_URL);
    url.password = encodeURIComponent(out.CMS_DATABASE_PASSWORD);
    out.CMS_DATABASE_URL = url.href;
  }
  return out;
}
const env = withSecretFiles(process.env);

export const cmsEnv = {
  databaseUrl: env.CMS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_cms',
  payloadSecret: env.PAYLOAD_SECRET ?? 'dev-only-insecure-payload-secret',
  /** Editor sign-in attempts per client address per 15 minutes. */
  loginAttemptsPer15Minutes: Number(env.CMS_LOGIN_ATTEMPTS_PER_15_MINUTES ?? 20),
  /** This CMS's public URL: media URLs are absolute so the landing page can load them. */
  publicUrl: env.CMS_PUBLIC_URL ?? `http://127.0.0.1:${env.CMS_PORT ?? '3001'}`,
  /** The api, told on every change of the trip so the landing page updates within seconds. */
  apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
  /** The public web app (served by the api): its /preview page shows a trip page's draft live. */
  webUrl: (env.WEB_PUBLIC_URL ?? env.API_URL ?? 'http://127.0.0.1:8080').replace(/\/$/, ''),
  webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? '',
  adminEmail: env.CMS_ADMIN_EMAIL,
  adminPassword: env.CMS_ADMIN_PASSWORD,
  // Media live in S3 (the compose S3 server or a managed S3; the local s3rver that `npm start` runs otherwise).
  s3: {
    endpoint: env.CMS_S3_ENDPOINT ?? 'http://127.0.0.1:9000',
    bucket: env.CMS_S3_BUCKET ?? 'umrah-media',
    accessKeyId: env.CMS_S3_ACCESS_KEY ?? 'S3RVER',
    secretAccessKey: env.CMS_S3_SECRET_KEY ?? 'S3RVER',
    region: env.CMS_S3_REGION ?? 'us-east-1',
  },
};

// `next build` loads the config too (NODE_ENV=production there); only a running CMS needs these.
// Outside development the secret has no default; in production the first editor must be named,
// or anyone reaching the CMS first could create the first account (Payload's first-register).
const running = env.NEXT_PHASE !== 'phase-production-build';
const development = !env.NODE_ENV || env.NODE_ENV === 'development';
const missing = [
  ...(!env.PAYLOAD_SECRET && !development ? ['PAYLOAD_SECRET'] : []),
  ...(env.NODE_ENV === 'production' ? (['CMS_ADMIN_EMAIL', 'CMS_ADMIN_PASSWORD'] as const).filter((k) => !env[k]) : []),
];
if (running && missing.length) {
  throw new Error(`The CMS refuses to start: set ${missing.join(', ')} (NODE_ENV=${env.NODE_ENV ?? 'unset'})`);
}
