import { Download, RefreshCw } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { useDueLabel } from '@/components/money-text';
import { useT } from '@/lib/i18n';
import { useMoney } from '@/components/money-text';
import { paths } from '@/lib/paths';
import { useFinanceOverview } from '../api/payments';
import { useChosenTripId, withTrip } from '../lib/chosen-trip';

/** Collected, outstanding and overdue across the group, with the ledger export. */
export function FinanceTab() {
  const t = useT();
  const dueLabel = useDueLabel();
  const formatCents = useMoney();
  const { overview, error, refetch } = useFinanceOverview();
  const tripId = useChosenTripId();
  return (
    <Card aria-labelledby="finance-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="finance-title">{t('admin.tabs.finance')}</CardTitle>
          <CardDescription>{t('admin.finance.description')}</CardDescription>
        </div>
        <div className="flex flex-wrap gap-2">
          <a href={withTrip('/api/admin/exports/payments.xlsx', tripId)} download className={buttonVariants({ variant: 'outline' })}>
            <Download aria-hidden="true" />
            {t('admin.finance.export')}
          </a>
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            {t('admin.refresh')}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-5">
        {!overview && error ? (
          <ErrorBanner>{t('admin.finance.loadFailed')}</ErrorBanner>
        ) : !overview ? (
          <LoadingState label={t('admin.finance.loading')} />
        ) : (
          <>
            <dl aria-label={t('admin.finance.summary')} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
              {[
                [t('admin.finance.collected'), overview.collectedCents],
                [t('admin.payments.refunded'), overview.refundedCents],
                [t('admin.finance.outstanding'), overview.outstandingCents],
                [t('admin.payments.overdue'), overview.overdueCents],
              ].map(([label, cents]) => (
                <div key={label} className="rounded-lg border border-slate-200 px-4 py-3">
                  <dt className="text-xs font-medium text-slate-600">{label}</dt>
                  <dd className="text-xl font-semibold text-slate-900">{formatCents(Number(cents))}</dd>
                </div>
              ))}
            </dl>
            <h3 className="font-semibold text-slate-900">{t('admin.finance.overdueTravelers')}</h3>
            {overview.overdue.length === 0 ? (
              <p className="text-sm text-slate-600">{t('admin.finance.nobodyOverdue')}</p>
            ) : (
              <TableScroll label={t('admin.finance.overdueTravelers')}>
                <table className="w-full min-w-[36rem] text-sm">
                  <caption className="sr-only">{t('admin.finance.overdueTravelers')}</caption>
                  <thead className="bg-slate-50 text-left text-xs font-semibold text-slate-700">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('admin.finance.traveller')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('admin.payments.overdue')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('admin.payments.balance')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('admin.finance.oldestDue')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {overview.overdue.map((o) => (
                      <tr key={o.registrationId} className="border-t border-slate-200">
                        <th scope="row" className="min-w-40 px-3 py-2 text-left font-medium wrap-anywhere">
                          <Link to={paths.admin.registration(o.registrationId)} className="text-brand-700 underline underline-offset-2">
                            {o.fullName}
                          </Link>
                          <div className="text-xs font-normal text-slate-600">{o.username}</div>
                        </th>
                        <td className="px-3 py-2 text-right font-semibold text-red-700 tabular-nums">{formatCents(o.overdueCents)}</td>
                        <td className="px-3 py-2 text-right tabular-nums">{formatCents(o.balanceCents)}</td>
                        <td className="px-3 py-2">{dueLabel(o.oldestDueDate)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </TableScroll>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
