import { cardRefundRules, parseDollars, refundRules } from '@umrah/graphql';
import { Trans } from '@lingui/react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useMoney } from '@/components/money-text';
import { moneyFormErrors } from '../../lib/money-form';
import { AmountField, MethodField } from './money-fields';
import { useCancellationQuote, usePaymentActions } from '../../api/payments';

/**
 * Record a refund (docs/product.md#money): a ledger entry of its own kind, never an edit of a
 * payment; the server refuses more than was paid. The policy's figure for a cancellation today is
 * shown beside it, as the traveller's cancel dialog shows it.
 */
export function RecordRefundForm({ registrationId, cardPaid = false }: { registrationId: string; cardPaid?: boolean }) {
  const t = useT();
  const formatCents = useMoney();
  const { refund, refundToCard } = usePaymentActions();
  // Paid online: the refund goes back to the card by default (ADR 0129); the admin may still record one made by hand.
  const [toCard, setToCard] = useState(cardPaid);
  // One decision per form fill: a retried submit (a 503, a double click) is the same refund.
  const [clientKey, setClientKey] = useState(() => crypto.randomUUID());
  const quote = useCancellationQuote(registrationId);
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('e-transfer');
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  async function sendToCard() {
    const amountCents = parseDollars(amount);
    const input = { amountCents: amountCents ?? 0, note: note || null, clientKey };
    const parsed = cardRefundRules.safeParse(input);
    if (!parsed.success || amountCents === null) {
      setErrors(moneyFormErrors(parsed, amountCents));
      return;
    }
    setSaving(true);
    try {
      await refundToCard(registrationId, input);
      toast({ title: t('admin.refund.sentToCard'), description: t('admin.refund.sentToCardBody', { amount: formatCents(amountCents) }) });
      setAmount('');
      setNote('');
      setErrors({});
      setClientKey(crypto.randomUUID());
    } catch (err) {
      const api = readApiError(err);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.refund.failed')) });
    } finally {
      setSaving(false);
    }
  }

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    if (cardPaid && toCard) return sendToCard();
    const amountCents = parseDollars(amount);
    const input = { amountCents: amountCents ?? 0, method, reference: reference || null, note: note || null };
    const parsed = refundRules.safeParse(input);
    if (!parsed.success || amountCents === null) {
      setErrors(moneyFormErrors(parsed, amountCents));
      return;
    }
    setSaving(true);
    try {
      await refund(registrationId, input);
      toast({ title: t('admin.refund.recorded'), description: t('admin.refund.recordedBody', { amount: formatCents(amountCents) }) });
      setAmount('');
      setReference('');
      setNote('');
      setErrors({});
    } catch (err) {
      const api = readApiError(err);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.refund.failed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="record-refund-title" className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <h3 id="record-refund-title" className="font-semibold text-slate-900">
        {t('admin.refund.title')}
      </h3>
      {quote ? (
        <div className="grid gap-1 text-sm text-slate-700">
          <p>
            <Trans
              id="admin.refund.quote"
              values={{ refund: formatCents(quote.refundCents), kept: formatCents(quote.keptCents), refunded: formatCents(quote.refundedCents) }}
              components={{ 0: <strong /> }}
            />
          </p>
          <p className="text-slate-600">{quote.applies}</p>
        </div>
      ) : null}
      {cardPaid ? <CheckboxField id="refund-to-card" label={t('admin.refund.toCard')} checked={toCard} onChange={(e) => setToCard(e.target.checked)} /> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField id="refund-amount" label={t('admin.refund.amount')} value={amount} error={errors.amountCents} onChange={setAmount} />
        {cardPaid && toCard ? null : (
          <MethodField id="refund-method" label={t('admin.refund.method')} value={method} error={errors.method} onChange={setMethod} />
        )}
        {cardPaid && toCard ? null : (
          <TextField
            id="refund-reference"
            label={t('admin.refund.reference')}
            maxLength={100}
            value={reference}
            error={errors.reference}
            onChange={(e) => setReference(e.target.value)}
          />
        )}
      </div>
      <TextField
        id="refund-note"
        label={t('admin.refund.note')}
        hint={t('admin.refund.noteHint')}
        maxLength={500}
        value={note}
        error={errors.note}
        onChange={(e) => setNote(e.target.value)}
      />
      <Button type="submit" variant="outline" className="justify-self-start" disabled={saving}>
        {saving ? <Spinner /> : null}
        {cardPaid && toCard ? t('admin.refund.submitToCard') : t('admin.refund.submit')}
      </Button>
    </form>
  );
}
