import { Wallet } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useDueLabel, useMoney } from '@/components/money-text';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyPayments } from '@/lib/use-payments';

/** Paid, balance and the next amount due, once a registration exists. */
export function PaymentsCard() {
  const t = useT();
  const dueLabel = useDueLabel();
  const formatCents = useMoney();
  const navigate = useNavigate();
  const { account, loaded, error } = useMyPayments();

  let body;
  if (error && !loaded) body = <p className="text-sm text-red-700">{t('portal.payments.loadFailed')}</p>;
  else if (!account)
    body = (
      <div role="status" aria-label={t('portal.payments.loading')} className="grid gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  else
    body = (
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('portal.payments.paid')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCents(account.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">{t('portal.payments.balance')}</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCents(Math.max(0, account.balanceCents))}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium text-slate-600">{t('portal.payments.next')}</dt>
          <dd className="text-sm text-slate-900">
            {account.nextDue ? `${formatCents(account.nextDue.amountCents)} · ${dueLabel(account.nextDue.dueDate)}` : t('portal.payments.nothingDue')}
            {account.overdueCents > 0 ? (
              <span className="ms-2 font-semibold text-red-700">{t('portal.payments.overdue', { amount: formatCents(account.overdueCents) })}</span>
            ) : null}
          </dd>
        </div>
      </dl>
    );

  return (
    <Card aria-labelledby="payments-card-title" className="flex flex-col">
      <CardHeader className="flex-row items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle id="payments-card-title">{t('portal.payments.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">{body}</CardContent>
      <CardFooter>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => navigate(paths.portal.payments)}>
          {t('portal.payments.view')}
        </Button>
      </CardFooter>
    </Card>
  );
}
