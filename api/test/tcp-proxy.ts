// A TCP proxy the fault tests control: the app talks to Redis or PostgreSQL through it, and the
// test cuts the line (every connection reset, new ones refused), makes it hang (connections
// accepted, nothing forwarded), or restores it. The shared servers themselves are never touched.
import { createServer, Socket, type AddressInfo, type Server } from 'node:net';

export type ProxyMode = 'open' | 'cut' | 'hang';

export interface TcpProxy {
  /** The target URL with host and port replaced by the proxy's. */
  url: string;
  mode: ProxyMode;
  cut(): void;
  hang(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const targetPort = Number(target.port);
  const live = new Set<Socket>();
  let mode: ProxyMode = 'open';

  const dropAll = () => {
    for (const s of live) s.destroy();
    live.clear();
  };

  const server: Server = createServer((client) => {
    live.add(client);
    client.on('close', () => live.delete(client));
    client.on('error', () => client.destroy());
    if (mode === 'cut') {
      client.resetAndDestroy();
      return;
    }
    if (mode === 'hang') return; // accepted, never answered
    const upstream = new Socket();
    live.add(upstream);
    upstream.on('close', () => {
      live.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => upstream.destroy());
    client.on('close', () => upstream.destroy());
    upstream.connect(targetPort, target.hostname, () => {
      client.pipe(upstream);
      upstream.pipe(client);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxied = new URL(targetUrl);
  proxied.hostname = '127.0.0.1';
  proxied.port = String((server.address() as AddressInfo).port);

  const proxy: TcpProxy = {
    url: proxied.toString(),
    get mode() {
      return mode;
    },
    cut() {
      mode = 'cut';
      dropAll();
    },
    hang() {
      mode = 'hang';
      dropAll();
    },
    restore() {
      mode = 'open';
    },
    close: () =>
      new Promise((resolve) => {
        dropAll();
        server.close(() => resolve());
      }),
  };
  return proxy;
}
