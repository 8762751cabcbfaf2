import type { MessageId } from '@umrah/graphql';
import { Download, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { useDueLabel } from '@/components/money-text';
import { useCan } from '@/lib/permissions';
import { useT } from '@/lib/i18n';
import { useMoney } from '@/components/money-text';
import { paths } from '@/lib/paths';
import { useFinanceOverview } from '../api/payments';
import { SettleFlagDialog, useFlagAmount } from './settle-flag-dialog';
import { useChosenTripId, withTrip } from '../lib/chosen-trip';

/** Why an online payment waits on the treasurer (online_payment_flags.reason). */
const FLAG_REASONS: Record<string, MessageId> = {
  registration_cancelled: 'admin.finance.flag.registration_cancelled',
  unknown_registration: 'admin.finance.flag.unknown_registration',
  currency: 'admin.finance.flag.currency',
  refund_failed: 'admin.finance.flag.refund_failed',
  refund_too_large: 'admin.finance.flag.refund_too_large',
  refund_unknown_payment: 'admin.finance.flag.refund_unknown_payment',
};

/** Collected, outstanding and overdue across the group, with the ledger export. */
export function FinanceTab() {
  const t = useT();
  const dueLabel = useDueLabel();
  const formatCents = useMoney();
  const { overview, error, refetch } = useFinanceOverview();
  const tripId = useChosenTripId();
  const amountOf = useFlagAmount();
  const can = useCan();
  // The flag whose "Mark settled" dialog is open.
  const [settling, setSettling] = useState<string>();
  const settlingFlag = overview?.onlineToRefund.find((f) => f.id === settling);
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
            {/* Money the card provider took that the ledger cannot keep, and refunds to the card that failed (ADRs 0117, 0129). */}
            <h3 className="font-semibold text-slate-900">{t('admin.finance.onlineToRefund')}</h3>
            {overview.onlineToRefund.length === 0 ? (
              <p className="text-sm text-slate-600">{t('admin.finance.onlineToRefundNone')}</p>
            ) : (
              <ul aria-label={t('admin.finance.onlineToRefund')} className="grid gap-1 text-sm">
                {overview.onlineToRefund.map((f) => (
                  <li key={f.id} className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    {f.registrationId ? (
                      <Link to={paths.admin.registration(f.registrationId)} className="text-brand-700 underline underline-offset-2">
                        {f.fullName ?? f.registrationId}
                      </Link>
                    ) : (
                      <span>{t('admin.finance.flag.unknown_registration')}</span>
                    )}
                    <span className="font-semibold tabular-nums">{amountOf(f)}</span>
                    <span className="text-slate-700">{t(FLAG_REASONS[f.reason] ?? 'admin.finance.flag.other')}</span>
                    <span className="text-xs break-all text-slate-600">{f.providerPaymentId}</span>
                    {can('refunds:record') ? (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('admin.finance.settleLabel', { amount: amountOf(f), payment: f.providerPaymentId })}
                        onClick={() => setSettling(f.id)}
                      >
                        {t('admin.finance.settle')}
                      </Button>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
            {/* Who pays each item automatically on a saved card, and whose card is being declined (issue 34). */}
            <h3 className="font-semibold text-slate-900">{t('admin.finance.autoPay')}</h3>
            {overview.autoPay.length === 0 ? (
              <p className="text-sm text-slate-600">{t('admin.finance.autoPayNone')}</p>
            ) : (
              <ul aria-label={t('admin.finance.autoPay')} className="grid gap-1 text-sm">
                {overview.autoPay.map((a) => (
                  <li key={a.registrationId}>
                    <Link to={paths.admin.registration(a.registrationId)} className="text-brand-700 underline underline-offset-2">
                      {a.fullName}
                    </Link>
                    {a.failingSince ? <span className="ms-2 text-red-700">{t('admin.finance.autoPayFailing', { day: dueLabel(a.failingSince) })}</span> : null}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </CardContent>
      {settlingFlag ? <SettleFlagDialog flag={settlingFlag} onClose={() => setSettling(undefined)} /> : null}
    </Card>
  );
}
