// REST aliases of the review workspace, and the admin's streamed downloads (xlsx, ZIP).
import { requestLocale } from '../../http/locale.js';
import { create as contentDisposition } from 'content-disposition';
import { legManifestFileName } from '@umrah/graphql';
import { Router, type Request, type Response } from 'express';
import type { Services } from '../../services.js';
import { manifestFileName, registrationsFileName, XLSX_TYPE } from './exports.service.js';
import { requires } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';
import { reviewAllowance, viewerCan } from '../auth/viewer.js';
import { forbidden } from '../../lib/errors.js';

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
    requires('roster:read')(async (req, res, viewer) => {
      res.json(await services.review.review(String(req.params.id), reviewAllowance(viewer)));
    }),
  );
  r.post(
    '/api/admin/trip-registrations/:id/reveal-passport',
    requires('passports:reveal')(async (req, res, admin) => {
      res.json({ passportNumber: await services.review.revealPassportNumber(admin.id, String(req.params.id)) });
    }),
  );

  // ?includePassportNumbers=true adds the passport numbers (audited per registration).
  r.get(
    '/api/admin/exports/registrations.xlsx',
    requires('registrations:export')(async (req, res, admin) => {
      const includePassportNumbers = req.query.includePassportNumbers === 'true';
      if (includePassportNumbers && !viewerCan(admin, 'passports:reveal')) throw forbidden();
      const trip = await services.exports.trip(tripIdOf(req));
      downloadHeaders(res, XLSX_TYPE, registrationsFileName());
      await streamed(req, res, () => services.exports.registrationsXlsx(admin.id, trip.id, { includePassportNumbers, locale: requestLocale(req) }, res));
    }),
  );
  // The airline manifest holds passport numbers: the export and the reveal permissions both.
  for (const format of ['xlsx', 'csv'] as const) {
    r.get(
      `/api/admin/exports/manifest.${format}`,
      requires('registrations:export')(async (req, res, admin) => {
        if (!viewerCan(admin, 'passports:reveal')) throw forbidden();
        const trip = await services.exports.trip(tripIdOf(req));
        // ?legId=: one flight's manifest, its leg and PNR on top (ADR 0128).
        const legId = typeof req.query.legId === 'string' ? req.query.legId : null;
        const leg = legId ? await services.flights.leg(trip.id, legId) : null;
        const name = leg ? legManifestFileName(trip.slug, leg, format) : manifestFileName(trip.slug, format);
        downloadHeaders(res, format === 'xlsx' ? XLSX_TYPE : 'text/csv; charset=utf-8', name);
        await streamed(req, res, () => services.exports.manifest(admin.id, trip.id, format, res, leg));
      }),
    );
  }
  // The ground handler's roster holds passport and visa numbers: the export and the reveal permissions both.
  r.get(
    '/api/admin/exports/ground-roster.xlsx',
    requires('registrations:export')(async (req, res, admin) => {
      if (!viewerCan(admin, 'passports:reveal')) throw forbidden();
      const trip = await services.exports.trip(tripIdOf(req));
      downloadHeaders(res, XLSX_TYPE, `Umrah-ground-roster-${trip.slug}.xlsx`);
      await streamed(req, res, () => services.exports.groundRoster(admin.id, trip.id, res));
    }),
  );
  r.get(
    '/api/admin/exports/documents.zip',
    requires('documents:read')(async (req, res, admin) => {
      const trip = await services.exports.trip(tripIdOf(req));
      downloadHeaders(res, 'application/zip', 'Umrah-passport-and-visa-documents.zip');
      await streamed(req, res, () => services.exports.groupDocumentsZip(admin.id, trip.id, res));
    }),
  );
  r.get(
    '/api/admin/trip-registrations/:id/documents.zip',
    requires('documents:read')(async (req, res, admin) => {
      const id = String(req.params.id);
      const username = await services.exports.assertRegistration(id);
      downloadHeaders(res, 'application/zip', `Umrah-documents-${username}.zip`);
      await streamed(req, res, () => services.exports.registrationDocumentsZip(admin.id, id, res));
    }),
  );
  return r;
}
