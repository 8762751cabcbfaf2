// The admin's chosen trip on a REST call: `?tripId=<uuid>`; absent, the current trip (ADR 0094).
import type { Request } from 'express';

export const tripIdOf = (req: Request): string | undefined => (typeof req.query.tripId === 'string' ? req.query.tripId : undefined);
