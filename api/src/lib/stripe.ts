// The card provider's client (ADR 0117): Stripe's own library, pointed at STRIPE_API_URL when set
// (the tests' and the browser walk's fake, scripts/fake-stripe.mjs). Unset keys: no client, and the
// product behaves as before online payments.
import Stripe from 'stripe';
import type { Config } from '../config.js';

export type { Stripe };

export function createStripe(config: Pick<Config, 'STRIPE_SECRET_KEY' | 'STRIPE_API_URL'>): Stripe | undefined {
  if (!config.STRIPE_SECRET_KEY) return undefined;
  const at = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  const protocol = at?.protocol === 'http:' ? 'http' : 'https';
  return new Stripe(config.STRIPE_SECRET_KEY, {
    ...(at ? { host: at.hostname, port: Number(at.port || (protocol === 'http' ? 80 : 443)), protocol } : {}),
    // A request that fails on the network is retried with the same idempotency key (the library's own).
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: 'umrah-journey' },
  });
}
