// Types of scripts/fake-stripe.mjs for the api's tests.
/** A form-encoded body read back into values, objects and lists. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export interface FakeSession {
  id: string;
  object: 'checkout.session';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  payment_status: 'paid' | 'unpaid';
  status: 'open' | 'complete';
  success_url: string;
  cancel_url: string | null;
  url: string;
  [key: string]: unknown;
}
export interface FakeStripe {
  url: string;
  sessions: Map<string, FakeSession>;
  refunds: { id: string; amount: number; currency: string; payment_intent: string; status: string; metadata: Record<string, string> }[];
  requests: { method: string; path: string; body: Record<string, FormValue> | undefined; idempotencyKey?: string }[];
  state: { failWith?: number; webhookUrl?: string; webhookSecret?: string; deliveries: number };
  complete(session: FakeSession): FakeSession;
  deliver(event: object, opts?: { secret?: string; timestamp?: number }): Promise<number>;
  stop(): Promise<void>;
}
export function parseForm(body: string): Record<string, FormValue>;
export function signedDelivery(event: object, secret: string, timestamp?: number): { payload: string; signature: string };
export function eventOf(type: string, object: object): { id: string; type: string; data: { object: unknown }; [key: string]: unknown };
export function startFakeStripe(opts?: { port?: number; host?: string; webhookUrl?: string; webhookSecret?: string; deliveries?: number }): Promise<FakeStripe>;
