import { parseDollars, paymentRules, torontoToday } from '@umrah/graphql';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CheckboxField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { moneyFormErrors } from '../../lib/money-form';
import { AmountField, MethodField } from './money-fields';
import { usePaymentActions } from '../../api/payments';

function newKey(): string {
  return crypto.randomUUID();
}

/** Record one payment: amount in dollars, method, date received (not in the future), reference, note. */
export function RecordPaymentForm({ registrationId, balanceCents }: { registrationId: string; balanceCents: number }) {
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
        amountCents: `This is more than the balance of ${formatCents(Math.max(0, balanceCents))}. Tick the box below to record it as an overpayment.`,
      });
      return;
    }
    setSaving(true);
    try {
      await record(input);
      toast({ title: 'Payment Recorded', description: `${formatCents(amountCents)} has been recorded.` });
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
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to record the payment.') });
    } finally {
      setSaving(false);
    }
  }

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="record-payment-title" className="grid gap-4 rounded-lg border border-slate-200 p-4">
      <h3 id="record-payment-title" className="font-semibold text-slate-900">
        Record a Payment
      </h3>
      <div className="grid gap-4 sm:grid-cols-3">
        <AmountField id="payment-amount" label="Amount (CAD)" value={amount} error={errors.amountCents} onChange={setAmount} />
        <MethodField id="payment-method" label="Method" value={method} error={errors.method} onChange={setMethod} />
        <TextField
          id="payment-date"
          label="Date received"
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
          id="payment-reference"
          label="Reference"
          maxLength={100}
          value={reference}
          error={errors.reference}
          onChange={(e) => setReference(e.target.value)}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          id="payment-note"
          label="Internal note"
          hint="Admins only: never shown or sent to the traveler."
          maxLength={500}
          value={note}
          error={errors.note}
          onChange={(e) => setNote(e.target.value)}
        />
        <TextField
          id="payment-traveller-note"
          label="Note to the traveler"
          hint="Shown on the traveler's payments page and receipt."
          maxLength={500}
          value={travellerNote}
          error={errors.travellerNote}
          onChange={(e) => setTravellerNote(e.target.value)}
        />
      </div>
      {askOverpay ? (
        <CheckboxField id="payment-overpay" label="Record it as an overpayment" checked={overpay} onChange={(e) => setOverpay(e.target.checked)} />
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={saving}>
        {saving ? <Spinner /> : null}
        Record Payment
      </Button>
    </form>
  );
}
