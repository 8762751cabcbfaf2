// A stand-in for the few Stripe API calls the portal makes (ADR 0118), over real HTTP on loopback:
// no machine here reaches Stripe. It answers in Stripe's documented shapes:
//   POST /v1/checkout/sessions       → a Checkout Session (status open, payment_status unpaid, url)
//   GET  /v1/checkout/sessions/:id   → that session
//   POST /v1/refunds                 → a Refund for a payment intent it took (status `state.refundStatus`,
//                                      succeeded by default; never more than the payment has left)
//   (refundInDashboard, chargeOf)    → a refund made in Stripe's dashboard, and the Charge charge.refunded carries
//   GET  /v1/customers/:id/payment_methods → the card a Checkout Session saved (setup_future_usage)
//   POST /v1/payment_intents         → an off-session charge of a saved card: succeeded, or Stripe's
//                                      402 card_declined while `state.declines` > 0 (each decline counts down)
// POST requests honour Idempotency-Key as Stripe does: the same key answers the first response again.
// and serves a hosted "checkout page" (GET /pay/:id) whose Pay button completes the session,
// delivers `checkout.session.completed` to the api's webhook, signed with the library's own
// helper (stripe.webhooks.generateTestHeaderString), `deliveries` times, then redirects to the
// session's success_url; Cancel goes to its cancel_url.
// Used by the api's Jest tests (startFakeStripe) and by the browser walk: `node scripts/fake-stripe.mjs`
// with FAKE_STRIPE_PORT, FAKE_STRIPE_WEBHOOK_URL, STRIPE_WEBHOOK_SECRET, FAKE_STRIPE_DELIVERIES.
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import Stripe from 'stripe';

const signer = new Stripe('sk_test_fake_signer');
const id = (prefix) => `${prefix}_test_${randomBytes(12).toString('hex')}`;
const now = () => Math.floor(Date.now() / 1000);

/** Stripe's form encoding (`line_items[0][price_data][unit_amount]=5000`) back into an object. */
export function parseForm(body) {
  const out = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = node[part] ??= /^\d+$/.test(path[i + 1]) ? [] : {};
    });
  }
  return out;
}

/** A signed delivery's headers and body, as Stripe sends them. */
export function signedDelivery(event, secret, timestamp = now()) {
  const payload = JSON.stringify(event);
  return { payload, signature: signer.webhooks.generateTestHeaderString({ payload, secret, timestamp }) };
}

