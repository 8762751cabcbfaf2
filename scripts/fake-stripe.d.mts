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
  refunds: {
    id: string;
    object: 'refund';
    amount: number;
    currency: string;
    payment_intent: string;
    status: string;
    failure_reason: string | null;
    metadata: Record<string, string>;
    [key: string]: unknown;
  }[];
  requests: { method: string; path: string; body: Record<string, FormValue> | undefined; idempotencyKey?: string }[];
  customers: Map<string, { id: string; paymentMethods: { id: string; customer: string }[] }>;
  intents: Map<string, { id: string; amount: number; customer: string; payment_method: string; status: string; metadata: Record<string, string> }>;
  state: {
    failWith?: number;
    refundStatus: 'succeeded' | 'pending' | 'failed';
    declines: number;
    webhookUrl?: string;
    webhookSecret?: string;
    deliveries: number;
  };
  /** Moves a refund on and delivers `refund.updated` for it; answers the webhook's HTTP status. */
  settleRefund(refundId: string, status: 'succeeded' | 'failed' | 'canceled', failureReason?: string): Promise<number>;
  /** A refund made in the provider's dashboard (succeeded; throws past what the payment has left); the test delivers its events. */
  refundInDashboard(paymentIntent: string, amount: number): FakeStripe['refunds'][number];
  /** The Charge of a payment intent as `charge.refunded` carries it, its refunds listed (newest first). */
  chargeOf(paymentIntent: string): { id: string; object: 'charge'; amount: number; amount_refunded: number; refunds: { data: FakeStripe['refunds'] } };
  complete(session: FakeSession): FakeSession;
  deliver(event: object, opts?: { secret?: string; timestamp?: number }): Promise<number>;
  stop(): Promise<void>;
}
export function parseForm(body: string): Record<string, FormValue>;
export function signedDelivery(event: object, secret: string, timestamp?: number): { payload: string; signature: string };
export function eventOf(type: string, object: object): { id: string; type: string; data: { object: unknown }; [key: string]: unknown };
export function startFakeStripe(opts?: { port?: number; host?: string; webhookUrl?: string; webhookSecret?: string; deliveries?: number }): Promise<FakeStripe>;
