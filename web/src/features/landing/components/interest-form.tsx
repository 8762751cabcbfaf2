import { Trans } from '@lingui/react';
import { INTEREST_MESSAGE_MAX, INTEREST_TRAVELERS_MAX } from '@umrah/graphql';
import { CircleAlert, CircleCheck, LoaderCircle, Send } from './icons';
import { type ChangeEvent, type ComponentProps, type FormEvent, type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { InterestSubmitError, submitInterest } from '../api/submit-interest';
import {
  checkInterest,
  EMAIL_MAX,
  INTEREST_FIELDS,
  type InterestDraft,
  type InterestErrors,
  type InterestField,
  NAME_MAX,
  PHONE_MAX,
} from '../lib/interest-checks';
import { LandingToast, useLandingToast } from './landing-toast';
import { useHydrated } from '../lib/use-hydrated';

/** The height the toast takes at the bottom of a phone's screen, with its margin. */
const TOAST_ROOM_PX = 160;

const DEFAULTS: InterestDraft = { name: '', email: '', phone: '', travelers: '1', message: '', website: '' };
const isField = (key: string): key is InterestField => (INTEREST_FIELDS as readonly string[]).includes(key);

// The landing page keeps clear of the UI kit (first-visit weight): plain elements, same look.
const control =
  'mt-1.5 block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm ' +
  'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0 aria-invalid:border-red-600';

function Field({
  id,
  label,
  error,
  className,
  children,
}: {
  id: string;
  label: ReactNode;
  error?: string;
  className?: string;
  children: (a11y: { id: string; dir: 'auto'; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const errorId = `${id}-error`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      {/* dir="auto": what is typed sets its own direction (an Arabic name reads right to left). */}
      {children({ id, dir: 'auto', 'aria-invalid': error ? true : undefined, 'aria-describedby': error ? errorId : undefined })}
      {error ? (
        <p id={errorId} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The Coming Soon interest form (docs/product.md §2): name, email, phone, travelers 1–45, optional message.
 * Checked on submit, then again on every change once a submit was tried; the server checks again.
 */
export function InterestForm({ className, ...props }: Omit<ComponentProps<'form'>, 'onSubmit' | 'noValidate'>) {
  const t = useT();
  const [draft, setDraft] = useState<InterestDraft>(DEFAULTS);
  const [errors, setErrors] = useState<InterestErrors>({});
  const [tried, setTried] = useState(false);
  const [isSubmitting, setSubmitting] = useState(false);
  const [succeeded, setSucceeded] = useState(false);
  const [formError, setFormError] = useState<string>();
  const inputs = useRef<Partial<Record<InterestField, HTMLInputElement | HTMLTextAreaElement | null>>>({});
  const toast = useLandingToast();
  // Until React has taken the rendered form over, its button stays disabled: the browser never
  // sends it by itself. Were it ever sent so, it is a POST (method="post"), never a GET with the
  // traveller's details in the address and so in the access log.
  const hydrated = useHydrated();
  const formRef = useRef<HTMLFormElement>(null);
  // What was typed into the rendered form before React took it over stays in its inputs (React
  // does not overwrite them when hydrating) but is not in this state yet: it is taken over here,
  // before the next render would write the empty draft back into them.
  useLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed: Partial<InterestDraft> = {};
    for (const key of Object.keys(DEFAULTS) as (keyof InterestDraft)[]) {
      const input = form.elements.namedItem(key);
      if ((input instanceof HTMLInputElement || input instanceof HTMLTextAreaElement) && input.value !== DEFAULTS[key]) typed[key] = input.value;
    }
    if (Object.keys(typed).length) setDraft((prev) => ({ ...prev, ...typed }));
  }, []);

  // The confirmation in view and clear of the toast along the screen's bottom edge.
  const statusRef = useRef<HTMLParagraphElement>(null);
  useLayoutEffect(() => {
    const status = statusRef.current;
    if (!succeeded || !status) return;
    const { top, bottom } = status.getBoundingClientRect();
    if (top < 0 || bottom > window.innerHeight - TOAST_ROOM_PX) status.scrollIntoView({ block: 'center' });
  }, [succeeded]);

  const focusFirst = (found: InterestErrors) => inputs.current[INTEREST_FIELDS.find((f) => found[f]) ?? 'name']?.focus();

  const bind = (field: InterestField) => ({
    name: field,
    value: draft[field],
    ref: (el: HTMLInputElement | HTMLTextAreaElement | null) => {
      inputs.current[field] = el;
    },
    // An update of the latest draft, not of this render's: two changes in one tick both count.
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => {
      const value = event.target.value;
      setDraft((prev) => ({ ...prev, [field]: value }));
      // Each field is checked on its own value alone.
      if (tried) setErrors((prev) => ({ ...prev, [field]: checkInterest({ ...draft, [field]: value }).errors[field] }));
    },
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (isSubmitting) return;
    setTried(true);
    const { values, errors: found } = checkInterest(draft);
    setErrors(found);
    if (Object.keys(found).length) {
      focusFirst(found);
      return;
    }
    setSucceeded(false);
    setFormError(undefined);
    setSubmitting(true);
    try {
      await submitInterest(values);
    } catch (error) {
      const { serverMessage, fieldErrors } = error instanceof InterestSubmitError ? error : new InterestSubmitError(undefined);
      const message = serverMessage ?? t('landing.interest.submitFallback');
      const onFields = Object.fromEntries(Object.entries(fieldErrors).filter(([key]) => isField(key))) as InterestErrors;
      if (Object.keys(onFields).length) {
        setErrors(onFields);
        focusFirst(onFields);
      } else setFormError(message);
      toast.show({ variant: 'destructive', title: t('landing.interest.failed'), description: message });
      return;
    } finally {
      setSubmitting(false);
    }
    setDraft(DEFAULTS);
    setErrors({});
    setTried(false);
    setSucceeded(true);
    toast.show({ title: t('landing.interest.submitted'), description: t('landing.interest.success') });
  };

  return (
    <>
      <form method="post" noValidate onSubmit={onSubmit} className={className ?? 'grid gap-4 sm:grid-cols-2'} {...props} ref={formRef}>
        {formError ? (
          <div role="alert" className="flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800 sm:col-span-2">
            <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{formError}</span>
          </div>
        ) : null}
        <Field id="interest-name" label={t('landing.interest.name')} error={errors.name}>
          {(a11y) => <input {...a11y} type="text" autoComplete="name" maxLength={NAME_MAX} className={control} {...bind('name')} />}
        </Field>
        <Field id="interest-email" label={t('landing.interest.email')} error={errors.email}>
          {(a11y) => <input {...a11y} type="email" autoComplete="email" inputMode="email" maxLength={EMAIL_MAX} className={control} {...bind('email')} />}
        </Field>
        <Field id="interest-phone" label={t('landing.interest.phone')} error={errors.phone}>
          {(a11y) => <input {...a11y} type="tel" autoComplete="tel" inputMode="tel" maxLength={PHONE_MAX} className={control} {...bind('phone')} />}
        </Field>
        <Field id="interest-travelers" label={t('landing.interest.travelers')} error={errors.travelers}>
          {(a11y) => (
            <input {...a11y} type="number" inputMode="numeric" min={1} max={INTEREST_TRAVELERS_MAX} step={1} className={control} {...bind('travelers')} />
          )}
        </Field>
        <Field
          id="interest-message"
          label={<Trans id="landing.interest.message" components={{ 0: <span className="font-normal text-slate-600" /> }} />}
          error={errors.message}
          className="sm:col-span-2"
        >
          {(a11y) => <textarea {...a11y} rows={4} maxLength={INTEREST_MESSAGE_MAX} className={control} {...bind('message')} />}
        </Field>
        {/* Honeypot: off screen and out of the tab order, so only bots fill it in. */}
        <div aria-hidden="true" className="absolute -start-[10000px] h-px w-px overflow-hidden">
          <label htmlFor="interest-website">{t('landing.interest.website')}</label>
          <input
            id="interest-website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            name="website"
            value={draft.website}
            onChange={(event) => setDraft({ ...draft, website: event.target.value })}
          />
        </div>
        <div className="flex flex-col gap-3 sm:col-span-2 sm:flex-row sm:items-center sm:justify-between">
          <p ref={statusRef} role="status" className="text-sm font-medium text-brand-800">
            {succeeded ? (
              <span className="inline-flex items-center gap-2">
                <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
                {t('landing.interest.success')}
              </span>
            ) : null}
          </p>
          <button
            type="submit"
            disabled={isSubmitting || !hydrated}
            className="inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm hover:bg-brand-800 disabled:opacity-60 [&_svg]:size-4"
          >
            {isSubmitting ? <LoaderCircle aria-hidden="true" className="animate-spin" /> : <Send aria-hidden="true" className="rtl:-scale-x-100" />}
            {isSubmitting ? t('landing.interest.submitting') : t('landing.interest.submit')}
          </button>
        </div>
      </form>
      <LandingToast toast={toast.current} onDismiss={toast.dismiss} />
    </>
  );
}
