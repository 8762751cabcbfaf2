// REST aliases of ready to travel (docs/product.md#ready-to-travel): the same service as GraphQL.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { tripIdOf } from '../../http/trip-query.js';
import { requires, asTraveller } from '../../http/viewer.js';
import { readinessAllowance } from '../auth/viewer.js';
import { requestLocale } from '../../http/locale.js';
import { downloadHeaders } from '../review/review.routes.js';

export function readinessRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/readiness',
    asTraveller(async (_req, res, user) => {
      res.json(await services.readiness.mine(user.id));
    }),
  );
  r.put(
    '/api/trip/readiness/details',
    asTraveller(async (req, res, user) => {
      res.json(await services.readiness.save(user.id, req.body ?? {}));
    }),
  );
  r.get(
    '/api/admin/readiness',
    requires('roster:read')(async (req, res) => {
      res.json(await services.readiness.board(tripIdOf(req)));
    }),
  );
  // The owner edits a trip's rules (ADR 0119): the same service as GraphQL's saveReadinessRules.
  r.put(
    '/api/admin/trips/:tripId/readiness-rules',
    requires('trips:manage')(async (req, res, viewer) => {
      res.json(await services.readiness.saveRules(viewer.id, String(req.params.tripId), req.body ?? {}));
    }),
  );
  r.get(
    '/api/admin/trip-registrations/:id/readiness',
    requires('roster:read')(async (req, res, viewer) => {
      res.json(await services.readiness.ofRegistration(String(req.params.id), readinessAllowance(viewer), viewer.id));
    }),
  );
  // The leader's emergency sheet: health data, so medical:read (owner, leader); each traveller's care needs printed are audited.
  r.get(
    '/api/admin/exports/emergency-sheet.pdf',
    requires('medical:read')(async (req, res, viewer) => {
      const { pdf, slug } = await services.readiness.emergencySheet(viewer.id, tripIdOf(req), requestLocale(req));
      downloadHeaders(res, 'application/pdf', `Umrah-emergency-sheet-${slug}.pdf`);
      res.set('Content-Length', String(pdf.byteLength));
      res.end(Buffer.from(pdf));
    }),
  );
  return r;
}
