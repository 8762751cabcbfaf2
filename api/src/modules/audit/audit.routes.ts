// REST aliases of the audit log (GraphQL auditLog) and its streamed xlsx export.
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { Services } from '../../services.js';
import { ownerOnly } from '../../http/viewer.js';
import { XLSX_TYPE } from '../review/exports.service.js';
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
      res.set({
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': contentDisposition(auditLogFileName()),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      try {
        await services.auditLog.exportXlsx(owner.id, query, res);
      } catch (err) {
        // Once bytes have gone out, a failure can only cut the response.
        if (!res.headersSent) throw err;
        req.log.error({ err }, 'audit log export failed');
        res.destroy(err as Error);
      }
    }),
  );
  return r;
}
