import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { dueLabel, formatCents } from '@/lib/money';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyPayments } from '@/lib/use-payments';
import { FARE_LABELS, type Fare } from '@umrah/graphql';
import { HistoryTable, ScheduleTable } from '@/components/payment-tables';
import { HowToPay } from '@/components/how-to-pay';
import { HoldDeadline } from '@/components/seat-status';
import { useMyRegistration } from '@/lib/use-registration';

/** /portal/payments: the traveller's fare, what is paid, the schedule and every receipt. */
export function PaymentsPage() {
  useDocumentTitle('Payments');
  const { account, loaded, error, refetch } = useMyPayments();
  const { registration } = useMyRegistration();

  let body;
  if (!loaded && error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">Failed to load your payments. Please try again.</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = <LoadingState label="Loading payments..." />;
  } else if (!account) {
    body = (
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <p className="text-sm text-slate-700">Register for the trip to see your payment schedule.</p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <>
        <Card aria-labelledby="payments-summary-title">
          <CardHeader>
            <CardTitle id="payments-summary-title">Summary</CardTitle>
            <CardDescription>
              Fare: {FARE_LABELS[account.fare as Fare]} ({formatCents(account.fareCents)})
            </CardDescription>
          </CardHeader>
          <CardContent>
            <dl className={`grid gap-4 ${account.refundedCents > 0 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
              <div>
                <dt className="text-xs font-medium text-slate-600">Paid</dt>
                <dd className="text-2xl font-semibold">{formatCents(account.paidCents)}</dd>
              </div>
              {account.refundedCents > 0 ? (
                <div>
                  <dt className="text-xs font-medium text-slate-600">Refunded</dt>
                  <dd className="text-2xl font-semibold">{formatCents(account.refundedCents)}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs font-medium text-slate-600">Balance</dt>
                <dd className="text-2xl font-semibold">{formatCents(account.balanceCents)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">Next payment</dt>
                <dd className="text-base font-semibold">
                  {account.nextDue ? `${formatCents(account.nextDue.amountCents)} · ${dueLabel(account.nextDue.dueDate)}` : 'Nothing due'}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        {/* Only while something is owed: nothing to pay, nothing to explain. */}
        {account.balanceCents > 0 ? <HowToPay howToPay={account.howToPay} lead={<HoldDeadline holdExpiresAt={registration?.holdExpiresAt} />} /> : null}
        <Card aria-labelledby="payments-schedule-title">
          <CardHeader>
            <CardTitle id="payments-schedule-title">Schedule</CardTitle>
            <CardDescription>Payments are applied to the schedule in order.</CardDescription>
          </CardHeader>
          <CardContent>
            <ScheduleTable account={account} />
          </CardContent>
        </Card>
        <Card aria-labelledby="payments-history-title">
          <CardHeader>
            <CardTitle id="payments-history-title">History</CardTitle>
            <CardDescription>Every payment and refund the organisers recorded, with a receipt for each.</CardDescription>
          </CardHeader>
          <CardContent>
            <HistoryTable account={account} />
          </CardContent>
        </Card>
      </>
    );
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Payments</h1>
        <p className="mt-1 text-sm text-slate-600">Your fare, what you have paid and what comes next. Amounts in CAD.</p>
      </div>
      {body}
    </div>
  );
}
