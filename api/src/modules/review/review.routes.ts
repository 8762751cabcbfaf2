// REST aliases of the review workspace, and the admin's streamed downloads (xlsx, ZIP).
import { create as contentDisposition } from 'content-disposition';
import { Router, type Request, type Response } from 'express';
import type { Services } from '../../services.js';
import { registrationsFileName, XLSX_TYPE } from './exports.service.js';
import { adminOnly } from '../../http/viewer.js';

/** Headers of a download that is streamed: nothing cached, never sniffed. */
export function downloadHeaders(res: Response, type: string, filename: string): void {
  res.set({
    'Content-Type': type,
    'Content-Disposition': contentDisposition(filename),
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Once bytes have gone out, a failure can only cut the response (the client sees it incomplete). */
export async function streamed(req: Request, res: Response, write: () => Promise<unknown>): Promise<void> {
  try {
    await write();
  } catch (err) {
    if (!res.headersSent) throw err;
    req.log?.error({ err }, 'streamed download failed');
    res.destroy(err as Error);
  }
}

export function reviewRoutes(services: Services): Router {
  const r = Router();

  r.get(
    '/api/admin/trip-registrations/:id/review',
    adminOnly(async (req, res) => {
      res.json(await services.review.review(String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/trip-registrations/:id/reveal-passport',
    adminOnly(async (req, res, admin) => {
      res.json({ passportNumber: await services.review.revealPassportNumber(admin.id, String(req.params.id)) });
    }),
  );

  // ?includePassportNumbers=true adds the passport numbers (audited per registration).
  r.get(
    '/api/admin/exports/registrations.xlsx',
    adminOnly(async (req, res, admin) => {
      const includePassportNumbers = req.query.includePassportNumbers === 'true';
      downloadHeaders(res, XLSX_TYPE, registrationsFileName());
      await streamed(req, res, () => services.exports.registrationsXlsx(admin.id, { includePassportNumbers }, res));
    }),
  );
  r.get(
    '/api/admin/exports/documents.zip',
    adminOnly(async (req, res, admin) => {
      downloadHeaders(res, 'application/zip', 'Umrah-passport-and-visa-documents.zip');
      await streamed(req, res, () => services.exports.groupDocumentsZip(admin.id, res));
    }),
  );
  r.get(
    '/api/admin/trip-registrations/:id/documents.zip',
    adminOnly(async (req, res, admin) => {
      const id = String(req.params.id);
      const username = await services.exports.assertRegistration(id);
      downloadHeaders(res, 'application/zip', `Umrah-documents-${username}.zip`);
      await streamed(req, res, () => services.exports.registrationDocumentsZip(admin.id, id, res));
    }),
  );
  return r;
}
