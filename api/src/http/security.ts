// Security headers: helmet's baseline for every answer, and for each HTML page a CSP built from
// the trip content (the payment form's host is the only frame; content images may live on the
// CMS's or the object store's host).
import type { TripContent } from '@umrah/graphql';
import helmet from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

const YEAR = 365 * 24 * 3600;

/** The origin of an absolute http(s) URL; undefined for relative or other URLs (they are 'self'). */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The Content-Security-Policy of the web app's pages for this content. `framesSelf`: the app's
 * shell also frames our own files (the admin's inline PDF preview of `/uploads/...`); the landing
 * page frames only the payment form.
 */
export function pageCsp(content: TripContent, opts: { secure: boolean; scriptHashes?: string[]; framesSelf?: boolean; previewFor?: string }): string {
  // The live preview (/preview): the CMS's admin frames it, and it talks to the CMS (ADR 0099).
  const cms = opts.previewFor ? [originOf(opts.previewFor)].filter((o): o is string => Boolean(o)) : [];
  const frames = [opts.framesSelf ? "'self'" : undefined, originOf(content.paymentForm.url)].filter(Boolean);
  const images = [...new Set([content.images.hero.url, content.images.footer.url].map(originOf).filter(Boolean))];
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // Our own files, and the inline scripts the server wrote itself, each allowed by its hash.
    ['script-src', ["'self'", ...(opts.scriptHashes ?? [])]],
    // React and Radix set style attributes; scripts stay locked down.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...(images as string[]), ...cms]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...cms]],
    ['frame-src', frames.length ? (frames as string[]) : ["'none'"]],
    ['frame-ancestors', ["'self'", ...cms]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['object-src', ["'none'"]],
  ];
  const text = directives.map(([name, values]) => `${name} ${values.join(' ')}`);
  if (opts.secure) text.push('upgrade-insecure-requests');
  return text.join('; ');
}

/**
 * Baseline headers for every answer (HSTS only when the app is served over TLS), as name and value.
 * Helmet makes them, once: none depends on the request, so they are read off one run of its
 * middleware instead of running its dozen steps on every answer.
 */
export function baselineHeaders(opts: { secure: boolean }): [string, string][] {
  const middleware = helmet({
    // Pages get theirs from pageCsp; JSON needs none, and Apollo's development landing page
    // loads its own scripts.
    contentSecurityPolicy: false,
    strictTransportSecurity: opts.secure ? { maxAge: YEAR, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'sameorigin' },
    // The CMS (another port of the same site) may show our images.
    crossOriginResourcePolicy: { policy: 'same-site' },
  });
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => void headers.set(name, String(value)),
    // X-Powered-By: Express's own is turned off (app.disable), so there is nothing to remove.
    removeHeader: (name: string) => void headers.delete(name),
  };
  let done = false;
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  if (!done) throw new Error('helmet did not finish synchronously: its headers cannot be read once');
  return [...headers];
}
