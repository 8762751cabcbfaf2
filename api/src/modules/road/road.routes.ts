// REST aliases of the road (docs/product.md#on-the-road): the same services as GraphQL.
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { Services } from '../../services.js';
import { tripIdOf } from '../../http/trip-query.js';
import { requires, signedIn } from '../../http/viewer.js';
import { viewerCan } from '../auth/viewer.js';
import { requestLocale } from '../../http/locale.js';
import { cardPdf } from './card-pdf.js';

export function roadRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/trip/card',
    signedIn(async (req, res, user) => {
      res.json(await services.card.mine(user.id, requestLocale(req)));
    }),
  );
  // The card on one printed page, in the reader's language; an archived trip's, the card page's message (409).
  r.get(
    '/api/trip/card.pdf',
    signedIn(async (req, res, user) => {
      const locale = requestLocale(req);
      const card = await services.card.printable(user.id, locale);
      const pdf = await cardPdf({ card, origin: services.card.publicOrigin, locale, now: services.card.now() });
      res.set({
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': contentDisposition('Pilgrim-card.pdf', { type: 'inline' }),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      res.end(Buffer.from(pdf));
    }),
  );
  r.get(
    '/api/admin/headcounts',
    requires('roster:read')(async (req, res) => {
      res.json(await services.headcounts.list(tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/headcounts',
    requires('headcount:write')(async (req, res, viewer) => {
      res.status(201).json(await services.headcounts.start(viewer.id, req.body ?? {}, tripIdOf(req)));
    }),
  );
  r.get(
    '/api/admin/headcounts/:id',
    requires('roster:read')(async (req, res) => {
      res.json(await services.headcounts.check(String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/headcounts/:id/marks',
    requires('headcount:write')(async (req, res, viewer) => {
      res.json(await services.headcounts.sync(viewer.id, String(req.params.id), req.body ?? {}));
    }),
  );
  r.post(
    '/api/admin/headcounts/:id/close',
    requires('headcount:write')(async (req, res, viewer) => {
      res.json(await services.headcounts.close(viewer.id, String(req.params.id)));
    }),
  );
  r.get(
    '/api/admin/road/roster',
    requires('headcount:write')(async (req, res, viewer) => {
      res.json(await services.roster.roster(viewer.id, viewerCan(viewer, 'medical:read'), tripIdOf(req), requestLocale(req)));
    }),
  );
  return r;
}
