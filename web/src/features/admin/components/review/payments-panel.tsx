import { FARE_LABELS, FARES, type Fare } from '@umrah/graphql';
import { useState, Suspense } from 'react';
import { HistoryTable, ScheduleTable } from '@/components/payment-tables';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { usePaymentActions, useRegistrationPayments } from '../../api/payments';
import { RecordPaymentForm } from './record-payment-form';
import { RecordRefundForm } from './record-refund-form';
import { lazyNamed } from '@/lib/lazy-named';

// Opened on demand: a chunk of its own (ADR 0071).
const ReversePaymentDialog = lazyNamed(() => import('./reverse-payment-dialog'), 'ReversePaymentDialog');

type Entry = PaymentAccountFieldsFragment['entries'][number];

function FareControl({ account }: { account: PaymentAccountFieldsFragment }) {
  const { changeFare } = usePaymentActions();
  const [saving, setSaving] = useState(false);
  async function onChange(fare: Fare) {
    if (fare === account.fare || !window.confirm(`Change the fare to ${FARE_LABELS[fare]}?`)) return;
    setSaving(true);
    try {
      await changeFare(account.registrationId, fare);
      toast({ title: 'Fare Changed', description: `The fare is now ${FARE_LABELS[fare]}.` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to change the fare.') });
    } finally {
      setSaving(false);
    }
  }
  return (
    <SelectField
      id="payment-fare"
      label="Fare"
      className="max-w-xs"
      options={FARES.map((f) => ({ value: f, label: FARE_LABELS[f] }))}
      value={account.fare}
      disabled={saving}
      onChange={(e) => void onChange(e.target.value as Fare)}
    />
  );
}

/** The registration's money on the review page: summary, fare, schedule, record, refund, history with reversals and refunds. */
export function PaymentsPanel({ registrationId }: { registrationId: string }) {
  const { account, error, refetch } = useRegistrationPayments(registrationId);
  const [reversing, setReversing] = useState<Entry | null>(null);
  if (!account) {
    return error ? (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">Failed to load the payments. Please try again.</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    ) : (
      <p className="text-sm text-slate-600">Loading payments...</p>
    );
  }
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          ['Fare', formatCents(account.fareCents)],
          ['Paid', formatCents(account.paidCents)],
          ['Refunded', formatCents(account.refundedCents)],
          ['Balance', formatCents(account.balanceCents)],
          ['Overdue', formatCents(account.overdueCents)],
          // The code the traveller writes in an e-transfer's message: how an admin matches it.
          ['Reference code', account.howToPay.referenceCode],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold whitespace-nowrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <FareControl account={account} />
      <ScheduleTable account={account} />
      <RecordPaymentForm registrationId={registrationId} balanceCents={account.balanceCents} />
      <RecordRefundForm registrationId={registrationId} />
      <HistoryTable
        account={account}
        actions={(e) =>
          e.kind === 'payment' && !e.reversedById ? (
            <Button variant="outline" size="sm" onClick={() => setReversing(e)}>
              Reverse<span className="sr-only"> {e.receiptNumber}</span>
            </Button>
          ) : null
        }
      />
      {reversing ? (
        <Suspense fallback={null}>
          <ReversePaymentDialog entry={reversing} onClose={() => setReversing(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
