// REST aliases of paying online, and the card provider's webhook (ADR 0117).
import express, { Router } from 'express';
import type { Services } from '../../services.js';
import { requires, signedIn } from '../../http/viewer.js';

/**
 * The provider's webhook: no session, a signature over the raw body instead. Mounted before the JSON
 * parser (a parsed and re-serialised body would not match its signature) and before the origin check
 * (the provider is no browser).
 */
export function onlineWebhookRoutes(services: Services): Router {
  const r = Router();
  r.post('/api/webhooks/stripe', express.raw({ type: '*/*', limit: '256kb' }), async (req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    res.json(await services.onlinePayments.webhook(body, req.get('stripe-signature')));
  });
  return r;
}

export function onlinePaymentsRoutes(services: Services): Router {
  const r = Router();
  r.post(
    '/api/trip/payments/online',
    signedIn(async (req, res, user) => {
      res.status(201).json(await services.onlinePayments.start(user, req.body));
    }),
  );
  r.get(
    '/api/trip/payments/online/:sessionId',
    signedIn(async (req, res, user) => {
      res.json(await services.onlinePayments.status(user, String(req.params.sessionId)));
    }),
  );
  r.delete(
    '/api/trip/payments/auto',
    signedIn(async (req, res, user) => {
      await services.onlinePayments.turnOffAutoPay(user);
      res.json(await services.payments.mine(user.id));
    }),
  );
  r.post(
    '/api/admin/trip-registrations/:id/refunds/card',
    requires('refunds:record')(async (req, res, admin) => {
      res.status(201).json(await services.onlinePayments.refundToCard(admin.id, String(req.params.id), req.body));
    }),
  );
  // The treasurer's list settled by hand (ADR 0129): the same service as the GraphQL mutation.
  r.post(
    '/api/admin/online-payment-flags/:id/settle',
    requires('refunds:record')(async (req, res, admin) => {
      res.json(await services.onlinePayments.settleFlag(admin.id, String(req.params.id), req.body));
    }),
  );
  return r;
}
