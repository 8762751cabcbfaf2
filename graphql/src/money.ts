// Money (docs/product.md#money): integer cents, CAD. A traveller's fare is the member or non-member
// price; the schedule (deposit, first payment, balance, due dates) comes from the CMS; payments are
// an append-only ledger where a mistake is cancelled by a reversal entry. Pure: no I/O, no floats.

export const FARES = ['barakah', 'nonBarakah'] as const;
export type Fare = (typeof FARES)[number];
export const FARE_LABELS: Record<Fare, string> = { barakah: 'Barakah member', nonBarakah: 'Non-member' };

export const PAYMENT_METHODS = ['e-transfer', 'cash', 'cheque', 'card', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  'e-transfer': 'E-transfer',
  cash: 'Cash',
  cheque: 'Cheque',
  card: 'Card',
  other: 'Other',
};

/** The schedule's line for the room supplement. */
export const ROOM_SUPPLEMENT = 'Room supplement';

/** One line of the CMS's payment schedule: for every fare or one of them; no due date = at registration. */
export interface PlanLine {
  amountCents: number;
  description: string;
  fare: Fare | 'all';
  /** YYYY-MM-DD, or null when due at registration (the deposit). */
  dueDate: string | null;
}

/** A ledger entry: a payment (amount > 0), the reversal of one (amount < 0, the same size) or a refund (amount < 0). */
export interface LedgerEntry {
  amountCents: number;
  /** Absent: a payment or a reversal. */
  kind?: 'payment' | 'reversal' | 'refund';
}

export type ScheduleStatus = 'paid' | 'part paid' | 'due' | 'overdue';

export interface ScheduleItem {
  description: string;
  dueDate: string | null;
  amountCents: number;
  /** What of the payments so far covers this item (payments fill the items in due order). */
  paidCents: number;
  status: ScheduleStatus;
}

export interface Account {
  fare: Fare;
  fareCents: number;
  /** The room type's supplement over the trip's hotel stays (docs/product.md#rooms), locked on the registration. */
  supplementCents: number;
  /** Payments net of reversals. */
  paidCents: number;
  /** Refunds recorded (ADR 0084). */
  refundedCents: number;
  /** fare + supplement − (paid − refunded); negative when overpaid. */
  balanceCents: number;
  schedule: ScheduleItem[];
  /** The first item not fully paid, with what remains of it. */
  nextDue: { description: string; dueDate: string | null; amountCents: number } | null;
  overdueCents: number;
}

/** Sum of integer cents; refuses anything that is not a safe integer (no float ever enters). */
export function sumCents(values: readonly number[]): number {
  let total = 0;
  for (const v of values) {
    if (!Number.isSafeInteger(v)) throw new RangeError(`not a whole number of cents: ${v}`);
    total += v;
  }
  if (!Number.isSafeInteger(total)) throw new RangeError('total out of range');
  return total;
}

// Stryker disable ArithmeticOperator: equivalent as `a.index + b.index` (never 0 for two lines): V8's stable sort keeps the plan's order either way.
/** The schedule lines that apply to a fare, at registration first, then by due date. */
export function planFor(plan: readonly PlanLine[], fare: Fare): PlanLine[] {
  return plan
    .filter((line) => line.fare === 'all' || line.fare === fare)
    .map((line, index) => ({ line, index }))
    .sort((a, b) => (a.line.dueDate ?? '').localeCompare(b.line.dueDate ?? '') || a.index - b.index)
    .map(({ line }) => line);
}
// Stryker restore ArithmeticOperator

/** The scheduled deposit of a fare: what is due at registration. */
export function depositFor(plan: readonly PlanLine[], fare: Fare): number {
  return sumCents(
    planFor(plan, fare)
      .filter((l) => l.dueDate === null)
      .map((l) => l.amountCents),
  );
}

/**
 * The traveller's account on a given day (YYYY-MM-DD, Toronto): what is paid, the balance, and each
 * schedule item paid, part paid, due or overdue. Payments fill the items in due order.
 */
