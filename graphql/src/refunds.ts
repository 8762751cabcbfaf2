// Refunds by policy and how to pay (docs/product.md#money; ADRs 0084, 0085). Pure: no I/O, no floats.
// The trip's refund policy is dated tiers from the CMS: a cancellation on a Toronto day before a
// tier's date gets that tier's share of what was paid beyond the deposit (the deposit itself only
// when the policy says it is refundable); from the last tier's date on, nothing.
import { fillRule } from './i18n/rule-templates.js';
import { z } from 'zod';
import { formatCents, longDay, PAYMENT_METHODS, sumCents } from './money.js';
import { paymentRules } from './rules.js';

export interface RefundTier {
  /** YYYY-MM-DD: a cancellation on a Toronto day before this one gets `percent`. */
  before: string;
  /** Whole percent, 0 to 100. */
  percent: number;
}

export interface RefundPolicy {
  depositRefundable: boolean;
  tiers: RefundTier[];
}

/** The ledger as a quote reads it: payments, reversals (negative) and refunds (negative). */
export interface QuoteEntry {
  kind: 'payment' | 'reversal' | 'refund';
  amountCents: number;
}

export interface CancellationQuote {
  /** Payments net of reversals. */
  paidCents: number;
  /** Refunds already recorded. */
  refundedCents: number;
  /** What the policy still gives back if the registration is cancelled that day. */
  refundCents: number;
  /** What the organisers keep: paid − refunded − refund. */
  keptCents: number;
  /** The policy, line by line, as the cancel dialog shows it. */
  lines: string[];
  /** The line that applies that day. */
  applies: string;
}

/** The tier that applies on a day (Toronto, YYYY-MM-DD): the earliest whose date is still ahead; null past the last. */
export function tierOn(policy: RefundPolicy, today: string): RefundTier | null {
  const ahead = policy.tiers.filter((t) => today < t.before).sort((a, b) => a.before.localeCompare(b.before));
  return ahead[0] ?? null;
}

/** The policy in words, tier by tier ("Cancelled before January 15, 2027: 100 % of payments beyond the deposit"). */
export function refundPolicyLines(policy: RefundPolicy, depositCents: number): string[] {
  const beyond = policy.depositRefundable ? 'payments' : 'payments beyond the deposit';
  const lines = policy.depositRefundable ? [] : [`The deposit (${formatCents(depositCents)}) is non-refundable.`];
  const tiers = [...policy.tiers].sort((a, b) => a.before.localeCompare(b.before));
  for (const t of tiers) lines.push(`Cancelled before ${longDay(t.before)}: ${t.percent} % of ${beyond} refunded.`);
  const last = tiers.at(-1);
  lines.push(last ? `From ${longDay(last.before)}: no refund.` : `No refund of ${beyond}.`);
  return lines;
}

/** Payments net of reversals, and refunds, from a ledger. */
export function ledgerTotals(entries: readonly QuoteEntry[]): { paidCents: number; refundedCents: number } {
  return {
    paidCents: sumCents(entries.filter((e) => e.kind !== 'refund').map((e) => e.amountCents)),
    refundedCents: 0 - sumCents(entries.filter((e) => e.kind === 'refund').map((e) => e.amountCents)),
  };
}

/** The most a refund may be: what was paid, net of reversals and earlier refunds (never below zero). */
export function refundableCents(entries: readonly QuoteEntry[]): number {
  const { paidCents, refundedCents } = ledgerTotals(entries);
  return Math.max(0, paidCents - refundedCents);
}

/**
 * What cancelling on `today` gives back: the tier's share (rounded down to the cent) of what was paid
 * beyond the deposit kept, less refunds already made; never negative, never more than was paid.
 */
export function cancellationQuote(input: { entries: readonly QuoteEntry[]; depositCents: number; policy: RefundPolicy; today: string }): CancellationQuote {
  const { paidCents, refundedCents } = ledgerTotals(input.entries);
  const net = Math.max(0, paidCents);
  const keptDeposit = input.policy.depositRefundable ? 0 : Math.min(net, input.depositCents);
  const tier = tierOn(input.policy, input.today);
  const percent = tier?.percent ?? 0;
  const due = Math.floor(((net - keptDeposit) * percent) / 100);
  // due ≤ what was paid, so the refund never passes it.
  const refundCents = Math.max(0, due - refundedCents);
  const beyond = input.policy.depositRefundable ? 'what you paid' : 'what you paid beyond the deposit';
  const applies = tier ? `Cancelling before ${longDay(tier.before)}: ${percent} % of ${beyond} is refunded.` : `Cancelling now: no refund of ${beyond}.`;
  return {
    paidCents,
    refundedCents,
    refundCents,
    keptCents: paidCents - refundedCents - refundCents,
    lines: refundPolicyLines(input.policy, input.depositCents),
    applies,
  };
}

// ---- How to pay ----

/** No 0/O, no 1/I: a code read over the phone or typed into a bank's e-transfer message stays whole. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * The traveller's payment reference ("UJ-7K4M-Q2ZX"), derived from the registration's id, so it is
 * stable and needs no storage: 40 random bits of the id in 8 characters of 32.
 */
export function referenceCode(registrationId: string): string {
  const hex = registrationId.replace(/-/g, '');
  if (!/^[0-9a-f]{32}$/i.test(hex)) throw new RangeError(`not a registration id: ${registrationId}`);
  let n = parseInt(hex.slice(0, 10), 16);
  let code = '';
  for (let i = 0; i < 8; i++) {
    code += REFERENCE_ALPHABET[n % 32];
    n = Math.floor(n / 32);
  }
  return `UJ-${code.slice(0, 4)}-${code.slice(4)}`;
}

// ---- The admin's refund ----

export const REFUND_MESSAGES = {
  method: 'Choose how the refund was made',
  tooMuch: (refundableCents: number) => fillRule('rules.refund.tooMuch', { amount: formatCents(refundableCents) }),
} as const;

/** An admin's recording of one refund: a payment's amount, reference and internal note, its own method message. */
export const refundRules = paymentRules.pick({ amountCents: true, reference: true, note: true }).extend({
  method: z.enum(PAYMENT_METHODS, REFUND_MESSAGES.method),
});
export type RefundValues = z.infer<typeof refundRules>;
