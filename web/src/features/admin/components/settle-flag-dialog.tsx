import { flagSettlementRules } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { type FinanceOverviewQuery } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useMoney } from '@/components/money-text';
import { useSettleOnlinePaymentFlag } from '../api/payments';

type Flag = FinanceOverviewQuery['financeOverview']['onlineToRefund'][number];

/** The amount of a flag as the list shows it: dollars for CAD, the minor unit and currency otherwise. */
export function useFlagAmount() {
  const formatCents = useMoney();
  return (f: Pick<Flag, 'amountMinor' | 'currency'>) => (f.currency === 'cad' ? formatCents(f.amountMinor) : `${f.amountMinor} ${f.currency.toUpperCase()}`);
}

/** Marks an online payment of the refund list settled, with a note saying how (ADR 0129); it then leaves the list. */
export function SettleFlagDialog({ flag, onClose }: { flag: Flag; onClose: () => void }) {
  const t = useT();
  const amountOf = useFlagAmount();
  const settle = useSettleOnlinePaymentFlag();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const [saving, setSaving] = useState(false);
  const names = { amount: amountOf(flag), payment: flag.providerPaymentId };
  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = flagSettlementRules.safeParse({ note });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setSaving(true);
    try {
      await settle(flag.id, parsed.data.note);
      toast({ title: t('admin.finance.settled'), description: t('admin.finance.settledBody', names) });
      onClose();
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t('admin.finance.settleFailed')) });
    } finally {
      setSaving(false);
    }
  }
  return (
    <FormDialog
      title={t('admin.finance.settleTitle')}
      description={t('admin.finance.settleDescription', names)}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('admin.finance.settleSubmit')}
      pending={saving}
    >
      <TextareaField
        id="settlement-note"
        label={t('admin.finance.settleNote')}
        required
        rows={3}
        maxLength={500}
        value={note}
        error={error}
        onChange={(e) => {
          setNote(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
