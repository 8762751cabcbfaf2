import type { Request, Response } from 'express';
import type { Viewer } from '../modules/auth/viewer.js';
import type { Services } from '../services.js';

export interface GraphQLContext {
  req: Request;
  res: Response;
  services: Services;
  /** The signed-in account, resolved once for the request (src/http/viewer.ts). */
  viewer?: Viewer;
  /** The managed companion the lead acts for (ADR 0123); `asTraveller` fields are about them. */
  actingFor?: Viewer;
}
