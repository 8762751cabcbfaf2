// REST aliases of the party (docs/product.md#parties): the same service as GraphQL.
import { actingForRules } from '@umrah/graphql';
import { Router } from 'express';
import { validate } from '../../lib/validate.js';
import { signedIn } from '../../http/viewer.js';
import type { Services } from '../../services.js';
import { actFor, backToLead, partyOf } from './parties.adapter.js';

export function partiesRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/party',
    signedIn(async (req, res, viewer) => {
      res.json(await partyOf(services, viewer, req.actingFor));
    }),
  );
  r.post(
    '/api/trip/party/companions',
    signedIn(async (req, res, viewer) => {
      await services.parties.addCompanions(viewer, req.body ?? {});
      res.status(201).json(await partyOf(services, viewer, req.actingFor));
    }),
  );
  r.delete(
    '/api/trip/party/companions/:registrationId',
    signedIn(async (req, res, viewer) => {
      await services.parties.removeCompanion(viewer, String(req.params.registrationId));
      backToLead(req);
      res.json(await partyOf(services, viewer, undefined));
    }),
  );
  r.post(
    '/api/trip/party/companions/:registrationId/invitation',
    signedIn(async (req, res, viewer) => {
      await services.parties.inviteCompanion(viewer, String(req.params.registrationId), req.body ?? {});
      res.status(201).json(await partyOf(services, viewer, req.actingFor));
    }),
  );
  r.put(
    '/api/trip/party/acting-for',
    signedIn(async (req, res, viewer) => {
      const { userId } = validate(actingForRules, req.body ?? {});
      res.json(await actFor(services, viewer, req, userId));
    }),
  );
  // The invited companion's link (no session): their username, phone and password.
  r.post('/api/party/claim', async (req, res) => {
    res.status(201).json(await services.parties.claim(req.body ?? {}));
  });
  return r;
}
