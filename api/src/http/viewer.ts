// The viewer, resolved once per request: this middleware puts it on `req.viewer` (the GraphQL
// context reads the same), and routes declare what they need with `signedIn` / `requires(permission)`
// instead of each handler asking who is calling.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { forbidden, unauthenticated } from '../lib/errors.js';
import type { Permission } from '@umrah/graphql';
import { viewerCan, viewerOfSession, type Viewer } from '../modules/auth/viewer.js';
import type { UsersRepository } from '../modules/users/users.repository.js';

declare module 'express-serve-static-core' {
  interface Request {
    /** The signed-in account, set by `resolveViewer` (undefined: anonymous). */
    viewer?: Viewer;
  }
}

export function resolveViewer(users: Pick<UsersRepository, 'findById'>): RequestHandler {
  return async (req, _res, next) => {
    req.viewer = await viewerOfSession(req.session, users);
    next();
  };
}

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
