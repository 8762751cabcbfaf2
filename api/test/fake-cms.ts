// An HTTP server on loopback that answers like Payload's REST API for the trip global, so the
// api's content module is exercised over a real connection (the real Payload has its own tests).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tripSeed } from '../../cms/src/seed/trip.js';

export interface FakeCms {
  url: string;
  doc: Record<string, any>;
  requests: number;
  /** When set, every request is answered with this status and no body (a CMS that is down). */
  failWith?: number;
  stop(): Promise<void>;
}

export async function startFakeCms(edit: (doc: Record<string, any>) => void = () => {}): Promise<FakeCms> {
  // The CMS's own seed, as Payload stores it (deep copy: tests edit it).
  const doc: Record<string, any> = { ...structuredClone(tripSeed), updatedAt: new Date().toISOString() };
  edit(doc);
  const cms: FakeCms = { url: '', doc, requests: 0, stop: async () => {} };
  const server: Server = createServer((req, res) => {
    cms.requests += 1;
    if (cms.failWith) {
      res.writeHead(cms.failWith).end();
    } else if (req.url?.startsWith('/api/globals/trip')) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(cms.doc));
    } else {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  cms.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cms.stop = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return cms;
}
