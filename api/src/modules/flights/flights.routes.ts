// REST aliases of the trip's flight legs (ADR 0128): the same service as GraphQL.
import { SERVER_MESSAGES } from '@umrah/graphql';
import { Router } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { tripIdOf } from '../../http/trip-query.js';
import { requires } from '../../http/viewer.js';

export function flightsRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/flight-legs',
    requires('roster:read')(async (req, res) => {
      res.json(await services.flights.ofTrip(tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/flight-legs',
    requires('trips:manage')(async (req, res) => {
      res.status(201).json(await services.flights.add(tripIdOf(req), req.body));
    }),
  );
  r.put(
    '/api/admin/flight-legs/:id',
    requires('trips:manage')(async (req, res) => {
      res.json(await services.flights.update(String(req.params.id), req.body));
    }),
  );
  r.delete(
    '/api/admin/flight-legs/:id',
    requires('trips:manage')(async (req, res) => {
      res.json({ deleted: await services.flights.remove(String(req.params.id)) });
    }),
  );
  r.put(
    '/api/admin/flight-legs/:id/travellers/:registrationId',
    requires('trips:manage')(async (req, res) => {
      const onLeg = (req.body as { onLeg?: unknown } | undefined)?.onLeg;
      if (typeof onLeg !== 'boolean') throw new AppError('BAD_USER_INPUT', SERVER_MESSAGES.valueNotAccepted, { onLeg: SERVER_MESSAGES.valueNotAccepted });
      res.json(await services.flights.setTraveller(String(req.params.id), String(req.params.registrationId), onLeg));
    }),
  );
  return r;
}
