// Documents encrypted at rest (envelope encryption, docs/decisions/0089): what the bucket holds is
// ciphertext; the app reads back the exact bytes; older plain objects stay readable and get
// encrypted by storage:rewrap; a new key is rolled in and the old one dropped.
import { randomBytes, randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import type { BuiltApp } from '../src/app.js';
import { createObjectStore, createStorage, type ObjectStore, type Storage } from '../src/lib/storage.js';
import { resetDb, signedInAdmin, startApp, travellerAt } from './helpers.js';
import { startS3, type TestS3 } from './s3.js';

const PDF = readFileSync(new URL('./fixtures/passport.pdf', import.meta.url));
const K1 = `k1:${'1'.repeat(64)}`;
const K2 = `k2:${'2'.repeat(64)}`;
const dir = mkdtempSync(path.join(tmpdir(), 'umrah-envelope-'));
let s3: TestS3;
let bucket: string;
beforeAll(async () => {
  s3 = await startS3();
  bucket = `umrah-enc-${randomUUID().slice(0, 8)}`;
  await raw().ensureBucket();
});
afterAll(async () => {
  await s3.stop();
  rmSync(dir, { recursive: true, force: true });
});

const s3Config = () => ({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: bucket, S3_REGION: 'us-east-1' });
const raw = (): ObjectStore => createObjectStore(s3Config());
const sealed = (keys: string): Storage => createStorage({ ...s3Config(), STORAGE_ENCRYPTION_KEYS: keys });
async function bytes(stream: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const c of stream) parts.push(c as Buffer);
  return Buffer.concat(parts);
}
function file(content: Buffer): string {
  const p = path.join(dir, randomUUID());
  writeFileSync(p, content);
  return p;
}
async function put(storage: Storage, content: Buffer, key = `${randomUUID()}.pdf`) {
  await storage.putFile(key, file(content), content.length, 'application/pdf');
  return key;
}
const rawBytes = async (key: string) => bytes(await raw().get(key));

