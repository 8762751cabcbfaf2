// How to pay (docs/product.md#money, ADR 0085): the organisers' e-transfer address, the traveller's
// reference code and the payment form, on the payments page and the Pay Deposit path.
import { Trans } from '@lingui/react';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { useMoney } from './money-text';

export interface HowToPayDetails {
  referenceCode: string;
  etransferEmail: string;
  note: string;
  paymentFormUrl: string;
}

export interface HowToPayProps {
  howToPay: HowToPayDetails;
  /** A line above the ways to pay (the hold's deadline goes here). */
  lead?: ReactNode;
  /** What to pay now (the Pay Deposit path: the deposit of the locked schedule). */
  due?: { description: string; amountCents: number } | null;
}

export function HowToPay({ howToPay, lead, due }: HowToPayProps) {
  const t = useT();
  const money = useMoney();
  return (
    <Card aria-labelledby="how-to-pay-title">
      <CardHeader>
        <CardTitle id="how-to-pay-title">{t('trip.howToPay.title')}</CardTitle>
        <CardDescription>{howToPay.note}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {lead}
        {due ? (
          <p className="text-sm text-slate-800">
            <Trans id="trip.howToPay.due" values={{ amount: money(due.amountCents), description: due.description }} components={{ 0: <strong /> }} />
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('trip.howToPay.etransfer')}</dt>
            <dd dir="ltr" className="text-base font-semibold wrap-anywhere rtl:text-end">
              {howToPay.etransferEmail}
            </dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">{t('trip.howToPay.reference')}</dt>
            <dd dir="ltr" className="font-mono text-lg font-semibold tracking-wider rtl:text-end">
              {howToPay.referenceCode}
            </dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700">
          <Trans
            id="trip.howToPay.portal"
            components={{
              0: (
                // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the message's "payment portal" inside.
                <a
                  href={howToPay.paymentFormUrl}
                  target="_blank"
                  rel="noreferrer"
                  className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
                />
              ),
              1: <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />,
            }}
          />
        </p>
      </CardContent>
    </Card>
  );
}
