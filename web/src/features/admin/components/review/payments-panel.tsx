import { FARES, type Fare } from '@umrah/graphql';
import { useState, Suspense } from 'react';
import { HistoryTable, ScheduleTable } from '@/components/payment-tables';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { FARE_IDS } from '../../lib/labels';
import { useMoney } from '@/components/money-text';
import { usePaymentActions, useRegistrationPayments } from '../../api/payments';
import { RecordPaymentForm } from './record-payment-form';
import { useCan } from '@/lib/permissions';
import { RecordRefundForm } from './record-refund-form';
import { lazyNamed } from '@/lib/lazy-named';

// Opened on demand: a chunk of its own (ADR 0071).
const ReversePaymentDialog = lazyNamed(() => import('./reverse-payment-dialog'), 'ReversePaymentDialog');

type Entry = PaymentAccountFieldsFragment['entries'][number];

function FareControl({ account }: { account: PaymentAccountFieldsFragment }) {
  const t = useT();
  const { changeFare } = usePaymentActions();
  const [saving, setSaving] = useState(false);
  async function onChange(fare: Fare) {
    if (fare === account.fare || !window.confirm(t('admin.fare.confirm', { fare: t(FARE_IDS[fare]) }))) return;
    setSaving(true);
    try {
      await changeFare(account.registrationId, fare);
      toast({ title: t('admin.fare.changed'), description: t('admin.fare.changedBody', { fare: t(FARE_IDS[fare]) }) });
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.fare.failed')) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <SelectField
      id="payment-fare"
      label={t('admin.fare.label')}
      className="max-w-xs"
      options={FARES.map((f) => ({ value: f, label: t(FARE_IDS[f]) }))}
      value={account.fare}
      disabled={saving}
      onChange={(e) => void onChange(e.target.value as Fare)}
    />
  );
}

/** The registration's money on the review page: summary, fare, schedule, record, refund, history with reversals and refunds. */
export function PaymentsPanel({ registrationId }: { registrationId: string }) {
  const t = useT();
  const formatCents = useMoney();
  const can = useCan();
  const { account, error, refetch } = useRegistrationPayments(registrationId);
  const [reversing, setReversing] = useState<Entry | null>(null);
  if (!account) {
    return error ? (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">{t('admin.payments.loadFailed')}</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    ) : (
      <p className="text-sm text-slate-600">{t('admin.payments.loading')}</p>
    );
  }
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[
          [t('admin.fare.label'), formatCents(account.fareCents)],
          [t('admin.payments.paid'), formatCents(account.paidCents)],
          [t('admin.payments.refunded'), formatCents(account.refundedCents)],
          [t('admin.payments.balance'), formatCents(account.balanceCents)],
          [t('admin.payments.overdue'), formatCents(account.overdueCents)],
          // The code the traveller writes in an e-transfer's message: how an admin matches it.
          [t('admin.payments.referenceCode'), account.howToPay.referenceCode],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold whitespace-nowrap text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <FareControl account={account} />
      <ScheduleTable account={account} />
      {can('payments:record') ? <RecordPaymentForm registrationId={registrationId} balanceCents={account.balanceCents} /> : null}
      {can('refunds:record') ? (
        <RecordRefundForm registrationId={registrationId} cardPaid={account.entries.some((e) => e.kind === 'payment' && e.method === 'card (online)')} />
      ) : null}
      <HistoryTable
        account={account}
        actions={(e) =>
          e.kind === 'payment' && !e.reversedById && can('payments:record') ? (
            <Button variant="outline" size="sm" onClick={() => setReversing(e)}>
              {t('admin.payments.reverse')}
              <span className="sr-only"> {e.receiptNumber}</span>
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
