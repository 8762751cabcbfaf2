import { type FormEventHandler, type ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';

export interface SubmitFormProps<T extends FieldValues> {
  /** The react-hook-form state; fields inside read it through the form context. */
  form: UseFormReturn<T>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The form's accessible name (the page's title). */
  label: string;
  /** A message about the whole form, shown above the fields. */
  error?: string;
  errorId?: string;
  submitLabel: string;
  /** What the button reads while the form is being sent ("Signing in..."). */
  pendingLabel: string;
  /** Keeps the button disabled for a reason of the page's own (e.g. no reset token). */
  blocked?: boolean;
  children: ReactNode;
}

/** The auth screens' form: a banner, the fields, and one full-width submit button with its pending state. */
export function SubmitForm<T extends FieldValues>({ form, onSubmit, label, error, errorId, submitLabel, pendingLabel, blocked, children }: SubmitFormProps<T>) {
  const pending = form.formState.isSubmitting;
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={label}>
        {error ? <ErrorBanner id={errorId}>{error}</ErrorBanner> : null}
        {children}
        <Button type="submit" size="lg" className="mt-2 w-full" disabled={pending || blocked}>
          {pending ? <Spinner /> : null}
          {pending ? pendingLabel : submitLabel}
        </Button>
      </form>
    </FormProvider>
  );
}
