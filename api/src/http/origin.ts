import { SERVER_MESSAGES } from '@umrah/graphql';
import type { RequestHandler } from 'express';
import { AppError } from '../lib/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses cross-site writes to the REST aliases: a write whose Origin is neither the app's own
 * nor an allowed one. (GraphQL has Apollo's CSRF prevention; cookies are SameSite=Lax as well.)
 */
export function originCheck(allowed: string[]): RequestHandler {
  const allowedSet = new Set(allowed);
  return (req, _res, next) => {
    const origin = req.get('origin');
    if (SAFE.has(req.method) || !origin) return next();
    let host: string;
    try {
      host = new URL(origin).host;
    } catch {
      return next(new AppError('FORBIDDEN', SERVER_MESSAGES.crossSite));
    }
    if (host === req.get('host') || allowedSet.has(origin)) return next();
    next(new AppError('FORBIDDEN', SERVER_MESSAGES.crossSite));
  };
}
