// REST aliases of spec §7 for the registration and the admin's approval steps.
import { SERVER_MESSAGES } from '@umrah/graphql';
import { Router } from 'express';
import { AppError } from '../../lib/errors.js';
import type { Services } from '../../services.js';
import { requires, signedIn, asTraveller } from '../../http/viewer.js';
import { tripIdOf } from '../../http/trip-query.js';

export function registrationRoutes(services: Services): Router {
  const r = Router();

  // No registration is the empty state, not an error: 200 with null (docs/product.md §7).
  r.get(
    '/api/trip/registration',
    asTraveller(async (_req, res, viewer) => {
      res.json(await services.registration.mine(viewer.id));
    }),
  );
  r.post(
    '/api/trip/register',
    signedIn(async (req, res, user) => {
      // The spec's payload is empty; an optional { fare } says which price the traveller pays.
      const fare = (req.body as { fare?: unknown } | undefined)?.fare;
      const { registration, created } = await services.registration.start(user, fare === undefined ? undefined : { fare });
      res.status(created ? 201 : 200).json(registration);
    }),
  );

  r.get(
    '/api/admin/trip-registrations',
    requires('roster:read')(async (req, res) => {
      res.json(await services.registration.list(tripIdOf(req)));
    }),
  );
  // The admin list at scale (GraphQL registrationsPage): ?search=&status=&sort=&page=&pageSize=
  r.get(
    '/api/admin/trip-registrations/search',
    requires('roster:read')(async (req, res) => {
      const { tripId: _trip, ...query } = req.query;
      res.json(await services.registration.page(query, tripIdOf(req)));
    }),
  );
  r.post(
    '/api/admin/trip/deposit',
    requires('payments:record')(async (req, res, admin) => {
      const { tripRegistrationId, depositPaid, method } = req.body ?? {};
      if (typeof tripRegistrationId !== 'string') {
        throw new AppError('BAD_USER_INPUT', 'tripRegistrationId is required', { tripRegistrationId: 'tripRegistrationId is required' });
      }
      if (depositPaid !== true) {
        throw new AppError('BAD_USER_INPUT', SERVER_MESSAGES.depositOnly, { depositPaid: 'must be true' });
      }
      res.json(await services.registration.markDepositPaid(admin.id, tripRegistrationId, { method }));
    }),
  );
  r.post(
    '/api/admin/approve-form/:id',
    requires('forms:review')(async (req, res, admin) => {
      res.json(await services.registration.approveForm(admin.id, String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/approve-visa/:id',
    requires('visas:review')(async (req, res, admin) => {
      res.json(await services.registration.approveVisa(admin.id, String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/final-payment/:id',
    requires('payments:record')(async (req, res, admin) => {
      res.json(await services.registration.recordFinalPayment(admin.id, String(req.params.id)));
    }),
  );
  r.post(
    '/api/admin/request-form-changes/:id',
    requires('forms:review')(async (req, res, admin) => {
      res.json(await services.registration.requestFormChanges(admin.id, String(req.params.id), req.body));
    }),
  );
  r.post(
    '/api/admin/request-visa-changes/:id',
    requires('visas:review')(async (req, res, admin) => {
      res.json(await services.registration.requestVisaChanges(admin.id, String(req.params.id), req.body));
    }),
  );
  return r;
}
