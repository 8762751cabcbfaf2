// A stand-in for the few Stripe API calls the portal makes (ADR 0118), over real HTTP on loopback:
// no machine here reaches Stripe. It answers in Stripe's documented shapes:
//   POST /v1/checkout/sessions       → a Checkout Session (status open, payment_status unpaid, url)
//   GET  /v1/checkout/sessions/:id   → that session
//   POST /v1/refunds                 → a Refund (status succeeded) for a payment intent it took
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
  const refunds = [];
  const requests = [];
  const state = { failWith: undefined, webhookUrl, webhookSecret, deliveries };

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
    if (session.status !== 'complete') Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id('pi') });
    return session;
  }

  const json = (res, status, body) => {
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
        };
        sessions.set(sid, session);
        return json(res, 200, session);
      }
      const sessionPath = /^\/v1\/checkout\/sessions\/([\w]+)$/.exec(url.pathname);
      if (req.method === 'GET' && sessionPath) {
        const s = sessions.get(sessionPath[1]);
        return s ? json(res, 200, s) : stripeError(res, 404, `No such checkout.session: '${sessionPath[1]}'`);
      }
      if (req.method === 'POST' && url.pathname === '/v1/refunds') {
        const p = parseForm(body);
        const paid = [...sessions.values()].find((s) => s.payment_intent === p.payment_intent);
        if (!paid) return stripeError(res, 404, `No such payment_intent: '${p.payment_intent}'`, 'payment_intent');
        const refund = {
          id: id('re'),
          object: 'refund',
          amount: Number(p.amount ?? paid.amount_total),
          currency: paid.currency,
          created: now(),
          metadata: p.metadata ?? {},
          payment_intent: p.payment_intent,
          reason: p.reason ?? null,
          status: 'succeeded',
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
