// Who is asking, from where, for code far below the HTTP edge (the audit repository): one
// AsyncLocalStorage entered where every answer starts (http/every-answer.ts). Work the worker or a
// CLI does runs outside any request and reads nothing.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface RequestContext {
  /** The caller's address as Express reads it (`req.ip`, honouring TRUST_PROXY). */
  ip: string | null;
  /** The request's id (X-Request-Id). */
  requestId: string;
  /** A lead acting for a managed companion (ADR 0123), set once the viewer is resolved: the audit names the lead as actor. */
  actingFor?: { travellerId: string; leadId: string };
}

const storage = new AsyncLocalStorage<RequestContext>();

/** Runs `fn` (the rest of the request's handling) with its context. */
export const withRequestContext = <T>(context: RequestContext, fn: () => T): T => storage.run(context, fn);

/** The current request's context, or undefined outside a request. */
export const requestContext = (): RequestContext | undefined => storage.getStore();
