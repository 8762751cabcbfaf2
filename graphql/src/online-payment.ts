// Paying online (issue 34; ADR 0117): what a traveller may pay through the card provider. Pure: no
// I/O, no floats. The choice is the next due item (what remains of the first open schedule item),
// the whole balance, or an amount the traveller chooses between the two, in whole cents.
import { z } from 'zod';
import { fillRule } from './i18n/rule-templates.js';
import { formatCents, PAYMENT_METHOD_LABELS, type PaymentMethod } from './money.js';

/** The ledger's method for a payment made through the card provider and recorded by its webhook. */
export const ONLINE_PAYMENT_METHOD = 'card (online)';
/** Every method a ledger entry may carry: an admin's choices and the provider's. */
export type LedgerMethod = PaymentMethod | typeof ONLINE_PAYMENT_METHOD;
/** Each ledger method as a person reads it (English: the timeline, the export). */
export const LEDGER_METHOD_LABELS: Record<LedgerMethod, string> = { ...PAYMENT_METHOD_LABELS, [ONLINE_PAYMENT_METHOD]: 'Card (online)' };

/** The least the provider charges in CAD (Stripe's minimum charge is $0.50). */
export const MIN_ONLINE_CENTS = 50;

export const ONLINE_CHOICES = ['NEXT_DUE', 'BALANCE', 'AMOUNT'] as const;
export type OnlineChoice = (typeof ONLINE_CHOICES)[number];

export const ONLINE_PAYMENT_MESSAGES = {
  choice: 'Choose what to pay: the next payment, the whole balance or another amount',
  amount: 'Enter the amount to pay, in dollars and cents',
  nothingOwed: 'Nothing is owed: there is nothing to pay online.',
  between: (minCents: number, maxCents: number) => fillRule('rules.online.between', { min: formatCents(minCents), max: formatCents(maxCents) }),
} as const;

/** The traveller's choice as the form or a client sends it. */
export const onlinePaymentRules = z.object({
  choice: z.enum(ONLINE_CHOICES, ONLINE_PAYMENT_MESSAGES.choice),
  amountCents: z.number(ONLINE_PAYMENT_MESSAGES.amount).int(ONLINE_PAYMENT_MESSAGES.amount).nullish(),
  /** Save the card and agree to be charged each later schedule item on its due date (automatic payments). */
  saveCard: z.boolean().nullish(),
});

/** How many times a due item is tried on the saved card, a day apart, before the traveller pays it by hand. */
export const AUTO_CHARGE_ATTEMPTS = 3;
export type OnlinePaymentValues = z.infer<typeof onlinePaymentRules>;

/** The account as the rule reads it (an `Account` of money.ts fits). */
export interface OnlineAccount {
  balanceCents: number;
  nextDue: { amountCents: number } | null;
}

/** The bounds of an online payment: at least the next due item (and the provider's minimum), at most the balance. */
export function onlineBounds(account: OnlineAccount): { minCents: number; maxCents: number } | null {
  const maxCents = account.balanceCents;
  if (maxCents < MIN_ONLINE_CENTS) return null;
  const next = Math.min(account.nextDue?.amountCents ?? maxCents, maxCents);
  return { minCents: Math.max(next, MIN_ONLINE_CENTS), maxCents };
}

/** The amount to charge for a choice, or the message that says why it cannot be paid (`field`: where it belongs). */
export function onlineAmountFor(
  account: OnlineAccount,
  values: OnlinePaymentValues,
): { amountCents: number } | { field: 'choice' | 'amountCents'; message: string } {
  const bounds = onlineBounds(account);
  if (!bounds) return { field: 'choice', message: ONLINE_PAYMENT_MESSAGES.nothingOwed };
  if (values.choice === 'NEXT_DUE') return { amountCents: bounds.minCents };
  if (values.choice === 'BALANCE') return { amountCents: bounds.maxCents };
  const amount = values.amountCents;
  if (amount === null || amount === undefined) return { field: 'amountCents', message: ONLINE_PAYMENT_MESSAGES.amount };
  if (amount < bounds.minCents || amount > bounds.maxCents) {
    return { field: 'amountCents', message: ONLINE_PAYMENT_MESSAGES.between(bounds.minCents, bounds.maxCents) };
  }
  return { amountCents: amount };
}

// ---- Refunds sent back to the card (ADR 0129) ----

export const CARD_REFUND_MESSAGES = {
  amount: 'Enter the amount to send back to the card, in dollars and cents',
  noCard: 'This traveller paid nothing online: record the refund by the method used.',
  tooMuch: (cardCents: number) => fillRule('rules.cardRefund.tooMuch', { amount: formatCents(cardCents) }),
} as const;

/** An admin's refund to the card: an amount, an internal note and the submit's idempotency key (a retried submit decides once). */
export const cardRefundRules = z.object({
  amountCents: z.number(CARD_REFUND_MESSAGES.amount).int(CARD_REFUND_MESSAGES.amount).positive(CARD_REFUND_MESSAGES.amount),
  note: z.string().trim().max(500).nullish(),
  clientKey: z.uuid().nullish(),
});
export type CardRefundValues = z.infer<typeof cardRefundRules>;

// ---- The treasurer's list settled (ADR 0129) ----

export const FLAG_SETTLEMENT_MESSAGES = {
  note: 'Say how this payment was settled, in 3 to 500 characters.',
  notFound: 'This online payment is not on the list.',
  alreadySettled: 'This online payment was already settled.',
} as const;

/** Settling a flag by hand: a note saying how the money went back (3–500 characters, trimmed). */
export const flagSettlementRules = z.object({
  note: z.string(FLAG_SETTLEMENT_MESSAGES.note).trim().min(3, FLAG_SETTLEMENT_MESSAGES.note).max(500, FLAG_SETTLEMENT_MESSAGES.note),
});
export type FlagSettlementValues = z.infer<typeof flagSettlementRules>;

/** A card payment as the split reads it: the provider's payment id and what may still go back to it. */
export interface CardPaymentLeft {
  providerPaymentId: string;
  /** The payment less its reversal and the refunds already sent against it (pending ones included). */
  leftCents: number;
}

/**
 * Splits a refund across the card payments, newest first (the list's order), each part at most what its
 * payment has left; the message when the cards together cannot take it (the rest goes back by hand).
 */
export function splitCardRefund(
  amountCents: number,
  payments: readonly CardPaymentLeft[],
): { parts: { providerPaymentId: string; amountCents: number }[] } | { message: string } {
  const usable = payments.filter((p) => p.leftCents > 0);
  if (!usable.length) return { message: CARD_REFUND_MESSAGES.noCard };
  const total = usable.reduce((sum, p) => sum + p.leftCents, 0);
  if (amountCents > total) return { message: CARD_REFUND_MESSAGES.tooMuch(total) };
  const parts: { providerPaymentId: string; amountCents: number }[] = [];
  let rest = amountCents;
  for (const p of usable) {
    if (rest === 0) break;
    const part = Math.min(rest, p.leftCents);
    parts.push({ providerPaymentId: p.providerPaymentId, amountCents: part });
    rest -= part;
  }
  return { parts };
}
