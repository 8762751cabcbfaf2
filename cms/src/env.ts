// The CMS's environment, read once. Defaults suit a local run next to the api.
const env = process.env;

export const cmsEnv = {
  databaseUrl: env.CMS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_cms',
  payloadSecret: env.PAYLOAD_SECRET ?? 'dev-only-insecure-payload-secret',
  /** Editor sign-in attempts per client address per 15 minutes. */
  loginAttemptsPer15Minutes: Number(env.CMS_LOGIN_ATTEMPTS_PER_15_MINUTES ?? 20),
  /** This CMS's public URL: media URLs are absolute so the landing page can load them. */
  publicUrl: env.CMS_PUBLIC_URL ?? `http://127.0.0.1:${env.CMS_PORT ?? '3001'}`,
  /** The api, told on every change of the trip so the landing page updates within seconds. */
  apiUrl: env.API_URL ?? 'http://127.0.0.1:8080',
  webhookSecret: env.CONTENT_WEBHOOK_SECRET ?? '',
  adminEmail: env.CMS_ADMIN_EMAIL,
  adminPassword: env.CMS_ADMIN_PASSWORD,
  // Media live in S3 (MinIO in production, the local s3rver that `npm start` runs otherwise).
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
