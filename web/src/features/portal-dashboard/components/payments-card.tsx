import { Wallet } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { dueLabel, formatCents } from '@/lib/money';
import { paths } from '@/lib/paths';
import { useMyPayments } from '@/lib/use-payments';

/** Paid, balance and the next amount due, once a registration exists. */
export function PaymentsCard() {
  const navigate = useNavigate();
  const { account, loaded, error } = useMyPayments();

  let body;
  if (error && !loaded) body = <p className="text-sm text-red-700">Failed to load your payments.</p>;
  else if (!account)
    body = (
      <div role="status" aria-label="Loading your payments" className="grid gap-3">
        <Skeleton className="h-6 w-2/3" />
        <Skeleton className="h-6 w-1/2" />
      </div>
    );
  else
    body = (
      <dl className="grid grid-cols-2 gap-3">
        <div>
          <dt className="text-xs font-medium text-slate-600">Paid</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCents(account.paidCents)}</dd>
        </div>
        <div>
          <dt className="text-xs font-medium text-slate-600">Balance</dt>
          <dd className="text-lg font-semibold text-slate-900">{formatCents(Math.max(0, account.balanceCents))}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs font-medium text-slate-600">Next payment</dt>
          <dd className="text-sm text-slate-900">
            {account.nextDue ? `${formatCents(account.nextDue.amountCents)} · ${dueLabel(account.nextDue.dueDate)}` : 'Nothing due'}
            {account.overdueCents > 0 ? <span className="ml-2 font-semibold text-red-700">({formatCents(account.overdueCents)} overdue)</span> : null}
          </dd>
        </div>
      </dl>
    );

  return (
    <Card aria-labelledby="payments-card-title" className="flex flex-col">
      <CardHeader className="flex-row items-center gap-2">
        <Wallet aria-hidden="true" className="size-5 text-brand-700" />
        <CardTitle id="payments-card-title">Payments</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">{body}</CardContent>
      <CardFooter>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => navigate(paths.portal.payments)}>
          View Payments
        </Button>
      </CardFooter>
    </Card>
  );
}
