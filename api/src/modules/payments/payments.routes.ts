// REST aliases of the ledger, the PDF receipts and the ledger export.
import { create as contentDisposition } from 'content-disposition';
import { Router } from 'express';
import type { Services } from '../../services.js';
import { receiptPdf } from './receipt-pdf.js';
import { receiptNumber } from './payments.service.js';
import { XLSX_TYPE } from '../review/exports.service.js';
import { requires, signedIn, asTraveller, travellerOf } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';
import { requestLocale } from '../../http/locale.js';

export function paymentsRoutes(services: Services): Router {
  const r = Router();

  // The traveller's own account; 200 null before they register (like GET /api/trip/registration).
  r.get(
    '/api/trip/payments',
    asTraveller(async (req, res, user) => {
      res.json(await services.payments.mine(user.id));
    }),
  );
  // Owner or admin; anyone else (or anonymous) is told it does not exist.
  r.get('/api/trip/payments/:id/receipt.pdf', async (req, res) => {
    // A lead acting for a managed companion reads the companion's receipts (ADR 0123).
    const viewer = travellerOf(req);
    const receipt = await services.payments.receiptFor(viewer, String(req.params.id));
    const pdf = await receiptPdf({ ...receipt, locale: requestLocale(req) });
    res.set({
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': contentDisposition(`Receipt-${receiptNumber(receipt.entry.receiptNumber)}.pdf`, { type: 'inline' }),
      'Cache-Control': 'private, no-store',
      'X-Content-Type-Options': 'nosniff',
    });
    res.end(Buffer.from(pdf));
  });

  r.get(
    '/api/admin/trip-registrations/:id/payments',
    requires('finance:read')(async (req, res) => {
      res.json(await services.payments.forRegistration(String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/payments',
    requires('payments:record')(async (req, res, admin) => {
      res.status(201).json(await services.payments.recordPayment(admin.id, req.body));
    }),
  );
  // A payment for the whole party, on its lead's registration, shared out over its travellers (ADR 0123).
  r.post(
    '/api/admin/party-payments',
    requires('payments:record')(async (req, res, admin) => {
      res.status(201).json(await services.payments.recordPartyPayment(admin.id, req.body));
    }),
  );
  r.post(
    '/api/admin/payments/:id/reverse',
    requires('payments:record')(async (req, res, admin) => {
      res.status(201).json(await services.payments.reversePayment(admin.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/trip-registrations/:id/fare',
    requires('payments:record')(async (req, res, admin) => {
      res.json(await services.payments.changeFare(admin.id, String(req.params.id), req.body));
    }),
  );
  // The cancel dialog's quote: the traveller's own (200 null before they register), an admin's for any.
  r.get(
    '/api/trip/cancellation-quote',
    signedIn(async (req, res, user) => {
      res.json(await services.payments.myCancellationQuote(user.id));
    }),
  );
  r.get(
    '/api/admin/trip-registrations/:id/cancellation-quote',
    requires('finance:read')(async (req, res) => {
      res.json(await services.payments.cancellationQuote(String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/trip-registrations/:id/refunds',
    requires('refunds:record')(async (req, res, admin) => {
      res.status(201).json(await services.payments.recordRefund(admin.id, String(req.params.id), req.body));
    }),
  );
  r.get(
    '/api/admin/finance',
    requires('finance:read')(async (req, res) => {
      res.json(await services.payments.overview(tripIdOf(req)));
    }),
  );
  r.get(
    '/api/admin/exports/payments.xlsx',
    requires('ledger:export')(async (req, res) => {
      const trip = await services.exports.trip(tripIdOf(req));
      res.set({
        'Content-Type': XLSX_TYPE,
        'Content-Disposition': contentDisposition(
          `Umrah-payments-${new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Toronto' }).format(new Date())}.xlsx`,
        ),
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      });
      try {
        await services.exports.paymentsXlsx(trip.id, res, requestLocale(req));
      } catch (err) {
        if (!res.headersSent) throw err;
        req.log?.error({ err }, 'payments export failed');
        res.destroy(err as Error);
      }
    }),
  );
  return r;
}
