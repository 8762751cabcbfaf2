import { changesRequestRules, CHANGES_REASON_MAX } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useReviewAction } from '../../api/trip-registrations';
import { REVIEW_ACTIONS, type ReviewAction } from '../../lib/registration-actions';

/** Asks for the reason (10–1000 characters, checked here and on the server) and sends the step back. */
export function RequestChangesDialog({ action, registrationId, onClose }: { action: ReviewAction; registrationId: string; onClose: () => void }) {
  const t = useT();
  const run = useReviewAction();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState(false);
  const text = REVIEW_ACTIONS[action];

  async function onSubmit(e: React.FormEvent) {
    e.preventDefault();
    const parsed = changesRequestRules.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setSending(true);
    try {
      await run(action, registrationId, parsed.data.reason);
      toast({ title: t(text.success.title), description: t(text.success.description) });
      onClose();
    } catch (err) {
      const api = readApiError(err);
      if (api.fieldErrors.reason) setError(api.fieldErrors.reason);
      else toast({ variant: 'destructive', title: t('admin.error'), description: errorMessage(err, t(text.failure)) });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={t(text.title)}
      description={t(text.description)}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel={t('admin.changes.sendBack')}
      pending={sending}
    >
      <TextareaField
        id="changes-reason"
        label={t('admin.reason')}
        required
        rows={5}
        maxLength={CHANGES_REASON_MAX}
        hint={t('admin.changes.counter', { count: reason.trim().length, max: CHANGES_REASON_MAX })}
        error={error}
        value={reason}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
      />
    </FormDialog>
  );
}
