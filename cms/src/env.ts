// The CMS's environment, read once. Defaults suit a local run next to the api.
const env = process.env;

export const cmsEnv = {
  databaseUrl: env.CMS_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/umrah_cms',
  payloadSecret: env.PAYLOAD_SECRET ?? 'dev-only-insecure-payload-secret',
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

// `next build` loads the config too (NODE_ENV=production there); only a running server needs the secret.
if (!env.PAYLOAD_SECRET && env.NODE_ENV === 'production' && env.NEXT_PHASE !== 'phase-production-build') {
  throw new Error('PAYLOAD_SECRET must be set in production');
}
