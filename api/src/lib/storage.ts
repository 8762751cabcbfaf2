// Object storage over the minio client (MinIO in production, s3rver in development and tests).
import { Client } from 'minio';
import { createReadStream } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config.js';

export interface Storage {
  bucket: string;
  ensureBucket(): Promise<void>;
  /** Uploads a file from disk; the size is known, so no multipart upload is needed. */
  putFile(key: string, path: string, size: number, contentType: string): Promise<void>;
  get(key: string): Promise<Readable>;
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every key in the bucket (tests and orphan checks; small buckets only). */
  listKeys(): Promise<string[]>;
  ping(): Promise<void>;
}

export function createStorage(config: Pick<Config, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET' | 'S3_REGION'>): Storage {
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
    // minio-js reads a single-part upload into memory to hash it; a presigned PUT (signed by the
    // same client, unsigned payload) lets the file stream from disk with constant memory.
    async putFile(key, path, size, contentType) {
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
        pipeline(createReadStream(path), req).catch(reject);
      });
    },
    get: (key) => client.getObject(bucket, key),
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
