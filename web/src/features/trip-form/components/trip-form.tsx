import { zodResolver } from '@hookform/resolvers/zod';
import { fieldErrorsOf, tripFormDraftRules, tripFormRules, type TripFormValues } from '@umrah/graphql';
import { Save, Send } from 'lucide-react';
import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type TripFormFieldsFragment } from '@/gql/graphql';
import { readApiError } from '@/lib/errors';
import { SESSION_ENDED } from '@/lib/login-notice';
import { paths } from '@/lib/paths';
import { useSaveTripForm } from '../api/trip-form';
import { NO_ACTIVE_REGISTRATION, tripFormError } from '../lib/errors';
import { inputFrom, TRIP_FORM_FIELDS, type TripFormField, type TripFormFields } from '../lib/form-values';
import { type SaveState, useDraftKeeping, useRestoredDraft } from '../lib/use-draft-keeping';
import { AdditionalSection, ContactSection, PassportSection, PersonalSection } from './trip-form-sections';

export interface TripFormProps {
  registration: { id: string; formSubmitted: boolean; formApproved: boolean } | null;
  saved: TripFormFieldsFragment | null;
}

type Pending = 'save' | 'submit' | null;

// The fields hold strings and booleans; the shared rules check them and give the api's values.
const submitResolver = zodResolver(tripFormRules) as unknown as Resolver<TripFormFields, unknown, TripFormValues>;

const SAVE_STATE_TEXT: Record<SaveState, string> = {
  saved: 'All changes saved',
  unsaved: 'Changes not saved yet',
  saving: 'Saving your changes…',
  failed: 'Your changes could not be saved yet; they are kept on this device.',
};

export function TripForm({ registration, saved }: TripFormProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { save } = useSaveTripForm();
  const [pending, setPending] = useState<Pending>(null);
  const readOnly = registration?.formApproved ?? false;
  const { key, restored, startValues } = useRestoredDraft(saved, readOnly);
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
      toast({ variant: 'destructive', title: 'Submission Failed', description: NO_ACTIVE_REGISTRATION });
      return;
    }
    setPending('submit');
    try {
      await keeping.serially(() => save(inputFrom(values, registration.id), true));
    } catch (error) {
      const { fieldErrors, message } = tripFormError(error, 'Failed to submit form. Please try again.');
      showFieldErrors(fieldErrors);
      toast({ variant: 'destructive', title: 'Submission Failed', description: message });
      setPending(null);
      signInAgain(error);
      return;
    }
    setPending(null);
    keeping.leave();
    keeping.forget();
    toast({ title: 'Form Submitted', description: 'Your registration form has been submitted for review.' });
    navigate(paths.portal.dashboard);
  });

  // Save Progress: no required-field check, only what is filled must be well-formed.
  async function onSaveProgress() {
    if (!registration) {
      toast({ variant: 'destructive', title: 'Save Failed', description: NO_ACTIVE_REGISTRATION });
      return;
    }
    form.clearErrors();
    const draft = tripFormDraftRules.safeParse(form.getValues());
    if (!draft.success) {
      showFieldErrors(fieldErrorsOf(draft.error) as Partial<Record<TripFormField, string>>);
      toast({ variant: 'destructive', title: 'Save Failed', description: 'Please correct the highlighted fields.' });
      return;
    }
    setPending('save');
    const snapshot = JSON.stringify(form.getValues());
    try {
      const result = await keeping.serially(() => save(inputFrom(draft.data, registration.id), false));
      keeping.savedAs(snapshot, result);
      toast({ title: 'Progress Saved', description: 'Your progress has been saved. You can come back and finish later.' });
    } catch (error) {
      const { fieldErrors, message } = tripFormError(error, 'Failed to save progress. Please try again.');
      showFieldErrors(fieldErrors);
      toast({ variant: 'destructive', title: 'Save Failed', description: message });
      signInAgain(error);
    } finally {
      setPending(null);
    }
  }

  const busy = pending !== null;

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Registration Form" aria-busy={busy || undefined} className="grid gap-6">
      {readOnly ? (
        <Notice tone="success">Your registration form has been approved and can no longer be changed.</Notice>
      ) : (
        <>
          {restored ? (
            <Notice tone="info" title="Restored from this device">
              What you typed here earlier had not been saved, so it is back in the form. It is saved again in a moment.
            </Notice>
          ) : null}
          {registration?.formSubmitted ? (
            <Notice tone="info">Your form has been submitted and is awaiting approval. You can still update it and submit it again.</Notice>
          ) : null}
          <p className="text-sm text-slate-700">
            Fields marked <span className="font-semibold text-red-700">*</span> are required. You can save your progress at any time and come back later to
            finish.
          </p>
        </>
      )}

      {/* A disabled fieldset disables every control inside it: the approved form is read only. */}
      <fieldset disabled={readOnly} className="m-0 grid min-w-0 gap-6 border-0 p-0">
        <PersonalSection form={form} />
        <ContactSection form={form} />
        <PassportSection form={form} />
        <AdditionalSection form={form} />
      </fieldset>

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-end">
        {readOnly ? null : (
          <>
            <p role="status" className="text-sm text-slate-600 sm:mr-auto">
              {SAVE_STATE_TEXT[keeping.state]}
            </p>
            <Button variant="outline" onClick={() => navigate(paths.portal.dashboard)} disabled={busy}>
              Cancel
            </Button>
            <Button variant="secondary" onClick={() => void onSaveProgress()} disabled={busy}>
              {pending === 'save' ? <Spinner /> : <Save aria-hidden="true" />}
              {pending === 'save' ? 'Saving...' : 'Save Progress'}
            </Button>
            <Button type="submit" disabled={busy}>
              {pending === 'submit' ? <Spinner /> : <Send aria-hidden="true" />}
              {pending === 'submit' ? 'Submitting...' : 'Submit Form'}
            </Button>
          </>
        )}
      </div>
    </form>
  );
}
