// Object storage over the minio client (any S3: the compose S3 server, a managed S3, s3rver in
// development and tests). What the app stores is encrypted here, before it leaves the process
// (envelope encryption, lib/envelope.ts, docs/decisions/0089): storage only ever holds ciphertext.
import { Client } from 'minio';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';
import { decrypt, encrypt, overhead, parseKeyring, rewrap, type Keyring } from './envelope.js';

export interface Storage {
  bucket: string;
  ensureBucket(): Promise<void>;
  /** Uploads a file from disk; the size is known, so no multipart upload is needed. */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  /** Re-seals one object under the current storage key (rotation; plain objects get encrypted). */
  rewrap(key: string): Promise<'current' | string>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key in the bucket (tests and orphan checks; small buckets only). */
  listKeys(): Promise<string[]>;
  ping(): Promise<void>;
}

type StorageConfig = Pick<Config, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET' | 'S3_REGION' | 'STORAGE_ENCRYPTION_KEYS'>;

/** The bucket as the app sees it: objects go in encrypted and come out plain. */
export function createStorage(config: StorageConfig): Storage {
  const { keyring, issues } = parseKeyring(config.STORAGE_ENCRYPTION_KEYS);
  if (!keyring) throw new Error(`STORAGE_ENCRYPTION_KEYS: ${issues.join('; ')}`);
  return encrypted(createObjectStore(config), keyring);
}

function encrypted(store: ObjectStore, keyring: Keyring): Storage {
  return {
    ...store,
    async putFile(key, path, size, contentType) {
      await store.putStream(key, encrypt(keyring, key, createReadStream(path)), size + overhead(keyring), contentType);
    },
    async get(key) {
      return decrypt(keyring, key, await store.get(key));
    },
    async rewrap(key) {
      const { size, contentType } = await store.stat(key);
      const next = await rewrap(keyring, key, await store.get(key), size);
      if (next === 'current') return 'current';
      await store.putStream(key, next.body, next.length, contentType);
      return next.was;
    },
  };
}

/** The bucket as it is: what is stored, byte for byte (backups, tests, the encryption above). */
export type ObjectStore = Omit<Storage, 'rewrap'> & {
  putStream(key: string, body: Readable, length: number, contentType: string): Promise<void>;
  stat(key: string): Promise<{ size: number; contentType: string }>;
};

export function createObjectStore(config: Omit<StorageConfig, 'STORAGE_ENCRYPTION_KEYS'>): ObjectStore {
  const url = new URL(config.S3_ENDPOINT);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: Number(url.port || (useSSL ? 443 : 80)),
    useSSL,
    accessKey: config.S3_ACCESS_KEY,
    secretKey: config.S3_SECRET_KEY,
    region: config.S3_REGION,
    pathStyle: true,
  });
  const bucket = config.S3_BUCKET;
  return {
    bucket,
    async ensureBucket() {
      if (!(await client.bucketExists(bucket))) {
        try {
          await client.makeBucket(bucket, config.S3_REGION);
        } catch (err) {
          // Two processes starting together: the other one made it.
          if (!(await client.bucketExists(bucket))) throw err;
        }
      }
    },
    async putFile(key, path, size, contentType) {
      await this.putStream(key, createReadStream(path), size, contentType);
    },
    // minio-js reads a single-part upload into memory to hash it; a presigned PUT (signed by the
    // same client, unsigned payload) lets the body stream with constant memory.
    async putStream(key, body, size, contentType) {
      const url = new URL(await client.presignedPutObject(bucket, key, 15 * 60));
      const transport = url.protocol === 'https:' ? https : http;
      await new Promise<void>((resolve, reject) => {
        const req = transport.request(url, { method: 'PUT', headers: { 'Content-Type': contentType, 'Content-Length': size } }, (res) => {
          const parts: Buffer[] = [];
          res.on('data', (c: Buffer) => parts.length < 16 && parts.push(c));
          res.on('end', () =>
            res.statusCode && res.statusCode < 300
              ? resolve()
              : reject(new Error(`storage PUT ${res.statusCode}: ${Buffer.concat(parts).toString('utf8').slice(0, 300)}`)),
          );
          res.on('error', reject);
        });
        req.on('error', reject);
        pipeline(body, req).catch(reject);
      });
    },
    get: (key) => client.getObject(bucket, key),
    async stat(key) {
      const stat = await client.statObject(bucket, key);
      return { size: stat.size, contentType: String(stat.metaData?.['content-type'] ?? 'application/octet-stream') };
    },
    async remove(key) {
      await client.removeObject(bucket, key);
    },
    async exists(key) {
      try {
        await client.statObject(bucket, key);
        return true;
      } catch (err) {
        if ((err as { code?: string }).code === 'NotFound' || (err as { code?: string }).code === 'NoSuchKey') return false;
        throw err;
      }
    },
    async listKeys() {
      const keys: string[] = [];
      for await (const item of client.listObjectsV2(bucket, '', true)) if (item.name) keys.push(item.name);
      return keys;
    },
    async ping() {
      await client.bucketExists(bucket);
    },
  };
}
