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
      ? 'Malformed JSON body'
      : err?.type === 'entity.too.large'
        ? 'Request body is too large'
        : status === 404
          ? 'Not found'
          : status === 500
            ? 'Internal server error'
            : 'Bad request';
  res.status(status).json({ message });
};

export const apiNotFound: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Not found' });
};
