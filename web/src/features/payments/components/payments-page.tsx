import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyPayments } from '@/lib/use-payments';
import { type Fare } from '@umrah/graphql';
import { FARE_LABEL } from '@/components/fare-choice';
import { useDueLabel, useMoney } from '@/components/money-text';
import { HistoryTable, ScheduleTable } from '@/components/payment-tables';
import { HowToPay } from '@/components/how-to-pay';
import { HoldDeadline } from '@/components/seat-status';
import { useMyRegistration } from '@/lib/use-registration';
import { PayOnline } from './pay-online';

/** /portal/payments: the traveller's fare, what is paid, the schedule and every receipt. */
export function PaymentsPage() {
  const t = useT();
  const money = useMoney();
  const dueLabel = useDueLabel();
  useDocumentTitle(t('trip.payments.title'));
  const { account, loaded, error, refetch } = useMyPayments();
  const { registration } = useMyRegistration();

  let body;
  if (!loaded && error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">{t('trip.payments.loadFailed')}</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('trip.retry')}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = <LoadingState label={t('trip.payments.loading')} />;
  } else if (!account) {
    body = (
      <Card>
        <CardContent className="pt-5 sm:pt-6">
          <p className="text-sm text-slate-700">{t('trip.payments.none')}</p>
        </CardContent>
      </Card>
    );
  } else {
    body = (
      <>
        <Card aria-labelledby="payments-summary-title">
          <CardHeader>
            <CardTitle id="payments-summary-title">{t('trip.payments.summary')}</CardTitle>
            <CardDescription>{t('trip.payments.fare', { fare: t(FARE_LABEL[account.fare as Fare]), price: money(account.fareCents) })}</CardDescription>
          </CardHeader>
          <CardContent>
            <dl className={`grid gap-4 ${account.refundedCents > 0 ? 'sm:grid-cols-4' : 'sm:grid-cols-3'}`}>
              <div>
                <dt className="text-xs font-medium text-slate-600">{t('trip.payments.paid')}</dt>
                <dd className="text-2xl font-semibold">{money(account.paidCents)}</dd>
              </div>
              {account.refundedCents > 0 ? (
                <div>
                  <dt className="text-xs font-medium text-slate-600">{t('trip.payments.refunded')}</dt>
                  <dd className="text-2xl font-semibold">{money(account.refundedCents)}</dd>
                </div>
              ) : null}
              <div>
                <dt className="text-xs font-medium text-slate-600">{t('trip.payments.balance')}</dt>
                <dd className="text-2xl font-semibold">{money(account.balanceCents)}</dd>
              </div>
              <div>
                <dt className="text-xs font-medium text-slate-600">{t('trip.payments.next')}</dt>
                <dd className="text-base font-semibold">
                  {account.nextDue ? `${money(account.nextDue.amountCents)} · ${dueLabel(account.nextDue.dueDate)}` : t('trip.payments.nothingDue')}
                </dd>
              </div>
            </dl>
          </CardContent>
        </Card>
        {/* Online payment, when the organisers offer it and something is owed (ADR 0117). */}
        {account.online ? <PayOnline offer={account.online} /> : null}
        {/* Only while something is owed: nothing to pay, nothing to explain. */}
        {account.balanceCents > 0 ? <HowToPay howToPay={account.howToPay} lead={<HoldDeadline holdExpiresAt={registration?.holdExpiresAt} />} /> : null}
        <Card aria-labelledby="payments-schedule-title">
          <CardHeader>
            <CardTitle id="payments-schedule-title">{t('trip.payments.schedule')}</CardTitle>
            <CardDescription>{t('trip.payments.schedule.text')}</CardDescription>
          </CardHeader>
          <CardContent>
            <ScheduleTable account={account} />
          </CardContent>
        </Card>
        <Card aria-labelledby="payments-history-title">
          <CardHeader>
            <CardTitle id="payments-history-title">{t('trip.payments.history')}</CardTitle>
            <CardDescription>{t('trip.payments.history.text')}</CardDescription>
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
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trip.payments.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('trip.payments.subtitle')}</p>
      </div>
      {body}
    </div>
  );
}