/** An Event object around a resource. */
export function eventOf(type, object) {
  return {
    id: id('evt'),
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: now(),
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Starts the fake on `port` (0: any). `webhookUrl` and `webhookSecret`: where and how the Pay button's
 * event is delivered; `deliveries`: how many times (the walk sends it three times).
 */
export async function startFakeStripe({ port = 0, host = '127.0.0.1', webhookUrl, webhookSecret, deliveries = 1 } = {}) {
  const sessions = new Map();
  /** Customers a session created, with the cards saved on them; off-session payment intents. */
  const customers = new Map();
  const intents = new Map();
  const refunds = [];
  const requests = [];
  const state = { failWith: undefined, refundStatus: 'succeeded', declines: 0, webhookUrl, webhookSecret, deliveries };
  /** Stripe keeps a POST's response per idempotency key (24 hours): a retry answers it again. */
  const idempotent = new Map();

  async function deliver(event, { secret = state.webhookSecret, timestamp } = {}) {
    const { payload, signature } = signedDelivery(event, secret, timestamp);
    const res = await fetch(state.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
    await res.text();
    return res.status;
  }

  /** Completes a session as a card payment would: paid, with a payment intent. */
  function complete(session) {
    if (session.status !== 'complete') {
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
      // A card saved for later (setup_future_usage): a customer holding it, as Checkout creates.
      if (session.setup_future_usage) {
        const customer = session.customer ?? id('cus');
        const card = { id: id('pm'), object: 'payment_method', type: 'card', customer, card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 } };
        customers.set(customer, { id: customer, object: 'customer', paymentMethods: [card] });
        session.customer = customer;
      }
    }
    return session;
  }

  let replayKey;
  const json = (res, status, body) => {
    if (replayKey && status < 500) idempotent.set(replayKey, { status, body });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const stripeError = (res, status, message, param) => json(res, status, { error: { type: 'invalid_request_error', message, ...(param ? { param } : {}) } });

  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const url = new URL(req.url, 'http://fake');
    requests.push({ method: req.method, path: url.pathname, body: body ? parseForm(body) : undefined, idempotencyKey: req.headers['idempotency-key'] });
    const base = `http://${req.headers.host}`;
    try {
      if (url.pathname.startsWith('/v1/')) {
        if (state.failWith) return stripeError(res, state.failWith, 'The fake is told to fail.');
        if (!/^Bearer sk_/.test(req.headers.authorization ?? '')) return stripeError(res, 401, 'Invalid API Key provided.');
      }
      const key = req.method === 'POST' && url.pathname.startsWith('/v1/') ? req.headers['idempotency-key'] : undefined;
      replayKey = key ? `${url.pathname} ${key}` : undefined;
      const replay = replayKey && idempotent.get(replayKey);
      if (replay) {
        res.writeHead(replay.status, { 'content-type': 'application/json', 'idempotent-replayed': 'true' });
        return res.end(JSON.stringify(replay.body));
      }
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        const p = parseForm(body);
        const item = p.line_items?.[0];
        const amount = Number(item?.price_data?.unit_amount) * Number(item?.quantity ?? 1);
        if (!Number.isSafeInteger(amount) || amount < 50) return stripeError(res, 400, 'The Checkout Session total must be at least 50 cents.', 'line_items');
        if (!p.success_url) return stripeError(res, 400, 'Missing required param: success_url.', 'success_url');
        const sid = id('cs');
        const session = {
          id: sid,
          object: 'checkout.session',
          amount_subtotal: amount,
          amount_total: amount,
          cancel_url: p.cancel_url ?? null,
          client_reference_id: p.client_reference_id ?? null,
          created: now(),
          currency: item.price_data.currency,
          customer_email: p.customer_email ?? null,
          expires_at: Number(p.expires_at ?? now() + 86_400),
          livemode: false,
          locale: p.locale ?? null,
          metadata: p.metadata ?? {},
          mode: p.mode,
          payment_intent: null,
          payment_status: 'unpaid',
          status: 'open',
          success_url: p.success_url,
          url: `${base}/pay/${sid}`,
          customer: p.customer ?? null,
          customer_creation: p.customer_creation ?? null,
          // Not a Session field: kept here to know whether Pay saves the card.
          setup_future_usage: p.payment_intent_data?.setup_future_usage ?? null,
        };
        sessions.set(sid, session);
        return json(res, 200, session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionPath) {
        const s = sessions.get(sessionPath[1]);
        return s ? json(res, 200, s) : stripeError(res, 404, `No such checkout.session: '${sessionPath[1]}'`);
      }
      const listCards = /^\/v1\/customers\/([\w]+)\/payment_methods$/.exec(url.pathname);
      if (req.method === 'GET' && listCards) {
        const customer = customers.get(listCards[1]);
        if (!customer) return stripeError(res, 404, `No such customer: '${listCards[1]}'`);
        return json(res, 200, { object: 'list', data: customer.paymentMethods, has_more: false, url: url.pathname });
      }
      if (req.method === 'POST' && url.pathname === '/v1/payment_intents') {
        const p = parseForm(body);
        const amount = Number(p.amount);
        const customer = customers.get(p.customer);
        if (!customer) return stripeError(res, 400, `No such customer: '${p.customer}'`, 'customer');
        if (!customer.paymentMethods.some((m) => m.id === p.payment_method))
          return stripeError(res, 400, `No such PaymentMethod: '${p.payment_method}'`, 'payment_method');
        if (!Number.isSafeInteger(amount) || amount < 50) return stripeError(res, 400, 'Amount must be at least 50 cents', 'amount');
        const intent = {
          id: id('pi'),
          object: 'payment_intent',
          amount,
          amount_received: 0,
          currency: p.currency,
          customer: p.customer,
          created: now(),
          livemode: false,
          metadata: p.metadata ?? {},
          payment_method: p.payment_method,
          status: 'requires_payment_method',
        };
        intents.set(intent.id, intent);
        if (state.declines > 0) {
          state.declines -= 1;
          const error = {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
            payment_intent: intent,
          };
          return json(res, 402, { error });
        }
        Object.assign(intent, { status: 'succeeded', amount_received: amount });
        return json(res, 200, intent);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const p = parseForm(body);
        const charged = intents.get(p.payment_intent);
        const paid =
          [...sessions.values()].find((s) => s.payment_intent === p.payment_intent) ??
          (charged?.status === 'succeeded' ? { amount_total: charged.amount, currency: charged.currency } : undefined);
        if (!paid) return stripeError(res, 404, `No such payment_intent: '${p.payment_intent}'`, 'payment_intent');
        const amount = Number(p.amount ?? paid.amount_total);
        const left =
          paid.amount_total - refunds.filter((r) => r.payment_intent === p.payment_intent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
        if (!Number.isSafeInteger(amount) || amount <= 0) return stripeError(res, 400, 'Invalid positive integer', 'amount');
        if (amount > left) {
          return stripeError(res, 400, `Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`, 'amount');
        }
        const refund = {
          id: id('re'),
          object: 'refund',
          amount,
          balance_transaction: null,
          charge: `ch_${p.payment_intent.slice(3)}`,
          created: now(),
          currency: paid.currency,
          failure_reason: null,
          metadata: p.metadata ?? {},
          payment_intent: p.payment_intent,
          reason: p.reason ?? null,
          receipt_number: null,
          status: state.refundStatus,
        };
        refunds.push(refund);
        return json(res, 200, refund);
      }
      const pay = /^\/pay\/([\w]+)$/.exec(url.pathname);
      if (pay) {
        const s = sessions.get(pay[1]);
        if (!s) return stripeError(res, 404, 'No such checkout page');
        if (req.method === 'GET') {
          res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          return res.end(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Fake Stripe Checkout</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<h1>Fake Stripe Checkout</h1><p>Pay <strong>${(s.amount_total / 100).toFixed(2)} ${escapeHtml(s.currency.toUpperCase())}</strong></p>
<form method="post"><button type="submit" style="font-size:1.2rem;padding:.5rem 1.5rem">Pay</button></form>
<p><a href="${escapeHtml(s.cancel_url ?? '/')}">Cancel</a></p></body></html>`);
        }
        complete(s);
        const event = eventOf('checkout.session.completed', s);
        // The same event more than once, as Stripe may deliver it; each delivery is re-signed.
        for (let i = 0; i < state.deliveries; i++) await deliver(event);
        res.writeHead(303, { location: s.success_url.replace('{CHECKOUT_SESSION_ID}', s.id) });
        return res.end();
      }
      stripeError(res, 404, `Unrecognized request URL (${req.method}: ${url.pathname}).`);
    } catch (err) {
      stripeError(res, 500, String(err));
    }
  });
  await new Promise((resolve) => server.listen(port, host, resolve));
  const { port: bound } = server.address();
  return {
    url: `http://${host}:${bound}`,
    sessions,
    refunds,
    customers,
    intents,
    /** Moves a refund on (succeeded, failed) and delivers `refund.updated` for it, as Stripe does. */
    async settleRefund(refundId, status, failureReason = null) {
      const refund = refunds.find((r) => r.id === refundId);
      Object.assign(refund, { status, failure_reason: status === 'failed' ? (failureReason ?? 'expired_or_canceled_card') : null });
      return deliver(eventOf('refund.updated', refund));
    },
    /**
     * A refund made in the provider's dashboard (not through the API): succeeded at once, never more than
     * the payment has left. Answers the Refund; the test delivers its events (refund.created,
     * refund.updated, charge.refunded: see chargeOf) in the order it chooses.
     */
    refundInDashboard(paymentIntent, amount) {
      const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent) ?? intents.get(paymentIntent);
      const total = paid?.amount_total ?? paid?.amount ?? 0;
      const left = total - refunds.filter((r) => r.payment_intent === paymentIntent && r.status !== 'failed').reduce((sum, r) => sum + r.amount, 0);
      if (amount > left) throw new Error(`Refund amount (${amount}) is greater than unrefunded amount on charge (${left})`);
      const refund = {
        id: id('re'),
        object: 'refund',
        amount,
        balance_transaction: null,
        charge: `ch_${paymentIntent.slice(3)}`,
        created: now(),
        currency: paid?.currency ?? 'cad',
        failure_reason: null,
        metadata: {},
        payment_intent: paymentIntent,
        reason: null,
        receipt_number: null,
        status: 'succeeded',
      };
      refunds.push(refund);
      return refund;
    },
    /** The Charge of a payment intent as charge.refunded carries it: amount_refunded and its refunds listed. */
    chargeOf(paymentIntent) {
      const paid = [...sessions.values()].find((s) => s.payment_intent === paymentIntent) ?? intents.get(paymentIntent);
      const mine = refunds.filter((r) => r.payment_intent === paymentIntent);
      const amount = paid?.amount_total ?? paid?.amount ?? 0;
      const refunded = mine.filter((r) => r.status === 'succeeded' || r.status === 'pending').reduce((sum, r) => sum + r.amount, 0);
      return {
        id: `ch_${paymentIntent.slice(3)}`,
        object: 'charge',
        amount,
        amount_refunded: refunded,
        currency: paid?.currency ?? 'cad',
        payment_intent: paymentIntent,
        refunded: refunded >= amount,
        refunds: { object: 'list', data: [...mine].reverse(), has_more: false, url: `/v1/charges/ch_${paymentIntent.slice(3)}/refunds` },
        status: 'succeeded',
      };
    },
    requests,
    state,
    complete,
    deliver,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// Run on its own (the browser walk's server, scripts/e2e-server.sh).
if (import.meta.url === `file://${process.argv[1]}`) {
  const fake = await startFakeStripe({
    port: Number(process.env.FAKE_STRIPE_PORT ?? 0),
    webhookUrl: process.env.FAKE_STRIPE_WEBHOOK_URL,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET,
    deliveries: Number(process.env.FAKE_STRIPE_DELIVERIES ?? 1),
  });
  console.log(`fake Stripe on ${fake.url}`);
  const stop = () => fake.stop().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
