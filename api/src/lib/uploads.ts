// Receiving an uploaded file: spooled to a temporary file under the size limit (so the object
// store gets a known size and memory does not grow with the file), and typed by its bytes.
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { open, unlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DOCUMENT_MESSAGES } from '@umrah/graphql';
import { AppError } from './errors.js';

export const TOO_LARGE = DOCUMENT_MESSAGES.tooLarge;
export const NOT_ALLOWED = DOCUMENT_MESSAGES.notAllowed;
export const EMPTY_FILE = DOCUMENT_MESSAGES.empty;

export interface SpooledFile {
  path: string;
  size: number;
  /** Removes the temporary file (safe to call twice). */
  discard(): Promise<void>;
}

/**
 * Writes the stream to a temporary file. Past `limit` bytes it keeps reading but stops writing,
 * so the client's request still ends cleanly and gets the 413 answer instead of a reset.
 */
export async function spool(stream: Readable, limit: number): Promise<SpooledFile> {
  const file = path.join(tmpdir(), `umrah-upload-${randomUUID()}`);
  let size = 0;
  let tooLarge = false;
  const discard = () => unlink(file).catch(() => undefined);
  const counter = new Transform({
    transform(chunk: Buffer, _enc, done) {
      size += chunk.length;
      if (size > limit) tooLarge = true;
      done(null, tooLarge ? undefined : chunk);
    },
  });
  try {
    await pipeline(stream, counter, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await discard();
    // graphql-upload reports its own size limit as a stream error.
    if (tooLarge || (err as { status?: number }).status === 413) throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
    throw err;
  }
  if (tooLarge || (stream as Readable & { truncated?: boolean }).truncated) {
    await discard();
    throw new AppError('PAYLOAD_TOO_LARGE', TOO_LARGE);
  }
  return { path: file, size, discard };
}

export const ALLOWED_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
} as const;
export type AllowedType = keyof typeof ALLOWED_TYPES;

/** The extensions a name may keep for each type; anything else is replaced by the type's own. */
const NAME_EXTENSIONS: Record<AllowedType, readonly string[]> = {
  'image/jpeg': ['jpg', 'jpeg', 'jpe'],
  'image/png': ['png'],
  'image/webp': ['webp'],
  'application/pdf': ['pdf'],
};

/**
 * A name safe to store, show and put in a Content-Disposition header (letters of any script,
 * digits and a few marks; no controls, quotes or slashes), whose extension always
 * follows the detected type: a PDF named `poly.html` becomes `poly.pdf`.
 */
export function nameForType(name: string | undefined, contentType: AllowedType): string {
  const ext: string | undefined = ALLOWED_TYPES[contentType];
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[^\p{L}\p{M}\p{N}_.\- ()]+/gu, '_')
    .replace(/^\.+/, '')
    .slice(0, 200)
    .trim();
  if (!ext) return base || 'document';
  if (!base) return `document.${ext}`;
  const dot = base.lastIndexOf('.');
  const given = dot > 0 ? base.slice(dot + 1).toLowerCase() : '';
  if (NAME_EXTENSIONS[contentType].includes(given)) return base;
  const stem = (dot > 0 && /^[a-z0-9]{1,10}$/i.test(given) ? base.slice(0, dot) : base).replace(/\.+$/, '');
  return `${stem || 'document'}.${ext}`;
}

/** The content type the bytes say, whatever the file's name or the client claims. */
export function sniff(head: Buffer): AllowedType | undefined {
  if (head.length >= 3 && head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'image/jpeg';
  if (head.length >= 8 && head.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (head.length >= 12 && head.toString('latin1', 0, 4) === 'RIFF' && head.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  if (head.length >= 5 && head.toString('latin1', 0, 5) === '%PDF-') return 'application/pdf';
  return undefined;
}

export async function sniffFile(file: string): Promise<AllowedType | undefined> {
  const handle = await open(file, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await handle.read(head, 0, 16, 0);
    return sniff(head.subarray(0, bytesRead));
  } finally {
    await handle.close();
  }
}
