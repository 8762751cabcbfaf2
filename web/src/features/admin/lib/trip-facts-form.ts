// The trip editor's values (text, as typed; money in dollars) to and from the api's facts, checked
// by the shared rules (graphql/src/trips.ts) before sending.
import { formatCents, parseDollars, tripFactsRules, type TripFactsInput } from '@umrah/graphql';
import type { TripFieldsFragment } from '@/gql/graphql';

export type InstalmentFare = 'barakah' | 'nonBarakah' | 'all';
export interface TripFormValues {
  name: string;
  departureCity: string;
  startsOn: string;
  endsOn: string;
  groupSize: string;
  holdHours: string;
  offerHours: string;
  barakah: string;
  nonBarakah: string;
  schedule: { amount: string; description: string; fare: InstalmentFare; dueDate: string }[];
  depositRefundable: boolean;
  tiers: { before: string; percent: string }[];
  under18ReferenceDate: string;
  passportValidAfter: string;
  retentionDays: string;
}

const dollars = (cents: number) => formatCents(cents).replace(/[$,]/g, '');
const whole = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));
// An amount that is not one reads as -1 cent: the rule then says it must be more than $0.
const cents = (text: string) => parseDollars(text) ?? -1;

export function formValuesOf(t: TripFieldsFragment): TripFormValues {
  return {
    name: t.name,
    departureCity: t.departureCity,
    startsOn: t.startsOn,
    endsOn: t.endsOn,
    groupSize: String(t.groupSize),
    holdHours: String(t.holdHours),
    offerHours: String(t.offerHours),
    barakah: dollars(t.fares.barakah),
    nonBarakah: dollars(t.fares.nonBarakah),
    schedule: t.paymentSchedule.map((i) => ({
      amount: dollars(i.amountCents),
      description: i.description,
      fare: i.fare as InstalmentFare,
      dueDate: i.dueDate ?? '',
    })),
    depositRefundable: t.refundPolicy.depositRefundable,
    tiers: t.refundPolicy.tiers.map((tier) => ({ before: tier.before, percent: String(tier.percent) })),
    under18ReferenceDate: t.under18ReferenceDate,
    passportValidAfter: t.passportValidAfter,
    retentionDays: String(t.retentionDays),
  };
}

export function factsInputOf(slug: string, v: TripFormValues): TripFactsInput {
  return {
    slug,
    name: v.name,
    departureCity: v.departureCity,
    startsOn: v.startsOn,
    endsOn: v.endsOn,
    groupSize: whole(v.groupSize),
    holdHours: whole(v.holdHours),
    offerHours: whole(v.offerHours),
    fares: { barakah: cents(v.barakah), nonBarakah: cents(v.nonBarakah) },
    paymentSchedule: v.schedule.map((i) => ({
      amountCents: cents(i.amount),
      description: i.description,
      fare: i.fare,
      dueDate: i.dueDate.trim() ? i.dueDate : null,
    })),
    refundPolicy: { depositRefundable: v.depositRefundable, tiers: v.tiers.map((t) => ({ before: t.before, percent: whole(t.percent) })) },
    under18ReferenceDate: v.under18ReferenceDate,
    passportValidAfter: v.passportValidAfter,
    retentionDays: whole(v.retentionDays),
  };
}

/** The form's field for a rule's path ("fares.barakah" → "barakah", "paymentSchedule.2.amountCents" → "schedule.2.amount"). */
export function formFieldOf(path: string): string {
  const [head, ...rest] = path.split('.');
  if (head === 'fares') return rest[0] ?? 'barakah';
  if (head === 'paymentSchedule') {
    if (!rest.length) return 'schedule';
    const names: Record<string, string> = { amountCents: 'amount', description: 'description', fare: 'fare', dueDate: 'dueDate' };
    return `schedule.${rest[0]}.${names[rest[1] ?? ''] ?? 'amount'}`;
  }
  if (head === 'refundPolicy') return rest[0] === 'tiers' && rest.length > 1 ? `tiers.${rest[1]}.${rest[2] ?? 'before'}` : 'tiers';
  return path;
}

/** Each field's first message, by the form's field names; empty when the facts pass. */
export function checkFacts(input: TripFactsInput): Record<string, string> {
  const parsed = tripFactsRules.safeParse(input);
  const errors: Record<string, string> = {};
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) errors[formFieldOf(issue.path.join('.'))] ??= issue.message;
  return errors;
}
export type { TripFactsInput };
