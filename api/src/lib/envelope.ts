// Envelope encryption of stored objects (docs/decisions/0089). Each object gets its own random
// 256-bit data key; the object is AES-256-GCM under that key, and the data key is AES-256-GCM
// wrapped by a key-encryption key (KEK) from STORAGE_ENCRYPTION_KEYS. Both are bound to the object's
// key (AAD), so an object copied under another name does not decrypt. Layout of a stored object:
//
//   "UMRAHENC" | 0x01 | idLength | KEK id | wrapIv(12) | wrapped data key(32) | wrapTag(16) | dataIv(12) | ciphertext | dataTag(16)
//
// Objects stored before encryption have no such header (every upload starts with its own PDF, JPEG
// or PNG signature): they are read as they are, and `rewrap` encrypts them.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';

const MAGIC = Buffer.from('UMRAHENC');
const FORMAT = 1;
const IV = 12;
const TAG = 16;
const DATA_KEY = 32;
const KEY_ID = /^[A-Za-z0-9_-]{1,32}$/;

export interface Keyring {
  /** The KEK that wraps new objects' data keys. */
  current: { id: string; key: Buffer };
  byId: Map<string, Buffer>;
}

/** "id:64hex[,id:64hex…]", the first one current; problems listed without any key material. */
export function parseKeyring(text: string): { keyring?: Keyring; issues: string[] } {
  const issues: string[] = [];
  const byId = new Map<string, Buffer>();
  const entries = text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const [i, entry] of entries.entries()) {
    const [id = '', hex = '', ...rest] = entry.split(':');
    if (!KEY_ID.test(id) || !/^[0-9a-fA-F]{64}$/.test(hex) || rest.length) {
      issues.push(`entry ${i + 1} must be id:key, the id letters, digits, - or _ (at most 32) and the key 64 hex characters (openssl rand -hex 32)`);
    } else if (byId.has(id)) {
      issues.push(`the id ${id} is used twice`);
    } else {
      byId.set(id, Buffer.from(hex, 'hex'));
    }
  }
  if (!entries.length) issues.push('at least one id:key is needed');
  if (issues.length) return { issues };
  const [id] = byId.keys() as IterableIterator<string>;
  return { keyring: { current: { id: id!, key: byId.get(id!)! }, byId }, issues };
}

function gcm(key: Buffer, iv: Buffer, aad: string) {
  return createCipheriv('aes-256-gcm', key, iv).setAAD(Buffer.from(aad, 'utf8'));
}

/** The header for a new object: a fresh data key wrapped by the current KEK. */
function sealHeader(keyring: Keyring, objectKey: string, dataKey: Buffer, dataIv: Buffer): Buffer {
  const id = Buffer.from(keyring.current.id, 'utf8');
  const wrapIv = randomBytes(IV);
  const wrap = gcm(keyring.current.key, wrapIv, `${keyring.current.id}:${objectKey}`);
  const wrapped = Buffer.concat([wrap.update(dataKey), wrap.final()]);
  return Buffer.concat([MAGIC, Buffer.from([FORMAT, id.length]), id, wrapIv, wrapped, wrap.getAuthTag(), dataIv]);
}

/** Bytes an encrypted object adds to its plain size with the current KEK. */
export function overhead(keyring: Keyring): number {
  return MAGIC.length + 2 + Buffer.byteLength(keyring.current.id) + IV + DATA_KEY + TAG + IV + TAG;
}

/** The stored form of a plain stream. */
export function encrypt(keyring: Keyring, objectKey: string, plain: AsyncIterable<Buffer>): Readable {
  const dataKey = randomBytes(DATA_KEY);
  const dataIv = randomBytes(IV);
  async function* sealed() {
    yield sealHeader(keyring, objectKey, dataKey, dataIv);
    const cipher = gcm(dataKey, dataIv, objectKey);
    for await (const chunk of plain) yield cipher.update(chunk);
    yield cipher.final();
    yield cipher.getAuthTag();
  }
  return Readable.from(sealed(), { objectMode: false });
}

interface Header {
  kekId: string;
  dataKey: Buffer;
  dataIv: Buffer;
  length: number;
}

