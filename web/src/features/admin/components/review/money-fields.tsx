import { PAYMENT_METHODS } from '@umrah/graphql';
import { SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n';
import { PAYMENT_METHOD_IDS } from '../../lib/labels';

interface FieldProps {
  id: string;
  label: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
}

/** An amount typed in dollars (the money forms parse it to cents). */
export function AmountField({ id, label, value, error, onChange }: FieldProps) {
  return (
    <TextField id={id} label={label} required inputMode="decimal" placeholder="0.00" value={value} error={error} onChange={(e) => onChange(e.target.value)} />
  );
}

/** How money moved: e-transfer, cash, cheque, card or other. */
export function MethodField({ id, label, value, error, onChange }: FieldProps) {
  const t = useT();
  return (
    <SelectField
      id={id}
      label={label}
      required
      options={PAYMENT_METHODS.map((m) => ({ value: m, label: t(PAYMENT_METHOD_IDS[m]) }))}
      value={value}
      error={error}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
