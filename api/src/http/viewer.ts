// The viewer, resolved once per request: this middleware puts it on `req.viewer` (the GraphQL
// context reads the same), and routes declare what they need with `signedIn` / `requires(permission)`
// instead of each handler asking who is calling.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { Permission } from '@umrah/graphql';
import { toViewer, viewerCan, viewerOfSession, type Viewer } from '../modules/auth/viewer.js';
import { requestContext } from '../lib/request-context.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in account, set by `resolveViewer` (undefined: anonymous). */
    viewer?: Viewer;
    /** The managed companion a lead acts for (ADR 0123): the traveller the portal's own pages are about. */
    actingFor?: Viewer;
  }
}

export function resolveViewer(users: Pick<UsersRepository, 'findById'>): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = await viewerOfSession(req.session, users);
    const actingFor = req.session?.actingFor;
    if (actingFor && req.viewer) {
      // Re-checked on every request: a companion who claimed their account, or was removed, is no longer acted for.
      const companion = await users.findById(actingFor);
      if (companion && companion.managedBy === req.viewer.id && !companion.deletedAt && req.viewer.role === 'traveler') {
        req.actingFor = { ...toViewer(companion), emailVerified: true };
        const context = requestContext();
        if (context) context.actingFor = { travellerId: companion.id, leadId: req.viewer.id };
      } else delete req.session.actingFor;
    }
    next();
  };
}

/** The traveller the portal's own pages are about: the companion a lead acts for, else the viewer (ADR 0123). */
export const travellerOf = (req: Request): Viewer | undefined => (req.viewer ? (req.actingFor ?? req.viewer) : undefined);

/** A traveller's own page (form, documents, readiness, payments): 401 for anonymous; about the companion a lead acts for. */
export const asTraveller =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    const traveller = travellerOf(req);
    if (!traveller) throw unauthenticated();
    return handler(req, res, traveller, next);
  };

type Handler = (req: Request, res: Response, viewer: Viewer, next: NextFunction) => unknown;

/** A route for signed-in accounts: 401 for anyone else. */
export const signedIn =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    if (!req.viewer) throw unauthenticated();
    return handler(req, res, req.viewer, next);
  };

/**
 * A route for staff holding a permission (graphql/src/permissions.ts, ADR 0102): 401 for
 * anonymous, 403 for travellers and for staff whose role lacks it.
 */
export const requires =
  (permission: Permission) =>
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    if (!req.viewer) throw unauthenticated();
    if (!viewerCan(req.viewer, permission)) throw forbidden();
    return handler(req, res, req.viewer, next);
  };
