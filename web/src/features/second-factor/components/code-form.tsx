import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';

/** One field and a button: an app's code or a recovery code; the api's message shows on the field. */
export function CodeForm({
  id,
  label,
  submitLabel,
  inputMode = 'numeric',
  onSubmit,
}: {
  id: string;
  label: string;
  submitLabel: string;
  inputMode?: 'numeric' | 'text';
  onSubmit: (value: string) => Promise<void>;
}) {
  const t = useT();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await onSubmit(value);
    } catch (err) {
      setError(readApiError(err).message ?? t('auth.secondFactor.somethingWrong'));
      setValue('');
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-3">
      <TextField
        id={id}
        label={label}
        inputMode={inputMode}
        autoComplete="one-time-code"
        value={value}
        onChange={(e) => setValue(e.target.value)}
        error={error}
      />
      <Button type="submit" disabled={busy}>
        {busy ? <Spinner /> : null}
        {submitLabel}
      </Button>
    </form>
  );
}
