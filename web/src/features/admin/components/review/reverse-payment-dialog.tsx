import { reversalRules } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatCents } from '@/lib/money';
import { usePaymentActions } from '../../api/payments';

type Entry = PaymentAccountFieldsFragment['entries'][number];

/** A reversal cancels one whole payment; the reason is kept on the entry and the timeline. */
export function ReversePaymentDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
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
    <FormDialog
      title={`Reverse ${entry.receiptNumber}`}
      description={`A reversal of ${formatCents(-entry.amountCents)} is added to the ledger; the payment itself stays, marked as reversed.`}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel="Reverse Payment"
      pending={saving}
    >
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
    </FormDialog>
  );
}
