// The admin's step actions, from the list's rows and the review page alike: each asks first, runs,
// then toasts. "Mark Deposit Paid" asks in a dialog, with the spec's question and how the deposit
// came (e-transfer first), since the step records that payment in the ledger.
import { PAYMENT_METHODS, type PaymentMethod } from '@umrah/graphql';
import { useState, type ReactNode } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { SelectField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { PAYMENT_METHOD_IDS } from '../lib/labels';
import { useRegistrationAction } from '../api/trip-registrations';
import { ADMIN_ACTIONS, type AdminAction } from '../lib/registration-actions';

function DepositDialog({ onConfirm, onClose }: { onConfirm: (method: PaymentMethod) => void; onClose: () => void }) {
  const t = useT();
  const [method, setMethod] = useState<PaymentMethod>('e-transfer');
  return (
    <FormDialog
      title={t(ADMIN_ACTIONS.markDepositPaid.label)}
      description={t(ADMIN_ACTIONS.markDepositPaid.confirm)}
      onSubmit={(e) => {
        e.preventDefault();
        onConfirm(method);
      }}
      onClose={onClose}
      submitLabel={t(ADMIN_ACTIONS.markDepositPaid.label)}
      pending={false}
    >
      <SelectField
        id="deposit-method"
        label={t('admin.payment.method')}
        required
        hint={t('admin.deposit.methodHint')}
        options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(PAYMENT_METHOD_IDS[m]) }))}
        value={method}
        onChange={(e) => setMethod(e.target.value as PaymentMethod)}
      />
    </FormDialog>
  );
}

/** `start(action, id)` asks, then runs; `running` is the step running now; render `dialog`. */
export function useStepActions(): {
  start: (action: AdminAction, id: string) => void;
  running: { id: string; action: AdminAction } | null;
  dialog: ReactNode;
} {
  const t = useT();
  const runAction = useRegistrationAction();
  const [running, setRunning] = useState<{ id: string; action: AdminAction } | null>(null);
  const [askingDeposit, setAskingDeposit] = useState<string | null>(null);

  async function run(action: AdminAction, id: string, method?: PaymentMethod) {
    const text = ADMIN_ACTIONS[action];
    setRunning({ id, action });
    try {
      await runAction(action, id, method);
      toast({ title: t(text.success.title), description: t(text.success.description) });
    } catch (err) {
      toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t(text.failure)) });
    } finally {
      setRunning(null);
    }
  }

  function start(action: AdminAction, id: string) {
    if (action === 'markDepositPaid') setAskingDeposit(id);
    else if (window.confirm(t(ADMIN_ACTIONS[action].confirm))) void run(action, id);
  }

  const dialog = askingDeposit ? (
    <DepositDialog
      onClose={() => setAskingDeposit(null)}
      onConfirm={(method) => {
        setAskingDeposit(null);
        void run('markDepositPaid', askingDeposit, method);
      }}
    />
  ) : null;
  return { start, running, dialog };
}