describe('documents at rest', () => {
  it('when a document is stored, then the bucket holds no PDF header and no text of it, and the app reads the exact bytes back', async () => {
    const key = await put(sealed(K1), PDF);
    const stored = await rawBytes(key);
    expect(stored.subarray(0, 8).toString()).toBe('UMRAHENC');
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    expect(stored.length).toBe(PDF.length + 8 + 2 + 2 + 12 + 32 + 16 + 12 + 16);
    expect((await bytes(await sealed(K1).get(key))).equals(PDF)).toBe(true);
    // Two stores of the same bytes differ (a fresh data key and IV each time).
    expect((await rawBytes(await put(sealed(K1), PDF))).equals(stored)).toBe(false);
  });

  it('when documents of several sizes go through, then each comes back byte for byte (across stream chunks)', async () => {
    for (const size of [1, 15, 16, 17, 65_536, 3 * 1024 * 1024 + 7]) {
      const content = randomBytes(size);
      const key = await put(sealed(K1), content);
      expect((await bytes(await sealed(K1).get(key))).equals(content)).toBe(true);
    }
  });

  it('when a stored object is changed or moved to another name, then reading it fails instead of giving other bytes', async () => {
    const key = await put(sealed(K1), PDF);
    const stored = await rawBytes(key);
    const flipped = Buffer.from(stored);
    flipped[flipped.length - 40] = flipped[flipped.length - 40]! ^ 1;
    await raw().putStream(key, Readable.from([flipped]), flipped.length, 'application/pdf');
    await expect(bytes(await sealed(K1).get(key))).rejects.toThrow(/auth/i);
    const moved = `${randomUUID()}.pdf`;
    await raw().putStream(moved, Readable.from([stored]), stored.length, 'application/pdf');
    await expect(sealed(K1).get(moved)).rejects.toThrow(/auth/i);
  });

  it('when an object was stored before encryption, then it is still read as it is, and rewrap encrypts it in place', async () => {
    const key = `${randomUUID()}.pdf`;
    await raw().putFile(key, file(PDF), PDF.length, 'application/pdf');
    expect((await bytes(await sealed(K1).get(key))).equals(PDF)).toBe(true);
    expect(await sealed(K1).rewrap(key)).toBe('plain');
    expect((await rawBytes(key)).includes(Buffer.from('%PDF'))).toBe(false);
    expect((await bytes(await sealed(K1).get(key))).equals(PDF)).toBe(true);
    expect((await raw().stat(key)).contentType).toBe('application/pdf');
    expect(await sealed(K1).rewrap(key)).toBe('current');
  });

  it('when the key is rotated (new key first, rewrap, old key dropped), then every document still opens and the old key alone no longer does', async () => {
    const key = await put(sealed(K1), PDF);
    const before = await rawBytes(key);
    const both = sealed(`${K2},${K1}`);
    expect((await bytes(await both.get(key))).equals(PDF)).toBe(true);
    expect(await both.rewrap(key)).toBe('k1');
    const after = await rawBytes(key);
    // Only the wrapped data key changed: the document's ciphertext is the same bytes.
    expect(after.subarray(after.length - PDF.length - 16).equals(before.subarray(before.length - PDF.length - 16))).toBe(true);
    expect((await bytes(await sealed(K2).get(key))).equals(PDF)).toBe(true);
    await expect(sealed(K1).get(key)).rejects.toThrow('its key k2 is not in STORAGE_ENCRYPTION_KEYS');
  });

  it('when npm run storage:rewrap runs with a new key first, then it reports what it re-sealed and the old key can go', async () => {
    const own = `umrah-rot-${randomUUID().slice(0, 8)}`;
    const cfg = { ...s3Config(), S3_BUCKET: own };
    await createObjectStore(cfg).ensureBucket();
    const old = createStorage({ ...cfg, STORAGE_ENCRYPTION_KEYS: K1 });
    const keys = [`${randomUUID()}.pdf`, `${randomUUID()}.pdf`];
    for (const k of keys) await old.putFile(k, file(PDF), PDF.length, 'application/pdf');
    await createObjectStore(cfg).putFile(`${randomUUID()}.pdf`, file(PDF), PDF.length, 'application/pdf');
    // Asynchronously: the S3 server runs in this process.
    const job = (keysEnv: string) =>
      promisify(execFile)(process.execPath, ['scripts/cli.mjs', 'storage-rewrap'], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        encoding: 'utf8',
        timeout: 50_000,
        env: { ...process.env, S3_ENDPOINT: s3.endpoint, S3_BUCKET: own, STORAGE_ENCRYPTION_KEYS: keysEnv, NODE_OPTIONS: '' },
      });
    const first = await job(`${K2},${K1}`);
    expect(first.stderr).toBe('');
    expect(first.stdout).toContain(`3 objects in ${own}: 2 from k1, 1 from plain.`);
    expect((await job(`${K2},${K1}`)).stdout).toContain(`3 objects in ${own}: 3 already current.`);
    const fresh = createStorage({ ...cfg, STORAGE_ENCRYPTION_KEYS: K2 });
    for (const k of await fresh.listKeys()) expect((await bytes(await fresh.get(k))).equals(PDF)).toBe(true);
  }, 60_000);

  it('when STORAGE_ENCRYPTION_KEYS is malformed, then the storage refuses to start without echoing a key', () => {
    expect(() => sealed('k1:abc')).toThrow(/entry 1 must be id:key/);
    expect(() => sealed(`${K1},${K1}`)).toThrow('the id k1 is used twice');
    expect(() => sealed('')).toThrow('at least one id:key is needed');
    expect(() => sealed(`bad id:${'1'.repeat(64)}`)).not.toThrow(/1111/);
  });
});

describe('through the app', () => {
  let built: BuiltApp;
  beforeAll(async () => {
    built = await startApp({ S3_ENDPOINT: s3.endpoint, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', STORAGE_ENCRYPTION_KEYS: K1 });
    await resetDb(built.db);
  });
  afterAll(() => built.close());

  it('when a traveller uploads a passport scan, then the object in the bucket has no PDF header and the download is the same bytes', async () => {
    const admin = (await signedInAdmin(built)).agent;
    const t = await travellerAt(built, admin, 'FORM_APPROVED');
    const up = await t.agent
      .post('/api/trip/documents')
      .field('metadata', JSON.stringify({ type: 'passport' }))
      .attach('file', PDF, { filename: 'passport.pdf', contentType: 'application/pdf' });
    expect(up.status).toBe(201);
    const key = String(up.body.url).split('/').pop()!;
    const store = createObjectStore({ ...s3Config(), S3_BUCKET: built.storage.bucket });
    const stored = await bytes(await store.get(key));
    expect(stored.includes(Buffer.from('%PDF'))).toBe(false);
    const down = await t.agent
      .get(up.body.url)
      .buffer(true)
      .parse((res, cb) => {
        const parts: Buffer[] = [];
        res.on('data', (c: Buffer) => parts.push(c));
        res.on('end', () => cb(null, Buffer.concat(parts)));
      });
    expect(down.status).toBe(200);
    expect(down.headers['content-length']).toBe(String(PDF.length));
    expect((down.body as Buffer).equals(PDF)).toBe(true);
  });
});
