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
import { useMyParty } from '@/lib/use-party';
import { AutoPayNotice, PayOnline } from './pay-online';
import { RoomChoice } from './room-choice';

/** The party's ledger at a glance (docs/product.md#parties): each traveller's share and the party's total. */
function PartyShares() {
  const t = useT();
  const money = useMoney();
  const { party } = useMyParty();
  if (!party || party.members.length < 2) return null;
  const row = (key: string, name: string, m: { fareCents: number; paidCents: number; balanceCents: number }, strong = false) => (
    <tr key={key} className={strong ? 'border-t-2 border-slate-300 font-semibold' : 'border-t border-slate-200'}>
      <th scope="row" className="py-2 pe-3 text-start font-medium">
        {name}
      </th>
      <td className="py-2 pe-3 text-end tabular-nums">{money(m.fareCents)}</td>
      <td className="py-2 pe-3 text-end tabular-nums">{money(m.paidCents)}</td>
      <td className="py-2 text-end tabular-nums">{money(m.balanceCents)}</td>
    </tr>
  );
  return (
    <Card aria-labelledby="payments-party-title">
      <CardHeader>
        <CardTitle id="payments-party-title">{t('trip.payments.party')}</CardTitle>
        <CardDescription>{t('trip.payments.partyIntro')}</CardDescription>
      </CardHeader>
      <CardContent className="overflow-x-auto">
        <table className="w-full min-w-[20rem] text-sm">
          <thead>
            <tr className="text-xs text-slate-600">
              <th scope="col" className="pb-2 text-start font-medium">
                {t('trip.party.title')}
              </th>
              <th scope="col" className="pb-2 text-end font-medium">
                {t('trip.payments.shareColumn')}
              </th>
              <th scope="col" className="pb-2 text-end font-medium">
                {t('trip.payments.paid')}
              </th>
              <th scope="col" className="pb-2 text-end font-medium">
                {t('trip.payments.balance')}
              </th>
            </tr>
          </thead>
          <tbody>
            {party.members.map((m) => row(m.registrationId, m.fullName, m))}
            {row('total', t('trip.payments.partyTotal'), party.totals, true)}
          </tbody>
        </table>
      </CardContent>
    </Card>
  );
}

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
        {/* The room type and its supplement, while the trip has hotel stays (docs/product.md#rooms). */}
        <RoomChoice />
        <PartyShares />
        {/* Online payment, when the organisers offer it and something is owed (ADR 0117). */}
        {account.online ? <PayOnline offer={account.online} autoPay={account.autoPay} /> : null}
        {account.autoPay ? <AutoPayNotice /> : null}
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