export function accountOf(input: {
  fare: Fare;
  fareCents: number;
  /** The room supplement (0 without one): what the ledger expects is the fare plus it. */
  supplementCents?: number;
  plan: readonly PlanLine[];
  entries: readonly LedgerEntry[];
  today: string;
}): Account {
  const supplementCents = sumCents([input.supplementCents ?? 0]);
  const paidCents = sumCents(input.entries.filter((e) => e.kind !== 'refund').map((e) => e.amountCents));
  const refundedCents = 0 - sumCents(input.entries.filter((e) => e.kind === 'refund').map((e) => e.amountCents));
  const netCents = paidCents - refundedCents;
  let left = Math.max(0, netCents);
  const lines = planFor(input.plan, input.fare);
  // The supplement is due with the schedule's last instalment (at registration when there is none).
  if (supplementCents > 0) lines.push({ amountCents: supplementCents, description: ROOM_SUPPLEMENT, fare: input.fare, dueDate: lines.at(-1)?.dueDate ?? null });
  const schedule: ScheduleItem[] = lines.map((line) => {
    const covered = Math.min(left, line.amountCents);
    left -= covered;
    // Past its due date an item not paid in full is overdue, even if part of it is paid.
    // (`dueDate !== null` as `true` is an equivalent mutant: null < 'YYYY-MM-DD' is false in JavaScript.)
    const status: ScheduleStatus =
      covered >= line.amountCents ? 'paid' : line.dueDate !== null && line.dueDate < input.today ? 'overdue' : covered > 0 ? 'part paid' : 'due';
    return { description: line.description, dueDate: line.dueDate, amountCents: line.amountCents, paidCents: covered, status };
  });
  const open = schedule.find((item) => item.paidCents < item.amountCents);
  // Same equivalent mutant as above on `item.dueDate !== null`.
  const overdueCents = sumCents(
    schedule.filter((item) => item.dueDate !== null && item.dueDate < input.today).map((item) => item.amountCents - item.paidCents),
  );
  return {
    fare: input.fare,
    fareCents: input.fareCents,
    supplementCents,
    paidCents,
    refundedCents,
    balanceCents: input.fareCents + supplementCents - netCents,
    schedule,
    nextDue: open ? { description: open.description, dueDate: open.dueDate, amountCents: open.amountCents - open.paidCents } : null,
    overdueCents,
  };
}

/**
 * "$1,300.00" in CAD, en-CA (docs/product.md#names-and-formats); with `dropZeroCents`, whole
 * dollars read "$1,300" (prices). Written out as Intl.NumberFormat writes them (the tests hold
 * the two together) rather than asking it: making a formatter loads the browser's locale data,
 * tens of milliseconds of a phone's main thread in the middle of a page's first render (ADR 0071).
 */
export function formatCents(cents: number, { dropZeroCents = false }: { dropZeroCents?: boolean } = {}): string {
  const whole = Math.round(Math.abs(cents));
  const dollars = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  const rest = whole % 100;
  const decimals = dropZeroCents && rest === 0 ? '' : `.${String(rest).padStart(2, '0')}`;
  return `${cents < 0 ? '-' : ''}$${dollars}${decimals}`;
}

/** "12.50" or "1300" as cents (1250, 130000); null when it is not a positive amount with at most 2 decimals. */
export function parseDollars(text: string): number | null {
  const m = /^\s*\$?\s*(\d{1,7})(?:\.(\d{1,2}))?\s*$/.exec(text.replace(/,/g, ''));
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

/** A schedule date (YYYY-MM-DD) in the long format: "January 15, 2027" (docs/product.md#names-and-formats). */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

/** What a journey card says beside its progress while money is owed (docs/product.md#money). */
export interface BalanceReminder {
  remainingCents: number;
  /** The date by which all of it is due: the schedule's last item's (null: at registration). */
  dueDate: string | null;
  overdueCents: number;
  /** The due date of the earliest overdue item; null when nothing is overdue. */
  overdueSince: string | null;
}

/**
 * The journey's five points count steps, not money: a registration may read 100 % while a balance is
 * owed. This says what remains and by when; null once nothing is owed (zero or overpaid).
 */
export function balanceReminder(account: {
  balanceCents: number;
  overdueCents: number;
  schedule: readonly { dueDate: string | null; status: string }[];
}): BalanceReminder | null {
  if (account.balanceCents <= 0) return null;
  // Payments fill the items in due order, so while anything is owed the last item is open: its date is "by when".
  const last = account.schedule.at(-1);
  const firstOverdue = account.schedule.find((item) => item.status === 'overdue');
  return {
    remainingCents: account.balanceCents,
    dueDate: last?.dueDate ?? null,
    overdueCents: account.overdueCents,
    overdueSince: firstOverdue?.dueDate ?? null,
  };
}

/** "$2,600.00 remaining — due January 15, 2027", or "… — $1,300.00 overdue since September 30, 2025". */
export function balanceReminderText(r: BalanceReminder): string {
  const remaining = `${formatCents(r.remainingCents)} remaining`;
  if (r.overdueSince) return `${remaining} — ${formatCents(r.overdueCents)} overdue since ${longDay(r.overdueSince)}`;
  return `${remaining} — due ${r.dueDate ? longDay(r.dueDate) : 'at registration'}`;
}
