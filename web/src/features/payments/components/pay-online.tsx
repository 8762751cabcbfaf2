// "Pay now" (issue 34, ADR 0117): the next due item, the whole balance or an amount between, paid
// on the card provider's checkout page. Shown only while the api offers it (online payment on, money owed).
import { useMutation } from '@apollo/client/react';
import { onlineAmountFor, parseDollars, type OnlineChoice } from '@umrah/graphql';
import { useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { RadioGroupField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { useMoney } from '@/components/money-text';
import { StartOnlinePaymentDocument } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';

export interface PayOnlineProps {
  offer: { minCents: number; maxCents: number };
  /** Where the browser goes (the provider's page); a prop so tests can watch it. */
  go?: (url: string) => void;
}

export function PayOnline({ offer, go = (url) => window.location.assign(url) }: PayOnlineProps) {
  const t = useT();
  const money = useMoney();
  const [choice, setChoice] = useState<OnlineChoice>('NEXT_DUE');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  const [failed, setFailed] = useState<string>();
  const [start, { loading }] = useMutation(StartOnlinePaymentDocument);
  const single = offer.minCents === offer.maxCents;
  const options = single
    ? [{ value: 'BALANCE' as const, label: t('trip.online.balance', { amount: money(offer.maxCents) }) }]
    : [
        { value: 'NEXT_DUE' as const, label: t('trip.online.next', { amount: money(offer.minCents) }) },
        { value: 'BALANCE' as const, label: t('trip.online.balance', { amount: money(offer.maxCents) }) },
        { value: 'AMOUNT' as const, label: t('trip.online.other') },
      ];
  const chosen = single ? 'BALANCE' : choice;

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFailed(undefined);
    const amountCents = chosen === 'AMOUNT' ? (parseDollars(amount) ?? undefined) : undefined;
    // The shared rule first (the api checks it again): a clear message without a round trip.
    const verdict = onlineAmountFor({ balanceCents: offer.maxCents, nextDue: { amountCents: offer.minCents } }, { choice: chosen, amountCents });
    if ('message' in verdict) {
      setAmountError(verdict.message);
      return;
    }
    setAmountError(undefined);
    try {
      const { data } = await start({ variables: { input: { choice: chosen, amountCents } } });
      if (data) go(data.startOnlinePayment.url);
    } catch (err) {
      setFailed(errorMessage(err, t('trip.online.failed')));
    }
  }

  return (
    <Card aria-labelledby="pay-online-title">
      <CardHeader>
        <CardTitle id="pay-online-title">{t('trip.online.title')}</CardTitle>
        <CardDescription>{t('trip.online.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(e) => void submit(e)} noValidate>
          <RadioGroupField<OnlineChoice>
            id="online-choice"
            name="online-choice"
            label={t('trip.online.what')}
            options={options}
            value={chosen}
            onChange={setChoice}
          />
          {chosen === 'AMOUNT' ? (
            <TextField
              id="online-amount"
              label={t('trip.online.amount')}
              inputMode="decimal"
              autoComplete="off"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              hint={t('trip.online.amountHint', { min: money(offer.minCents), max: money(offer.maxCents) })}
              error={amountError}
              className="max-w-xs"
            />
          ) : null}
          {failed ? <ErrorBanner>{failed}</ErrorBanner> : null}
          <div>
            <Button type="submit" disabled={loading}>
              {loading ? t('trip.online.opening') : t('trip.online.pay')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
