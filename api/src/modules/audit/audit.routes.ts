// REST aliases of the audit log (GraphQL auditLog) and its streamed xlsx export.
import { Router } from 'express';
import type { Services } from '../../services.js';
import { ownerOnly } from '../../http/viewer.js';
import { XLSX_TYPE } from '../review/exports.service.js';
import { downloadHeaders, streamed } from '../review/review.routes.js';
import { auditLogFileName } from './audit-log.service.js';

export function auditRoutes(services: Services): Router {
  const r = Router();
  // ?person=&traveller=&action=&from=&to=&page=&pageSize=
  r.get(
    '/api/admin/audit-events',
    ownerOnly(async (req, res) => {
      res.json(await services.auditLog.page(req.query));
    }),
  );
  r.get(
    '/api/admin/exports/audit-events.xlsx',
    ownerOnly(async (req, res, owner) => {
      // Bad filters answer 400 before the download's headers go out.
      const query = services.auditLog.query(req.query);
      downloadHeaders(res, XLSX_TYPE, auditLogFileName());
      await streamed(req, res, () => services.auditLog.exportXlsx(owner.id, query, res));
    }),
  );
  return r;
}
