// How to pay (docs/product.md#money, ADR 0085): the organisers' e-transfer address, the traveller's
// reference code and the payment form, on the payments page and the Pay Deposit path.
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatCents } from '@/lib/money';

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
  return (
    <Card aria-labelledby="how-to-pay-title">
      <CardHeader>
        <CardTitle id="how-to-pay-title">How to pay</CardTitle>
        <CardDescription>{howToPay.note}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {lead}
        {due ? (
          <p className="text-sm text-slate-800">
            To pay now: <strong>{formatCents(due.amountCents)}</strong> ({due.description})
          </p>
        ) : null}
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-xs font-medium text-slate-600">E-transfer to</dt>
            <dd className="text-base font-semibold wrap-anywhere">{howToPay.etransferEmail}</dd>
          </div>
          <div>
            <dt className="text-xs font-medium text-slate-600">Your reference code</dt>
            <dd className="font-mono text-lg font-semibold tracking-wider">{howToPay.referenceCode}</dd>
          </div>
        </dl>
        <p className="text-sm text-slate-700">
          Or pay through the{' '}
          <a
            href={howToPay.paymentFormUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-brand-700 underline-offset-2 hover:underline"
          >
            payment portal
            <ExternalLink aria-hidden="true" className="size-4" />
          </a>
          . The organisers record every payment here.
        </p>
      </CardContent>
    </Card>
  );
}
