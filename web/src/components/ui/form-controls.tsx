// Native form controls (select, textarea, checkbox, radio group) wired like TextField: a visible
// label, hint and error linked by aria-describedby, the error announced with role="alert".
import { type ComponentProps, type ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { FieldError } from './form-field';
import { Label } from './label';

/** The visual "*" of a required field; the control itself carries aria-required. */
export function RequiredMark() {
  return (
    <span aria-hidden="true" className="ms-0.5 text-red-700">
      *
    </span>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
}

function Hint({ id, children }: { id: string; children: ReactNode }) {
  return (
    <p id={id} className="mt-1.5 text-sm text-slate-600">
      {children}
    </p>
  );
}

const controlClasses =
  'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 ' +
  'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70 aria-invalid:border-red-600';

interface FieldProps {
  id: string;
  label: ReactNode;
  required?: boolean;
  hint?: ReactNode;
  error?: string;
  className?: string;
}

export interface SelectFieldProps extends FieldProps, Omit<ComponentProps<'select'>, 'id' | 'className' | 'required'> {
  options: readonly { value: string; label: string }[];
  /** The empty first choice ("Select ..."), value "". */
  placeholder?: string;
}

export function SelectField({ id, label, required, hint, error, className, options, placeholder, ...props }: SelectFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <select
        id={id}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClasses, 'mt-1.5')}
        {...props}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export interface TextareaFieldProps extends FieldProps, Omit<ComponentProps<'textarea'>, 'id' | 'className' | 'required'> {}

export function TextareaField({ id, label, required, hint, error, className, ...props }: TextareaFieldProps) {
  return (
    <div className={className}>
      <Label htmlFor={id}>
        {label}
        {required ? <RequiredMark /> : null}
      </Label>
      <textarea
        id={id}
        dir="auto"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error)}
        className={cn(controlClasses, 'mt-1.5 min-h-24 resize-y')}
        {...props}
      />
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export interface CheckboxFieldProps extends Omit<FieldProps, 'required'>, Omit<ComponentProps<'input'>, 'id' | 'className' | 'type'> {}

/** A checkbox with its label to the right; the whole label is the click target. */
export function CheckboxField({ id, label, hint, error, className, ...props }: CheckboxFieldProps) {
  return (
    <div className={className}>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, hint, error)}
          className="mt-0.5 size-5 shrink-0 rounded border-slate-400 accent-brand-700 disabled:cursor-not-allowed"
          {...props}
        />
        <div className="min-w-0">
          <Label htmlFor={id} className="leading-6">
            {label}
          </Label>
          {hint ? (
            <p id={`${id}-hint`} className="text-sm text-slate-600">
              {hint}
            </p>
          ) : null}
        </div>
      </div>
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

export interface RadioGroupFieldProps<V extends string> extends FieldProps {
  name: string;
  options: readonly { value: V; label: string }[];
  value: V | undefined;
  onChange: (value: V) => void;
  onBlur?: () => void;
  disabled?: boolean;
}

/** A fieldset of radio buttons named by its legend; arrow keys move between the options. */
export function RadioGroupField<V extends string>({
  id,
  name,
  label,
  required,
  hint,
  error,
  className,
  options,
  value,
  onChange,
  onBlur,
  disabled,
}: RadioGroupFieldProps<V>) {
  return (
    // role="radiogroup" (named by the legend) lets aria-required and aria-invalid apply to the group.
    <fieldset
      id={id}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={required || undefined}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, hint, error)}
      className={className}
      disabled={disabled}
    >
      <legend id={`${id}-legend`} className="text-sm font-medium text-slate-800">
        {label}
        {required ? <RequiredMark /> : null}
      </legend>
      <div className="mt-2 grid gap-2">
        {options.map((option) => {
          const optionId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="flex items-start gap-3">
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                checked={value === option.value}
                onChange={() => onChange(option.value)}
                onBlur={onBlur}
                className="mt-0.5 size-5 shrink-0 accent-brand-700 disabled:cursor-not-allowed"
              />
              <Label htmlFor={optionId} className="leading-6 font-normal">
                {option.label}
              </Label>
            </div>
          );
        })}
      </div>
      {hint ? <Hint id={`${id}-hint`}>{hint}</Hint> : null}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </fieldset>
  );
}
