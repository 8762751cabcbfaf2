import { SERVER_MESSAGES } from '@umrah/graphql';
import type { ErrorRequestHandler, RequestHandler } from 'express';
import { asAppError, RETRY_AFTER_SECONDS } from '../lib/errors.js';
import { inRequestLanguage } from './locale.js';

/** REST answers `{ message, fieldErrors? }` with the status of the error's code, in the request's language. */
export const restErrorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  const known = asAppError(err);
  if (known) {
    if (known !== err) req.log?.warn({ err }, 'dependency unavailable');
    const retryAfter = known.retryAfterSeconds ?? (known.status === 503 ? RETRY_AFTER_SECONDS : undefined);
    if (retryAfter) res.set('Retry-After', String(retryAfter));
    res.status(known.status).json(inRequestLanguage(req, known));
    return;
  }
  // body-parser and friends carry an HTTP status of their own.
  const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
  if (status === 500) req.log?.error({ err }, 'request failed');
  // Only our own errors speak to the client; anything else gets a generic text (no paths, no internals).
  const message =
    err?.type === 'entity.parse.failed'
      ? SERVER_MESSAGES.malformedJson
      : err?.type === 'entity.too.large'
        ? SERVER_MESSAGES.bodyTooLarge
        : status === 404
          ? SERVER_MESSAGES.notFound
          : status === 500
            ? SERVER_MESSAGES.internal
            : SERVER_MESSAGES.badRequest;
  res.status(status).json(inRequestLanguage(req, { message }));
};

export const apiNotFound: RequestHandler = (req, res) => {
  res.status(404).json(inRequestLanguage(req, { message: SERVER_MESSAGES.notFound }));
};
