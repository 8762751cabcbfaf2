// The environment, parsed once at start. Nothing else reads process.env.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const DEV_SECRET = 'dev-only-insecure-session-secret-change-me';
const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const schema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    /** Interface to listen on; 0.0.0.0 in containers. */
    HOST: z.string().default('127.0.0.1'),
    PORT: z.coerce.number().int().min(0).max(65535).default(8080),
    DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/umrah'),
    DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
    REDIS_URL: z.url().default('redis://127.0.0.1:6379/0'),
    /** Prefix for every Redis key (sessions, rate limits) so several apps can share one Redis. */
    REDIS_KEY_PREFIX: z.string().default('umrah:'),
    SESSION_SECRET: z.string().min(1).default(DEV_SECRET),
    SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).default(120),
    SESSION_ABSOLUTE_HOURS: z.coerce.number().int().min(1).default(12),
    /** Set when the app is served over TLS (directly or behind a proxy). */
    COOKIE_SECURE: bool.default(false),
    /** Number of proxy hops to trust for the client IP and protocol (0: none). */
    TRUST_PROXY: z.coerce.number().int().min(0).default(0),
    /** Extra origins allowed to make non-GraphQL writes (comma separated); the app's own is always allowed. */
    ALLOWED_ORIGINS: z
      .string()
      .default('')
      .transform((v) =>
        v
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean),
      ),
    /** Attempts per IP per minute for login and for signup. */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    ADMIN_USERNAME: optional,
    ADMIN_PASSWORD: optional,
    ADMIN_EMAIL: optional,
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** The built web app the api serves; not served when the folder does not exist. */
    WEB_DIST_DIR: z.string().default(defaultWebDist),
    /** Run pending migrations when the server starts. */
    MIGRATE_ON_START: bool.default(true),
  });

// Rules across keys, checked on the raw strings so they are reported together with field errors.
function crossKeyIssues(env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const secret = env.SESSION_SECRET || DEV_SECRET;
  if (env.NODE_ENV === 'production' && (secret === DEV_SECRET || secret.length < 32)) {
    issues.push('SESSION_SECRET: must be set to at least 32 random characters in production');
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    issues.push('ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) issues.push('ADMIN_PASSWORD: must be at least 8 characters');
  return issues;
}

export type Config = z.infer<typeof schema> & { webDistAvailable: boolean };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses an environment (process.env by default); throws with every bad key listed. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = schema.safeParse(env);
  const lines = [
    ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)),
    ...crossKeyIssues(env),
  ];
  if (!parsed.success || lines.length) {
    throw new ConfigError(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }
  return { ...parsed.data, webDistAvailable: existsSync(parsed.data.WEB_DIST_DIR + '/index.html') };
}
