// "Pay now" (issue 34, ADR 0117): the next due item, the whole balance or an amount between, paid
// on the card provider's checkout page. Shown only while the api offers it (online payment on, money owed).
import { useMutation, useQuery } from '@apollo/client/react';
import { onlineAmountFor, parseDollars, type OnlineChoice } from '@umrah/graphql';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, RadioGroupField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { useMoney } from '@/components/money-text';
import { OnlinePaymentWordsDocument, StartOnlinePaymentDocument, TurnOffAutoPayDocument } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';

export interface PayOnlineProps {
  offer: { minCents: number; maxCents: number };
  /** Automatic payments are already on: no offer to save the card again. */
  autoPay?: boolean;
  /** Where the browser goes (the provider's page); a prop so tests can watch it. */
  go?: (url: string) => void;
}

export function PayOnline({ offer, autoPay = false, go = (url) => window.location.assign(url) }: PayOnlineProps) {
  const t = useT();
  const money = useMoney();
  const [choice, setChoice] = useState<OnlineChoice>('NEXT_DUE');
  const [amount, setAmount] = useState('');
  const [amountError, setAmountError] = useState<string>();
  // Automatic payments (issue 34): the card saved at checkout pays each later item on its due date.
  const [saveCard, setSaveCard] = useState(false);
  const [failed, setFailed] = useState<string>();
  const [start, { loading }] = useMutation(StartOnlinePaymentDocument);
  // The organisers' surcharge or fee text from the CMS (ADR 0130), in the reader's language.
  const surcharge = useQuery(OnlinePaymentWordsDocument).data?.tripContent.onlinePayment.surcharge;
  const payButton = useRef<HTMLButtonElement>(null);
  // A payment email's "Pay now" (ADR 0130) lands here: the card in view, its button focused (the next due item is chosen).
  useEffect(() => {
    if (window.location.hash !== '#pay-online') return;
    document.getElementById('pay-online')?.scrollIntoView({ block: 'start' });
    payButton.current?.focus();
  }, []);
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
      const { data } = await start({ variables: { input: { choice: chosen, amountCents, ...(saveCard ? { saveCard } : {}) } } });
      if (data) go(data.startOnlinePayment.url);
    } catch (err) {
      setFailed(errorMessage(err, t('trip.online.failed')));
    }
  }

  return (
    <Card id="pay-online" aria-labelledby="pay-online-title">
      <CardHeader>
        <CardTitle id="pay-online-title">{t('trip.online.title')}</CardTitle>
        <CardDescription>{t('trip.online.text')}</CardDescription>
        {surcharge ? <p className="text-sm font-medium text-slate-800">{surcharge}</p> : null}
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
          {single || autoPay ? null : (
            <CheckboxField id="online-save-card" label={t('trip.online.saveCard')} checked={saveCard} onChange={(e) => setSaveCard(e.target.checked)} />
          )}
          {failed ? <ErrorBanner>{failed}</ErrorBanner> : null}
          <div>
            <Button ref={payButton} type="submit" disabled={loading}>
              {loading ? t('trip.online.opening') : t('trip.online.pay')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** Automatic payments are on: said plainly, with the way to turn them off (audited on the server). */
export function AutoPayNotice() {
  const t = useT();
  const [turnOff, { loading, error }] = useMutation(TurnOffAutoPayDocument, { refetchQueries: ['MyPayments'] });
  return (
    <Card aria-labelledby="auto-pay-title">
      <CardHeader>
        <CardTitle id="auto-pay-title">{t('trip.online.autoPayTitle')}</CardTitle>
        <CardDescription>{t('trip.online.autoPayOn')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        {error ? <ErrorBanner>{errorMessage(error, t('trip.online.failed'))}</ErrorBanner> : null}
        <div>
          <Button type="button" variant="outline" disabled={loading} onClick={() => void turnOff().catch(() => undefined)}>
            {t('trip.online.autoPayOff')}
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
