// An s3rver on a free loopback port, for tests (CommonJS-safe: no project imports).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from '@20minutes/s3rver';

export interface TestS3 {
  endpoint: string;
  stop(): Promise<void>;
}

export async function startS3(port = 0): Promise<TestS3> {
  const directory = mkdtempSync(path.join(tmpdir(), 'umrah-s3-'));
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
  const address = (await server.run()) as { port: number };
  return {
    endpoint: `http://127.0.0.1:${address.port}`,
    async stop() {
      const http = (server as unknown as { httpServer?: { closeAllConnections?: () => void } }).httpServer;
      http?.closeAllConnections?.();
      await server.close().catch(() => undefined);
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
