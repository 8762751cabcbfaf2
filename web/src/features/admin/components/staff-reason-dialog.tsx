// A staff change asked in a dialog with its reason (and, for some, a whole number): cancel a
// registration, extend a hold, move someone on the waiting list, offer a place. The server's field
// messages show under their fields; any other failure is a toast.
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';

export interface StaffReasonDialogProps {
  /** Distinguishes the fields' ids. */
  id: string;
  title: string;
  description: string;
  submitLabel: string;
  /** A whole number asked beside the reason (its field name in the server's messages, label, bounds, first value). */
  number?: { field: string; label: string; min: number; max?: number; initial: string };
  pending: boolean;
  /** Runs the change; rejects with the api error. */
  run: (reason: string, number: number) => Promise<unknown>;
  done: { title: string; description: string };
  onClose: () => void;
}

export function StaffReasonDialog({ id, title, description, submitLabel, number, pending, run, done, onClose }: StaffReasonDialogProps) {
  const t = useT();
  const [reason, setReason] = useState('');
  const [value, setValue] = useState(number?.initial ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  async function submit() {
    try {
      await run(reason, Number(value));
      toast(done);
      onClose();
    } catch (error) {
      const api = readApiError(error);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(error, t('admin.staffReason.failed')) });
    }
  }
  return (
    <FormDialog
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={pending}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {number ? (
        <TextField
          id={`${id}-${number.field}`}
          label={number.label}
          type="number"
          min={number.min}
          max={number.max}
          required
          value={value}
          error={errors[number.field]}
          onChange={(e) => setValue(e.target.value)}
        />
      ) : null}
      <TextareaField
        id={`${id}-reason`}
        label={t('admin.reason')}
        required
        rows={3}
        maxLength={1000}
        value={reason}
        error={errors.reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </FormDialog>
  );
}
