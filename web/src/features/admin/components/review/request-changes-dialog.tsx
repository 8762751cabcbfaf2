import { changesRequestRules, CHANGES_REASON_MAX } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useReviewAction } from '../../api/trip-registrations';
import { REVIEW_ACTIONS, type ReviewAction } from '../../lib/registration-actions';

/** Asks for the reason (10–1000 characters, checked here and on the server) and sends the step back. */
export function RequestChangesDialog({ action, registrationId, onClose }: { action: ReviewAction; registrationId: string; onClose: () => void }) {
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
      toast(text.success);
      onClose();
    } catch (err) {
      const api = readApiError(err);
      if (api.fieldErrors.reason) setError(api.fieldErrors.reason);
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, text.failure) });
    } finally {
      setSending(false);
    }
  }

  return (
    <FormDialog
      title={text.title}
      description={text.description}
      onSubmit={(e) => void onSubmit(e)}
      onClose={onClose}
      submitLabel="Send Back"
      pending={sending}
    >
      <TextareaField
        id="changes-reason"
        label="Reason"
        required
        rows={5}
        maxLength={CHANGES_REASON_MAX}
        hint={`${reason.trim().length} / ${CHANGES_REASON_MAX} characters (at least 10)`}
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
