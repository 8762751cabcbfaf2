// REST aliases of the audit log (GraphQL auditLog) and its streamed xlsx export.
import { requestLocale } from '../../http/locale.js';
import { Router } from 'express';
import type { Services } from '../../services.js';
import { requires } from '../../http/viewer.js';
import { XLSX_TYPE } from '../review/exports.service.js';
import { downloadHeaders, streamed } from '../review/review.routes.js';
import { auditLogFileName } from './audit-log.service.js';

export function auditRoutes(services: Services): Router {
  const r = Router();
  // ?person=&traveller=&action=&from=&to=&page=&pageSize=
  r.get(
    '/api/admin/audit-events',
    requires('audit:read')(async (req, res) => {
      res.json(await services.auditLog.page(req.query));
    }),
  );
  r.get(
    '/api/admin/exports/audit-events.xlsx',
    requires('audit:read')(async (req, res, owner) => {
      // Bad filters (or an unknown trip) answer before the download's headers go out.
      const query = await services.auditLog.query(req.query);
      downloadHeaders(res, XLSX_TYPE, auditLogFileName());
      await streamed(req, res, () => services.auditLog.exportXlsx(owner.id, query, res, requestLocale(req)));
    }),
  );
  return r;
}
