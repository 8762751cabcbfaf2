// Secrets from files (compose secrets, KEY_FILE) and what production refuses to start without.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ConfigError, loadConfig, loadDatabaseConfig } from '../src/config.js';

const dir = mkdtempSync(path.join(tmpdir(), 'umrah-config-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
function secretFile(name: string, content: string) {
  const file = path.join(dir, name);
  writeFileSync(file, content, { mode: 0o600 });
  return file;
}
const prod = {
  NODE_ENV: 'production',
  HOST: '0.0.0.0',
  PUBLIC_URL: 'https://umrah.example.org',
  TRUST_PROXY: '1',
  COOKIE_SECURE: 'true',
  SESSION_SECRET: 's'.repeat(40),
  PASSPORT_ENCRYPTION_KEY: 'a'.repeat(64),
  STORAGE_ENCRYPTION_KEYS: 'k1:' + 'c'.repeat(64),
  SMTP_URL: 'smtp://mail.example.org:587',
};
function refusal(env: Record<string, string | undefined>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error('the configuration was accepted');
}

describe('secrets from files (KEY_FILE)', () => {
  it('when a secret is given as KEY_FILE, then its file is read, one trailing newline dropped', () => {
    const config = loadConfig({
      ...prod,
      SESSION_SECRET: undefined,
      SESSION_SECRET_FILE: secretFile('session', `${'x'.repeat(48)}\n`),
      PASSPORT_ENCRYPTION_KEY: undefined,
      PASSPORT_ENCRYPTION_KEY_FILE: secretFile('passport', `${'b'.repeat(64)}\r\n`),
      S3_SECRET_KEY_FILE: secretFile('s3', 'secret with spaces '),
      SMTP_URL: undefined,
      SMTP_URL_FILE: secretFile('smtp', 'smtp://mailer:p%40ss@smtp.example.org:587\n'),
    });
    expect(config.SESSION_SECRET).toBe('x'.repeat(48));
    expect(config.PASSPORT_ENCRYPTION_KEY).toBe('b'.repeat(64));
    expect(config.S3_SECRET_KEY).toBe('secret with spaces ');
    expect(config.SMTP_URL).toBe('smtp://mailer:p%40ss@smtp.example.org:587');
  });

  it('when the database and Redis passwords come from files, then they go into their URLs (escaped), for the migrate job too', () => {
    const env = {
      ...prod,
      DATABASE_URL: 'postgres://umrah@postgres:5432/umrah',
      DATABASE_PASSWORD_FILE: secretFile('pg', 'p@ss/word:1\n'),
      REDIS_URL: 'redis://redis:6379/0',
      REDIS_PASSWORD_FILE: secretFile('redis', 'r3dis\n'),
    };
    const config = loadConfig(env);
    expect(new URL(config.DATABASE_URL).password).toBe(encodeURIComponent('p@ss/word:1'));
    expect(decodeURIComponent(new URL(config.DATABASE_URL).password)).toBe('p@ss/word:1');
    expect(new URL(config.DATABASE_URL).host).toBe('postgres:5432');
    expect(config.REDIS_URL).toBe('redis://:r3dis@redis:6379/0');
    expect(decodeURIComponent(new URL(loadDatabaseConfig(env).DATABASE_URL).password)).toBe('p@ss/word:1');
  });

  it('when a file is missing or empty, or a key is given both ways, then start-up fails naming each, never showing a value', () => {
    const text = refusal({
      ...prod,
      SESSION_SECRET_FILE: secretFile('both', 'z'.repeat(40)),
      PASSPORT_ENCRYPTION_KEY: undefined,
      PASSPORT_ENCRYPTION_KEY_FILE: path.join(dir, 'missing'),
      S3_SECRET_KEY_FILE: secretFile('empty', '\n'),
    });
    expect(text).toMatch(/SESSION_SECRET_FILE: set SESSION_SECRET or SESSION_SECRET_FILE, not both/);
    expect(text).toMatch(/PASSPORT_ENCRYPTION_KEY_FILE: cannot read .*missing \(ENOENT\)/);
    expect(text).toMatch(/S3_SECRET_KEY_FILE: .*empty is empty/);
    expect(text).not.toContain('z'.repeat(40));
    expect(text).not.toContain('s'.repeat(40));
  });

  it('when a URL already holds a password and one comes from a file too, then start-up fails', () => {
    const text = refusal({ ...prod, DATABASE_URL: 'postgres://umrah:inline@postgres/umrah', DATABASE_PASSWORD_FILE: secretFile('pg2', 'other') });
    expect(text).toMatch(/DATABASE_PASSWORD: DATABASE_URL already holds a password/);
    expect(text).not.toContain('inline');
    expect(() => loadDatabaseConfig({ DATABASE_URL: 'postgres://u:inline@h/d', DATABASE_PASSWORD: 'x' })).toThrow(ConfigError);
  });

  it('when a _FILE variable names no key the app reads, then it is left alone', () => {
    expect(loadConfig({ ...prod, SOMETHING_ELSE_FILE: path.join(dir, 'missing') }).SESSION_SECRET).toBe('s'.repeat(40));
  });
});

describe('mail in production', () => {
  it('when production is reachable beyond loopback without SMTP_URL, then it refuses to start with a clear message', () => {
    expect(refusal({ ...prod, SMTP_URL: undefined })).toMatch(/SMTP_URL: must be set in production .*never leaves/);
    expect(refusal({ ...prod, SMTP_URL: '' })).toMatch(/SMTP_URL: must be set in production/);
  });

  it('when SMTP_URL is set, or production listens on loopback only (npm start, the browser tests), then it starts', () => {
    expect(loadConfig(prod).SMTP_URL).toBe('smtp://mail.example.org:587');
    expect(loadConfig({ ...prod, HOST: '127.0.0.1', PUBLIC_URL: undefined, SMTP_URL: undefined }).SMTP_URL).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).SMTP_URL).toBeUndefined();
  });
});
