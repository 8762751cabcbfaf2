// The environment, parsed once at start. Nothing else reads process.env.
import { existsSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { parseKeyring } from './lib/envelope.js';

const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optional = z
  .string()
  .optional()
  .transform((v) => (v === '' ? undefined : v));

const DEV_SECRET = 'dev-only-insecure-session-secret-change-me';
// Development only: production refuses to start with it.
const DEV_PASSPORT_KEY = '0'.repeat(63) + '1';
const DEV_STORAGE_KEYS = `dev:${'0'.repeat(63)}2`;
const defaultWebDist = fileURLToPath(new URL('../../web/dist/', import.meta.url));

const schema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  /** Interface to listen on; 0.0.0.0 in containers. */
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/umrah'),
  DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(10),
  /** How long a request waits for a free PostgreSQL connection before it is answered 503. */
  DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
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
  /**
   * The origin people reach the app at (https://umrah.example.org). In production a public
   * origin demands TRUST_PROXY and (for https) COOKIE_SECURE; see docs/decisions/0013.
   */
  PUBLIC_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** The origin passkeys are made for (a host name, not an address); unset: PUBLIC_URL's (ADR 0104). */
  WEBAUTHN_ORIGIN: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
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
  /** Interest-form submissions per IP per hour. */
  INTEREST_RATE_LIMIT_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** "Forgot password?" requests per IP per hour (half of it per email address). */
  PASSWORD_RESET_PER_HOUR: z.coerce.number().int().min(1).default(6),
  EMAIL_VERIFICATION_RESEND_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Password hashes running at once (default: the machine's cores); more wait in line (ADR 0079). */
  PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).default(availableParallelism()),
  /** Hashes waiting in line before the next is refused with 503 and Retry-After. */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).default(2000),
  /** A hash that would wait longer than this in line (at the current pace) is refused with 503. */
  PASSWORD_HASH_MAX_WAIT_SECONDS: z.coerce.number().min(0).default(15),
  /** Consecutive failed sign-ins of one account after which it must wait (from any address). */
  AUTH_ACCOUNT_FAILS_BEFORE_BACKOFF: z.coerce.number().int().min(1).default(5),
  /** The first wait after those failures; each further lockout that day doubles it, up to the max. */
  AUTH_BACKOFF_BASE_SECONDS: z.coerce.number().int().min(1).default(30),
  AUTH_BACKOFF_MAX_SECONDS: z.coerce.number().int().min(1).default(3600),
  /** Per traveller: how many documents, and how many megabytes in total. */
  DOCUMENT_QUOTA_COUNT: z.coerce.number().int().min(1).default(20),
  DOCUMENT_QUOTA_MB: z.coerce.number().int().min(5).default(50),
  ADMIN_USERNAME: optional,
  ADMIN_PASSWORD: optional,
  ADMIN_EMAIL: optional,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app the api serves; not served when the folder does not exist. */
  WEB_DIST_DIR: z.string().default(defaultWebDist),
  /** AES-256-GCM key for passport numbers at rest: 64 hex characters (openssl rand -hex 32). */
  PASSPORT_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'must be 64 hex characters (32 bytes)')
    .default(DEV_PASSPORT_KEY),
  /**
   * Key-encryption keys for stored documents (envelope encryption, docs/decisions/0089):
   * "id:64hex[,id:64hex…]"; the first wraps new objects, the others still open older ones.
   */
  STORAGE_ENCRYPTION_KEYS: z
    .string()
    .default(DEV_STORAGE_KEYS)
    .superRefine((v, ctx) => parseKeyring(v).issues.forEach((message) => ctx.addIssue({ code: 'custom', message }))),
  /** Payload CMS base URL (its REST API); unset: the seed content is served. */
  CMS_URL: optional.pipe(z.url().optional()),
  /** The CMS as browsers reach it (its admin frames the web's /preview page); unset: CMS_URL. */
  CMS_PUBLIC_URL: optional.pipe(z.url().optional()),
  /** Shared secret the CMS sends (header x-webhook-secret) when the trip content is published. */
  CONTENT_WEBHOOK_SECRET: optional,
  /** How long a fetched copy is fresh before the api asks the CMS again. */
  CONTENT_TTL_SECONDS: z.coerce.number().int().min(1).default(60),
  /** S3-protocol object storage (any S3; the s3rver fork of ADR 0106 locally). npm start runs it when unset. */
  S3_ENDPOINT: z.url().default('http://127.0.0.1:9000'),
  S3_ACCESS_KEY: z.string().min(1).default('S3RVER'),
  S3_SECRET_KEY: z.string().min(1).default('S3RVER'),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
    .default('umrah-documents'),
  S3_REGION: z.string().default('us-east-1'),
  /**
   * On SIGTERM: how long to keep serving (readiness 503, every response closing its connection)
   * before the listener closes, so a proxy stops choosing this replica without a failed request.
   */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  /** Run pending migrations when the server starts. */
  MIGRATE_ON_START: bool.default(true),
  /**
   * Outgoing mail (smtp://user:pass@host:port, smtps://… for TLS from the start). Required in production
   * unless the api listens on loopback only; unset: messages are written to MAIL_DIR as .eml files.
   */
  SMTP_URL: optional.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Umrah Journey <no-reply@umrah.local>'),
  MAIL_DIR: z.string().default('.data/mail'),
  /** The message worker: how often it looks for due messages, and the first retry delay (doubling). */
  WORKER_POLL_MS: z.coerce.number().int().min(10).default(1000),
  MAIL_RETRY_BASE_MS: z.coerce.number().int().min(10).default(5000),
  /** Attempts before a message is set aside as undeliverable (at the 30-minute cap, 60 is about a day). */
  MAIL_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(60),
  /** How often the worker looks for reminders to send (each is sent once, however often). */
  REMINDER_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  // How often the worker ends expired holds and lapsed offers (docs/product.md#seats).
  SEATS_INTERVAL_SECONDS: z.coerce.number().int().min(1).default(60),
  RETENTION_INTERVAL_MINUTES: z.coerce.number().int().min(1).default(60),
  DATA_EXPORT_PER_HOUR: z.coerce.number().int().min(1).default(5),
  /** Paying online through Stripe Checkout (ADR 0117): the secret key and the webhook's signing secret; unset: off. */
  STRIPE_SECRET_KEY: optional,
  STRIPE_WEBHOOK_SECRET: optional,
  /** Where the Stripe API is reached (tests and the browser walk: the fake of scripts/fake-stripe.mjs); unset: Stripe's own. */
  STRIPE_API_URL: optional.pipe(z.url({ protocol: /^https?$/ }).optional()),
  /** How old a signed webhook may be before it is refused as a replay. */
  STRIPE_WEBHOOK_TOLERANCE_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
});

