import type { Request, Response } from 'express';
import type { Services } from '../services.js';

export interface GraphQLContext {
  req: Request;
  res: Response;
  services: Services;
}
