// The app with online payment on, against the fake card provider of scripts/fake-stripe.mjs over
// real HTTP (ADR 0118): the app listens on a port of its own so the fake's checkout page and its
// webhooks reach it, on a fresh database, with a signed-in admin.
import type { AddressInfo } from 'node:net';
import type { BuiltApp } from '../src/app.js';
import { startFakeStripe, type FakeStripe } from '../../scripts/fake-stripe.mjs';
import { resetDb, signedInAdmin, startApp, type Agent } from './helpers.js';

export interface FakeStripeApp {
  fake: FakeStripe;
  built: BuiltApp;
  admin: Agent;
  stop(): Promise<void>;
}

export async function startWithFakeStripe(webhookSecret: string): Promise<FakeStripeApp> {
  const fake = await startFakeStripe({ webhookSecret });
  const built = await startApp({ STRIPE_SECRET_KEY: 'sk_test_fake', STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_URL: fake.url });
  await resetDb(built.db);
  const server = built.app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  fake.state.webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/webhooks/stripe`;
  const { agent: admin } = await signedInAdmin(built);
  return {
    fake,
    built,
    admin,
    async stop() {
      await new Promise((resolve) => server.close(resolve));
      await built.close();
      await fake.stop();
    },
  };
}
