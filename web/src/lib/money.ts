// How money reads on screen (docs/product.md#names-and-formats: CAD, en-CA; dates in Toronto).
import { formatCents, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@umrah/graphql';
import { type BadgeTone } from '@/components/ui/badge';

export { formatCents };

export const SCHEDULE_TONE: Record<string, BadgeTone> = { paid: 'green', 'part paid': 'blue', due: 'slate', overdue: 'red' };

/** "Paid", "Part paid", "Due", "Overdue". */
export const scheduleLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export const methodLabel = (method: string) => PAYMENT_METHOD_LABELS[method as PaymentMethod] ?? method;

/** A schedule date (YYYY-MM-DD) as "Sep 30, 2025"; none means at registration. */
export function dueLabel(dueDate: string | null | undefined): string {
  if (!dueDate) return 'At registration';
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${dueDate}T00:00:00Z`));
}
