// /portal/payments/online: where the card provider's checkout page sends the traveller back (ADR 0117).
// Paid: "we are confirming your payment" until the webhook is in the ledger, then the receipt.
// Cancelled: nothing was charged.
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useMoney } from '@/components/money-text';
import { OnlinePaymentDocument } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

/** How often the page asks whether the payment is recorded yet. */
const POLL_MS = 2000;

export function OnlineReturnPage() {
  const t = useT();
  const money = useMoney();
  useDocumentTitle(t('trip.online.return.title'));
  const [params] = useSearchParams();
  const sessionId = params.get('session_id') ?? '';
  const cancelled = params.get('cancelled') === '1' || !sessionId;
  const client = useApolloClient();
  const { data, error, startPolling, stopPolling } = useQuery(OnlinePaymentDocument, { variables: { sessionId }, skip: cancelled });
  const state = data?.onlinePayment.state;

  useEffect(() => {
    if (cancelled || state === 'PAID') return;
    startPolling(POLL_MS);
    return () => stopPolling();
  }, [cancelled, state, startPolling, stopPolling]);

  useEffect(() => {
    if (state !== 'PAID') return;
    // The account and the journey changed without this page asking: read them afresh where they show.
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myPayments' });
    client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'myRegistration' });
    client.cache.gc();
  }, [state, client]);

  let body;
  if (cancelled) {
    body = <p className="text-sm text-slate-800">{t('trip.online.return.cancelled')}</p>;
  } else if (error && !data) {
    body = <ErrorBanner>{t('trip.online.return.notFound')}</ErrorBanner>;
  } else if (state === 'PAID') {
    body = (
      <div role="status" className="grid gap-1">
        <p className="text-lg font-semibold text-green-800">{t('trip.online.return.paidTitle')}</p>
        <p className="text-sm text-slate-800">
          {t('trip.online.return.paid', { amount: money(data!.onlinePayment.amountCents), receipt: data!.onlinePayment.receiptNumber ?? '' })}
        </p>
      </div>
    );
  } else {
    body = (
      <div role="status" className="flex items-start gap-3">
        <Spinner className="mt-0.5" />
        <p className="text-sm text-slate-800">{t('trip.online.return.confirming')}</p>
      </div>
    );
  }

  return (
    <div className="grid gap-6">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trip.online.return.title')}</h1>
      <Card>
        <CardContent className="grid gap-4 pt-5 sm:pt-6">
          {body}
          <p>
            <Link to={paths.portal.payments} className="text-sm font-medium text-brand-700 underline underline-offset-2">
              {t('trip.online.return.back')}
            </Link>
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