// Rules across keys, checked on the raw strings so they are reported together with field errors.
function crossKeyIssues(env: Record<string, string | undefined>): string[] {
  const issues: string[] = [];
  const secret = env.SESSION_SECRET || DEV_SECRET;
  if (env.NODE_ENV === 'production' && (secret === DEV_SECRET || secret.length < 32)) {
    issues.push('SESSION_SECRET: must be set to at least 32 random characters in production');
  }
  if (env.NODE_ENV === 'production' && (!env.PASSPORT_ENCRYPTION_KEY || env.PASSPORT_ENCRYPTION_KEY === DEV_PASSPORT_KEY)) {
    issues.push('PASSPORT_ENCRYPTION_KEY: must be set in production (openssl rand -hex 32)');
  }
  if (env.NODE_ENV === 'production' && (!env.STORAGE_ENCRYPTION_KEYS || env.STORAGE_ENCRYPTION_KEYS.includes(DEV_STORAGE_KEYS.slice(4)))) {
    issues.push('STORAGE_ENCRYPTION_KEYS: must be set in production (k1:$(openssl rand -hex 32))');
  }
  if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
    issues.push('ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together');
  }
  if (env.NODE_ENV === 'production' && !env.SMTP_URL && !isLoopback(env.HOST || '127.0.0.1')) {
    issues.push(
      'SMTP_URL: must be set in production (smtp://user:password@mail.example.org:587, or SMTP_URL_FILE naming a file that holds it); without it mail is only written to files inside the container and never leaves',
    );
  }
  if (Boolean(env.STRIPE_SECRET_KEY) !== Boolean(env.STRIPE_WEBHOOK_SECRET)) {
    issues.push('STRIPE_WEBHOOK_SECRET: STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET go together (online payments are on with both, off with neither)');
  }
  if (env.ADMIN_PASSWORD && env.ADMIN_PASSWORD.length < 8) issues.push('ADMIN_PASSWORD: must be at least 8 characters');
  issues.push(...proxyIssues(env));
  return issues;
}

const isLoopback = (host: string) => /^(localhost|127(\.\d{1,3}){3}|\[?::1\]?)$/i.test(host);
const isTrue = (v: string | undefined) => ['true', '1', 'yes'].includes(v ?? '');

// Production at a public origin sits behind a TLS proxy: without TRUST_PROXY every visitor has
// the proxy's IP (one visitor's failed logins lock everyone out) and without Secure the session
// cookie would also travel over plain HTTP.
function proxyIssues(env: Record<string, string | undefined>): string[] {
  if (env.NODE_ENV !== 'production' || !env.PUBLIC_URL) return [];
  let url: URL;
  try {
    url = new URL(env.PUBLIC_URL);
  } catch {
    return []; // reported by the schema
  }
  if (isLoopback(url.hostname)) return [];
  const issues: string[] = [];
  if (!env.TRUST_PROXY || Number(env.TRUST_PROXY) < 1) {
    issues.push(`TRUST_PROXY: must be set (the number of proxies in front of the api, usually 1) when PUBLIC_URL is a public origin in production`);
  }
  if (url.protocol === 'https:' && !isTrue(env.COOKIE_SECURE)) {
    issues.push('COOKIE_SECURE: must be true when PUBLIC_URL is https in production');
  }
  return issues;
}

