import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorsOf, type MessageId, tripFormDraftRules, tripFormRulesFor, type TripFormValues } from '@umrah/graphql';
import { Trans } from '@lingui/react';
import { Save, Send } from 'lucide-react';
import { useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type TripFormFieldsFragment } from '@/gql/graphql';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { SESSION_ENDED } from '@/lib/login-notice';
import { paths } from '@/lib/paths';
import { useSaveTripForm } from '../api/trip-form';
import { tripFormError } from '../lib/errors';
import { inputFrom, TRIP_FORM_FIELDS, type TripFormField, type TripFormFields } from '../lib/form-values';
import { type SaveState, useDraftKeeping, useRestoredDraft } from '../lib/use-draft-keeping';
import { AdditionalSection, ContactSection, type FormTripDates, PassportSection, PersonalSection } from './trip-form-sections';

// Only without a registration (the form is then refused on save): the first trip's dates (spec §5).
const NO_TRIP: FormTripDates = { passportValidAfter: '2026-08-01', under18ReferenceDate: '2024-12-31' };

export interface TripFormProps {
  registration: { id: string; formSubmitted: boolean; formApproved: boolean; trip: FormTripDates } | null;
  saved: TripFormFieldsFragment | null;
}

type Pending = 'save' | 'submit' | null;

// The fields hold strings and booleans; the shared rules (with the trip's passport cut-off) check
// them and give the api's values.
const submitResolverFor = (passportValidAfter: string) =>
  zodResolver(tripFormRulesFor(passportValidAfter)) as unknown as Resolver<TripFormFields, unknown, TripFormValues>;

const SAVE_STATE_TEXT: Record<SaveState, MessageId> = {
  saved: 'trip.form.state.saved',
  unsaved: 'trip.form.state.unsaved',
  saving: 'trip.form.state.saving',
  failed: 'trip.form.state.failed',
};

export function TripForm({ registration, saved }: TripFormProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { save } = useSaveTripForm();
  const [pending, setPending] = useState<Pending>(null);
  const readOnly = registration?.formApproved ?? false;
  const { key, restored, startValues } = useRestoredDraft(saved, readOnly);
  const trip = registration?.trip ?? NO_TRIP;
  const submitResolver = useMemo(() => submitResolverFor(trip.passportValidAfter), [trip.passportValidAfter]);
  const form = useForm<TripFormFields, unknown, TripFormValues>({ resolver: submitResolver, defaultValues: startValues });
  const keeping = useDraftKeeping({
    form: form as unknown as Parameters<typeof useDraftKeeping>[0]['form'],
    key,
    saved,
    restored,
    readOnly,
    saveDraft: (values) => save(inputFrom(tripFormDraftRules.parse(values), registration!.id), false),
  });

  /** The session ended: what was typed stays on this device, and sign-in brings the traveller back here. */
  function signInAgain(error: unknown): boolean {
    if (readApiError(error).code !== 'UNAUTHENTICATED') return false;
    keeping.keepOnDevice();
    keeping.leave();
    navigate(paths.logIn, { state: { notice: SESSION_ENDED, from: pathname } });
    return true;
  }

  function showFieldErrors(fieldErrors: Partial<Record<TripFormField, string>>) {
    const fields = TRIP_FORM_FIELDS.filter((field) => fieldErrors[field]);
    fields.forEach((field, i) => form.setError(field, { type: 'server', message: fieldErrors[field] }, { shouldFocus: i === 0 }));
  }

  const onSubmit = form.handleSubmit(async (values) => {
    if (!registration) {
      toast({ variant: 'destructive', title: t('trip.form.submitFailed'), description: t('trip.form.noRegistration') });
      return;
    }
    setPending('submit');
    try {
      await keeping.serially(() => save(inputFrom(values, registration.id), true));
    } catch (error) {
      const { fieldErrors, message } = tripFormError(error, t('trip.form.submitFailed.text'));
      showFieldErrors(fieldErrors);
      toast({ variant: 'destructive', title: t('trip.form.submitFailed'), description: message });
      setPending(null);
      signInAgain(error);
      return;
    }
    setPending(null);
    keeping.leave();
    keeping.forget();
    toast({ title: t('trip.form.submitted'), description: t('trip.form.submitted.text') });
    navigate(paths.portal.dashboard);
  });

  // Save Progress: no required-field check, only what is filled must be well-formed.
  async function onSaveProgress() {
    if (!registration) {
      toast({ variant: 'destructive', title: t('trip.form.saveFailed'), description: t('trip.form.noRegistration') });
      return;
    }
    form.clearErrors();
    const draft = tripFormDraftRules.safeParse(form.getValues());
    if (!draft.success) {
      showFieldErrors(fieldErrorsOf(draft.error) as Partial<Record<TripFormField, string>>);
      toast({ variant: 'destructive', title: t('trip.form.saveFailed'), description: t('trip.form.correctFields') });
      return;
    }
    setPending('save');
    const snapshot = JSON.stringify(form.getValues());
    try {
      const result = await keeping.serially(() => save(inputFrom(draft.data, registration.id), false));
      keeping.savedAs(snapshot, result);
      toast({ title: t('trip.form.progressSaved'), description: t('trip.form.progressSaved.text') });
    } catch (error) {
      const { fieldErrors, message } = tripFormError(error, t('trip.form.saveFailed.text'));
      showFieldErrors(fieldErrors);
      toast({ variant: 'destructive', title: t('trip.form.saveFailed'), description: message });
      signInAgain(error);
    } finally {
      setPending(null);
    }
  }

  const busy = pending !== null;

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('trip.form.title')} aria-busy={busy || undefined} className="grid gap-6">
      {readOnly ? (
        <Notice tone="success">{t('trip.form.approved')}</Notice>
      ) : (
        <>
          {restored ? (
            <Notice tone="info" title={t('trip.form.restored.title')}>
              {t('trip.form.restored.text')}
            </Notice>
          ) : null}
          {registration?.formSubmitted ? <Notice tone="info">{t('trip.form.awaitingApproval')}</Notice> : null}
          <p className="text-sm text-slate-700">
            <Trans id="trip.form.requiredNote" components={{ 0: <span className="font-semibold text-red-700" /> }} />
          </p>
        </>
      )}

      {/* A disabled fieldset disables every control inside it: the approved form is read only. */}
      <fieldset disabled={readOnly} className="m-0 grid min-w-0 gap-6 border-0 p-0">
        <PersonalSection form={form} trip={trip} />
        <ContactSection form={form} />
        <PassportSection form={form} trip={trip} />
        <AdditionalSection form={form} trip={trip} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {readOnly ? null : (
          <>
            <p role="status" className="text-sm text-slate-600 sm:me-auto">
              {t(SAVE_STATE_TEXT[keeping.state])}
            </p>
            <Button variant="outline" onClick={() => navigate(paths.portal.dashboard)} disabled={busy}>
              {t('trip.cancel')}
            </Button>
            <Button variant="secondary" onClick={() => void onSaveProgress()} disabled={busy}>
              {pending === 'save' ? <Spinner /> : <Save aria-hidden="true" />}
              {pending === 'save' ? t('trip.form.saving') : t('trip.form.saveProgress')}
            </Button>
            <Button type="submit" disabled={busy}>
              {pending === 'submit' ? <Spinner /> : <Send aria-hidden="true" />}
              {pending === 'submit' ? t('trip.form.submitting') : t('trip.form.submit')}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
