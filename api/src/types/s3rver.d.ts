declare module '@20minutes/s3rver' {
  import type { Server } from 'node:http';
  export default class S3rver {
    constructor(options: { port?: number; address?: string; silent?: boolean; directory?: string; resetOnClose?: boolean });
    run(): Promise<{ port: number; address: string }>;
    close(): Promise<void>;
    httpServer?: Server;
  }
}
