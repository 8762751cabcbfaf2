// REST aliases of privacy: the retention panel and purge, the traveller's purged trips.
import { Router } from 'express';
import { requires, signedIn } from '../../http/viewer.js';
import { endSession } from '../../lib/session.js';
import type { Services } from '../../services.js';
import { downloadHeaders, streamed } from '../review/review.routes.js';

/** The traveller's copy of their data: Umrah-my-data-<username>-<YYYY-MM-DD>.zip */
const exportFileName = (username: string, at: Date) =>
  `Umrah-my-data-${username}-${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(at)}.zip`;

export function privacyRoutes(services: Services): Router {
  const r = Router();
  r.get(
    '/api/admin/retention',
    requires('trips:manage')(async (_req, res) => {
      res.json(await services.retention.list());
    }),
  );
  r.post(
    '/api/admin/trips/:id/purge',
    requires('trips:manage')(async (req, res, admin) => {
      res.json(await services.retention.runNow(admin.id, req.params.id));
    }),
  );
  r.get(
    '/api/user/purged-trips',
    signedIn(async (_req, res, user) => {
      res.json(await services.retention.purgedTripsOf(user.id));
    }),
  );
  r.get(
    '/api/user/data-export.zip',
    signedIn(async (req, res, user) => {
      await services.privacy.startExport(user.id);
      downloadHeaders(res, 'application/zip', exportFileName(user.username, new Date()));
      await streamed(req, res, () => services.privacy.exportZip(user.id, res));
    }),
  );
  r.post(
    '/api/user/delete-account',
    signedIn(async (req, res, user) => {
      await services.privacy.deleteAccount(user.id, req.body);
      await endSession(req);
      res.json({ success: true });
    }),
  );
  return r;
}
