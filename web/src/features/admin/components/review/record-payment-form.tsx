import { parseDollars, paymentRules, torontoToday } from '@umrah/graphql';
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
import { usePaymentActions } from '../../api/payments';
import type { PaymentInput } from '@/gql/graphql';

function newKey(): string {
  return crypto.randomUUID();
}

/**
 * Record one payment: amount in dollars, method, date received (not in the future), reference, note.
 * With `party`, the same form records a payment for the whole party on its lead's registration
 * (recordPartyPayment: the server shares it out; the party panel shows the split).
 */
export function RecordPaymentForm({
  registrationId,
  balanceCents,
  party,
}: {
  registrationId: string;
  balanceCents: number;
  party?: { submit: (input: PaymentInput) => Promise<unknown> };
}) {
  const p = party ? 'party-payment' : 'payment';
  const t = useT();
  const formatCents = useMoney();
  const { record } = usePaymentActions();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('e-transfer');
  const [receivedOn, setReceivedOn] = useState(torontoToday());
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
  const [travellerNote, setTravellerNote] = useState('');
  const [overpay, setOverpay] = useState(false);
  const [askOverpay, setAskOverpay] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  // One key per payment being entered: a double click or a retry records it once.
  const [clientKey, setClientKey] = useState(newKey);

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const amountCents = parseDollars(amount);
    const input = {
      registrationId,
      amountCents: amountCents ?? 0,
      method,
      receivedOn,
      reference: reference || null,
      note: note || null,
      travellerNote: travellerNote || null,
      allowOverpayment: overpay,
      clientKey,
    };
    const parsed = paymentRules.safeParse(input);
    if (!parsed.success || amountCents === null) {
      setErrors(moneyFormErrors(parsed, amountCents));
      return;
    }
    if (amountCents > balanceCents && !overpay) {
      setAskOverpay(true);
      setErrors({
        amountCents: t('admin.payment.overBalance', { balance: formatCents(Math.max(0, balanceCents)) }),
      });
      return;
    }
    setSaving(true);
    try {
      await (party ? party.submit(input) : record(input));
      toast({ title: t('admin.payment.recorded'), description: t('admin.payment.recordedBody', { amount: formatCents(amountCents) }) });
      setAmount('');
      setReference('');
      setNote('');
      setTravellerNote('');
      setOverpay(false);
      setAskOverpay(false);
      setErrors({});
      setClientKey(newKey());
    } catch (err) {
      const api = readApiError(err);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.payment.failed')) });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby={`record-${p}-title`} className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <h3 id={`record-${p}-title`} className="font-semibold text-slate-900">
        {t(party ? 'admin.partyPayment.title' : 'admin.payment.title')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField id={`${p}-amount`} label={t('admin.payment.amount')} value={amount} error={errors.amountCents} onChange={setAmount} />
        <MethodField id={`${p}-method`} label={t('admin.payment.method')} value={method} error={errors.method} onChange={setMethod} />
        <TextField
          id={`${p}-date`}
          label={t('admin.payment.dateReceived')}
          type="date"
          required
          max={torontoToday()}
          value={receivedOn}
          error={errors.receivedOn}
          onChange={(e) => setReceivedOn(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${p}-reference`}
          label={t('admin.payment.reference')}
          maxLength={100}
          value={reference}
          error={errors.reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id={`${p}-note`}
          label={t('admin.payment.internalNote')}
          hint={t('admin.payment.internalNoteHint')}
          maxLength={500}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <TextField
          id={`${p}-traveller-note`}
          label={t('admin.payment.travellerNote')}
          hint={t('admin.payment.travellerNoteHint')}
          maxLength={500}
          value={travellerNote}
          error={errors.travellerNote}
          onChange={(e) => setTravellerNote(e.target.value)}
        />
      </div>
      {askOverpay ? (
        <CheckboxField id={`${p}-overpay`} label={t('admin.payment.overpay')} checked={overpay} onChange={(e) => setOverpay(e.target.checked)} />
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? <Spinner /> : null}
        {t(party ? 'admin.partyPayment.submit' : 'admin.payment.submit')}
      </Button>
    </form>
  );
}
