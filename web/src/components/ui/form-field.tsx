import { translateMessage } from '@umrah/graphql';
import { i18n } from '@/lib/i18n';
import { type ComponentProps, type ReactNode } from 'react';
import { Input } from './input';
import { Label } from './label';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  id: string;
  label: ReactNode;
  /** Validation message shown under the field, linked by aria-describedby. */
  error?: string;
  /** Help text shown under the field, linked by aria-describedby. */
  hint?: ReactNode;
}

/** A labelled input with its hint and error wired up for assistive technology. */
export function TextField({ id, label, error, hint, className, ...inputProps }: TextFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className="mt-1.5" {...inputProps} />
      {hint ? (
        <p id={hintId} className="mt-1.5 text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}

/** A field's error; a rule's message (the shared rules' or the api's) reads in the page's language (ADR 0116). */
export function FieldError({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
      {typeof children === 'string' ? translateMessage(children, i18n) : children}
    </p>
  );
}