/** Loud start-up warnings for a production setup that works but is probably not what was meant. */
export function startupWarnings(config: Config): string[] {
  if (config.NODE_ENV !== 'production') return [];
  const publicHost = config.PUBLIC_URL ? !isLoopback(new URL(config.PUBLIC_URL).hostname) : !isLoopback(config.HOST);
  if (!publicHost) return [];
  const warnings: string[] = [];
  if (config.TRUST_PROXY === 0) {
    warnings.push(
      'TRUST_PROXY is 0 while the api is reachable beyond this machine: behind a proxy every visitor shares its IP and the login limit becomes a site-wide lockout. Set TRUST_PROXY to the number of proxies (usually 1).',
    );
  }
  if (!config.COOKIE_SECURE) {
    warnings.push('COOKIE_SECURE is false in production: the session cookie may travel over plain HTTP. Set it to true when served over HTTPS.');
  }
  return warnings;
}

export type Config = z.infer<typeof schema> & {
  webDistAvailable: boolean;
  /** Where people open the portal: PUBLIC_URL, else this server's own address (links in emails). */
  publicOrigin: string;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

type Env = Record<string, string | undefined>;
/** Passwords kept apart from their URLs (e.g. in a compose secret), put into the URL's password. */
const URL_PASSWORDS = { DATABASE_PASSWORD: 'DATABASE_URL', REDIS_PASSWORD: 'REDIS_URL' } as const;
const URL_DEFAULTS = { DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/umrah', REDIS_URL: 'redis://127.0.0.1:6379/0' } as const;
/** Every key the app reads may instead come from a file: KEY_FILE=/run/secrets/… (docs/decisions/0087). */
const FILE_KEYS = new Set<string>([...Object.keys(schema.shape), ...Object.keys(URL_PASSWORDS)]);
const readSecretFile = (file: string) => readFileSync(file, 'utf8');
/** Keys whose empty file means "unset" rather than a mistake: online payment is off by default in compose. */
const OFF_WHEN_EMPTY = new Set(['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);

/**
 * The environment with each KEY_FILE read into KEY (one trailing newline dropped) and
 * DATABASE_PASSWORD / REDIS_PASSWORD put into their URLs. Problems are listed, never a file's content.
 */
export function resolveSecrets(env: Env, read: (file: string) => string = readSecretFile): { env: Env; issues: string[] } {
  const out: Env = { ...env };
  const issues: string[] = [];
  for (const [fileKey, file] of Object.entries(env)) {
    if (!fileKey.endsWith('_FILE') || !file) continue;
    const key = fileKey.slice(0, -'_FILE'.length);
    if (!FILE_KEYS.has(key)) continue;
    if (env[key]) {
      issues.push(`${fileKey}: set ${key} or ${fileKey}, not both`);
      continue;
    }
    let value: string;
    try {
      value = read(file).replace(/\r?\n$/, '');
    } catch (err) {
      issues.push(`${fileKey}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`);
      continue;
    }
    // An empty Stripe file is the compose stack's default: online payment off (ADR 0130).
    if (!value) {
      if (!OFF_WHEN_EMPTY.has(key)) issues.push(`${fileKey}: ${file} is empty`);
    } else out[key] = value;
  }
  for (const [passwordKey, urlKey] of Object.entries(URL_PASSWORDS)) {
    const password = out[passwordKey];
    if (!password) continue;
    let url: URL;
    try {
      url = new URL(out[urlKey] || URL_DEFAULTS[urlKey]);
    } catch {
      continue; // the schema reports the URL
    }
    if (url.password) {
      issues.push(`${passwordKey}: ${urlKey} already holds a password; give it in one place`);
      continue;
    }
    url.password = encodeURIComponent(password);
    out[urlKey] = url.href;
  }
  return { env: out, issues };
}

/** Parses an environment (process.env by default); throws with every bad key listed. */
export function loadConfig(given: Env = process.env): Config {
  const { env, issues } = resolveSecrets(given);
  const parsed = schema.safeParse(env);
  const lines = [...issues, ...(parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`)), ...crossKeyIssues(env)];
  if (!parsed.success || lines.length) {
    throw new ConfigError(`Invalid configuration:\n${lines.map((l) => `  ${l}`).join('\n')}`);
  }
  return {
    ...parsed.data,
    webDistAvailable: existsSync(parsed.data.WEB_DIST_DIR + '/index.html'),
    publicOrigin: parsed.data.PUBLIC_URL ?? `http://${parsed.data.HOST}:${parsed.data.PORT}`,
  };
}

/** Only the database keys: for one-shot jobs (migrations) that must not need the app's secrets. */
export function loadDatabaseConfig(given: Env = process.env) {
  const { env, issues } = resolveSecrets(given);
  if (issues.length) throw new ConfigError(`Invalid configuration:\n${issues.map((l) => `  ${l}`).join('\n')}`);
  const parsed = z
    .object({
      DATABASE_URL: z.url().default('postgres://postgres@127.0.0.1:5432/umrah'),
      DATABASE_POOL_MAX: z.coerce.number().int().min(2).max(100).default(2),
      DATABASE_ACQUIRE_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
    })
    .safeParse(env);
  if (!parsed.success) throw new ConfigError(`Invalid configuration:\n${parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return parsed.data;
}