/** Reads the header at the start of `buf`: undefined while more bytes are needed, 'plain' when it is not one. */
function readHeader(keyring: Keyring, objectKey: string, buf: Buffer): Header | 'plain' | undefined {
  if (buf.length < MAGIC.length) return MAGIC.subarray(0, buf.length).equals(buf) ? undefined : 'plain';
  if (!buf.subarray(0, MAGIC.length).equals(MAGIC)) return 'plain';
  if (buf.length < MAGIC.length + 2) return undefined;
  if (buf[MAGIC.length] !== FORMAT) throw new Error(`stored object ${objectKey}: unknown encryption format ${buf[MAGIC.length]}`);
  const idLength = buf[MAGIC.length + 1]!;
  const length = MAGIC.length + 2 + idLength + IV + DATA_KEY + TAG + IV;
  if (buf.length < length) return undefined;
  let at = MAGIC.length + 2;
  const kekId = buf.subarray(at, (at += idLength)).toString('utf8');
  const wrapIv = buf.subarray(at, (at += IV));
  const wrapped = buf.subarray(at, (at += DATA_KEY));
  const wrapTag = buf.subarray(at, (at += TAG));
  const dataIv = buf.subarray(at, (at += IV));
  const kek = keyring.byId.get(kekId);
  if (!kek) throw new Error(`stored object ${objectKey}: its key ${kekId} is not in STORAGE_ENCRYPTION_KEYS`);
  const unwrap = createDecipheriv('aes-256-gcm', kek, wrapIv).setAAD(Buffer.from(`${kekId}:${objectKey}`, 'utf8'));
  unwrap.setAuthTag(wrapTag);
  const dataKey = Buffer.concat([unwrap.update(wrapped), unwrap.final()]);
  return { kekId, dataKey, dataIv: Buffer.from(dataIv), length };
}

/** Splits a stored stream into its header (or 'plain') and the bytes after it. */
async function open(keyring: Keyring, objectKey: string, stored: AsyncIterable<Buffer>) {
  const it = stored[Symbol.asyncIterator]();
  let buf: Buffer = Buffer.alloc(0);
  for (;;) {
    const header = readHeader(keyring, objectKey, buf);
    if (header) return { header, head: header === 'plain' ? buf : buf.subarray(header.length), it };
    const next = await it.next();
    if (next.done) return { header: 'plain' as const, head: buf, it };
    buf = Buffer.concat([buf, next.value]);
  }
}
async function* rest(head: Buffer, it: AsyncIterator<Buffer>) {
  if (head.length) yield head;
  for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
}

/** The plain form of a stored stream; the tag is checked at its end (a changed object ends in an error). */
export async function decrypt(keyring: Keyring, objectKey: string, stored: AsyncIterable<Buffer>): Promise<Readable> {
  const { header, head, it } = await open(keyring, objectKey, stored);
  if (header === 'plain') return Readable.from(rest(head, it), { objectMode: false });
  async function* plain(h: Header) {
    const decipher = createDecipheriv('aes-256-gcm', h.dataKey, h.dataIv).setAAD(Buffer.from(objectKey, 'utf8'));
    let pending: Buffer = Buffer.alloc(0);
    for await (const chunk of rest(head, it)) {
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      if (pending.length > TAG) {
        yield decipher.update(pending.subarray(0, pending.length - TAG));
        pending = pending.subarray(pending.length - TAG);
      }
    }
    if (pending.length !== TAG) throw new Error(`stored object ${objectKey} is truncated`);
    decipher.setAuthTag(pending);
    const last = decipher.final();
    if (last.length) yield last;
  }
  return Readable.from(plain(header), { objectMode: false });
}

/**
 * The object re-sealed under the current KEK: 'current' when it already is; an object sealed
 * under an older KEK gets its data key re-wrapped (the ciphertext is kept as it is); a plain one is
 * encrypted. `size` is the stored size, so the new one's length is known before it is written.
 */
export async function rewrap(
  keyring: Keyring,
  objectKey: string,
  stored: AsyncIterable<Buffer>,
  size: number,
): Promise<'current' | { was: string; body: Readable; length: number }> {
  const { header, head, it } = await open(keyring, objectKey, stored);
  if (header === 'plain') return { was: 'plain', body: encrypt(keyring, objectKey, rest(head, it)), length: size + overhead(keyring) };
  if (header.kekId === keyring.current.id) {
    await it.return?.();
    return 'current';
  }
  const newHeader = sealHeader(keyring, objectKey, header.dataKey, header.dataIv);
  async function* body() {
    yield newHeader;
    yield* rest(head, it);
  }
  return { was: header.kekId, body: Readable.from(body(), { objectMode: false }), length: size - header.length + newHeader.length };
}
