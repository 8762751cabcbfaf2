// The viewer, resolved once per request: this middleware puts it on `req.viewer` (the GraphQL
// context reads the same), and routes declare what they need with `signedIn` / `adminOnly`
// instead of each handler asking who is calling.
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { forbidden, unauthenticated } from '../lib/errors.js';
import { isOwner, viewerOfSession, type Viewer } from '../modules/auth/viewer.js';
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

/** A route for admins: 401 for anonymous, 403 for travellers. */
export const adminOnly =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    if (!req.viewer) throw unauthenticated();
    if (req.viewer.role !== 'admin') throw forbidden();
    return handler(req, res, req.viewer, next);
  };

/** A route for the owner (the audit log): 401 for anonymous, 403 for anyone else. */
export const ownerOnly =
  (handler: Handler): RequestHandler =>
  (req, res, next) => {
    if (!req.viewer) throw unauthenticated();
    if (!isOwner(req.viewer)) throw forbidden();
    return handler(req, res, req.viewer, next);
  };
