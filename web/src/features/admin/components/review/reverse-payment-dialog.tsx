import { reversalRules } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { type PaymentAccountFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useMoney } from '@/components/money-text';
import { usePaymentActions } from '../../api/payments';

type Entry = PaymentAccountFieldsFragment['entries'][number];

/** A reversal cancels one whole payment; the reason is kept on the entry and the timeline. */
export function ReversePaymentDialog({ entry, onClose }: { entry: Entry; onClose: () => void }) {
  const t = useT();
  const formatCents = useMoney();
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
      toast({ title: t('admin.reverse.done'), description: t('admin.reverse.doneBody', { receipt: entry.receiptNumber }) });
      onClose();
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.reverse.failed')) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <FormDialog
      title={t('admin.reverse.title', { receipt: entry.receiptNumber })}
      description={t('admin.reverse.description', { amount: formatCents(-entry.amountCents) })}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('admin.reverse.submit')}
      pending={saving}
    >
      <TextareaField
        id="reversal-reason"
        label={t('admin.reason')}
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
