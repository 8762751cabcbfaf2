import { FARE_LABELS, FARES, PAYMENT_METHOD_LABELS, PAYMENT_METHODS, parseDollars, paymentRules, reversalRules, torontoToday, type Fare } from '@umrah/graphql';
import { useState } from 'react';
import { HistoryTable, ScheduleTable } from '@/components/payment-tables';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { CheckboxField, SelectField, TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { errorMessage, readApiError } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { usePaymentActions, useRegistrationPayments } from '../../api/payments';

type Entry = PaymentAccountFieldsFragment['entries'][number];

function newKey(): string {
  return crypto.randomUUID();
}

/** Record one payment: amount in dollars, method, date received (not in the future), reference, note. */
function RecordPaymentForm({ registrationId, balanceCents }: { registrationId: string; balanceCents: number }) {
  const { record } = usePaymentActions();
  const [amount, setAmount] = useState('');
  const [method, setMethod] = useState<string>('e-transfer');
  const [receivedOn, setReceivedOn] = useState(torontoToday());
  const [reference, setReference] = useState('');
  const [note, setNote] = useState('');
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
      allowOverpayment: overpay,
      clientKey,
    };
    const parsed = paymentRules.safeParse(input);
    if (!parsed.success || amountCents === null) {
      const next: Record<string, string> = {};
      for (const issue of parsed.success ? [] : parsed.error.issues) next[String(issue.path[0])] ??= issue.message;
      if (amountCents === null) next.amountCents = 'Enter an amount greater than $0.00, in dollars and cents';
      setErrors(next);
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
        <TextField
          id="payment-amount"
          label="Amount (CAD)"
          required
          inputMode="decimal"
          placeholder="0.00"
          value={amount}
          error={errors.amountCents}
          onChange={(e) => setAmount(e.target.value)}
        />
        <SelectField
          id="payment-method"
          label="Method"
          required
          options={PAYMENT_METHODS.map((m) => ({ value: m, label: PAYMENT_METHOD_LABELS[m] }))}
          value={method}
          error={errors.method}
          onChange={(e) => setMethod(e.target.value)}
        />
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
        <TextField id="payment-note" label="Note" maxLength={500} value={note} error={errors.note} onChange={(e) => setNote(e.target.value)} />
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

/** A reversal cancels one whole payment; the reason is kept on the entry and the timeline. */
function ReverseDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const { reverse } = usePaymentActions();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = reversalRules.safeParse({ reason });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await reverse(entry.id, parsed.data.reason);
      toast({ title: 'Payment Reversed', description: `${entry.receiptNumber} has been reversed.` });
      onClose();
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to reverse the payment.') });
    } finally {
      setSaving(false);
    }
  }
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={(e) => void onSubmit(e)} noValidate className="grid gap-4">
          <DialogHeader>
            <DialogTitle>Reverse {entry.receiptNumber}</DialogTitle>
            <DialogDescription>
              A reversal of {formatCents(-entry.amountCents)} is added to the ledger; the payment itself stays, marked as reversed.
            </DialogDescription>
          </DialogHeader>
          <TextareaField
            id="reversal-reason"
            label="Reason"
            required
            rows={3}
            maxLength={500}
            value={reason}
            error={error}
            onChange={(e) => {
              setReason(e.target.value);
              setError(undefined);
            }}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Spinner /> : null}
              Reverse Payment
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

function FareControl({ account }: { account: PaymentAccountFieldsFragment }) {
  const { changeFare } = usePaymentActions();
  const [saving, setSaving] = useState(false);
  async function onChange(fare: Fare) {
    if (fare === account.fare || !window.confirm(`Change the fare to ${FARE_LABELS[fare]}?`)) return;
    setSaving(true);
    try {
      await changeFare(account.registrationId, fare);
      toast({ title: 'Fare Changed', description: `The fare is now ${FARE_LABELS[fare]}.` });
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, 'Failed to change the fare.') });
    } finally {
      setSaving(false);
    }
  }
  return (
    <SelectField
      id="payment-fare"
      label="Fare"
      className="max-w-xs"
      options={FARES.map((f) => ({ value: f, label: FARE_LABELS[f] }))}
      value={account.fare}
      disabled={saving}
      onChange={(e) => void onChange(e.target.value as Fare)}
    />
  );
}

/** The registration's money on the review page: summary, fare, schedule, record, history with reversals. */
export function PaymentsPanel({ registrationId }: { registrationId: string }) {
  const { account, error, refetch } = useRegistrationPayments(registrationId);
  const [reversing, setReversing] = useState<Entry | null>(null);
  if (!account) {
    return error ? (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">Failed to load the payments. Please try again.</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    ) : (
      <p className="text-sm text-slate-600">Loading payments...</p>
    );
  }
  return (
    <div className="grid gap-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Fare', formatCents(account.fareCents)],
          ['Paid', formatCents(account.paidCents)],
          ['Balance', formatCents(account.balanceCents)],
          ['Overdue', formatCents(account.overdueCents)],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-xs font-medium text-slate-600">{label}</dt>
            <dd className="text-lg font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <FareControl account={account} />
      <ScheduleTable account={account} />
      <RecordPaymentForm registrationId={registrationId} balanceCents={account.balanceCents} />
      <HistoryTable
        account={account}
        actions={(e) =>
          e.kind === 'payment' && !e.reversedById ? (
            <Button variant="outline" size="sm" onClick={() => setReversing(e)}>
              Reverse<span className="sr-only"> {e.receiptNumber}</span>
            </Button>
          ) : null
        }
      />
      {reversing ? <ReverseDialog entry={reversing} onClose={() => setReversing(null)} /> : null}
    </div>
  );
}
