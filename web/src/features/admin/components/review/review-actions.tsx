import { changesRequestRules, CHANGES_REASON_MAX, type JourneyState } from '@umrah/graphql';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { TextareaField } from '@/components/ui/form-controls';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useRegistrationAction, useReviewAction } from '../../api/trip-registrations';
import { actionsFor, ADMIN_ACTIONS, type AdminAction, REVIEW_ACTIONS, type ReviewAction, reviewActionsFor } from '../../lib/registration-actions';

/** Asks for the reason (10–1000 characters, checked here and on the server) and sends the step back. */
function RequestChangesDialog({ action, registrationId, onClose }: { action: ReviewAction; registrationId: string; onClose: () => void }) {
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
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <form onSubmit={(e) => void onSubmit(e)} className="grid gap-4" noValidate>
          <DialogHeader>
            <DialogTitle>{text.title}</DialogTitle>
            <DialogDescription>{text.description}</DialogDescription>
          </DialogHeader>
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
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={sending}>
              Cancel
            </Button>
            <Button type="submit" disabled={sending}>
              {sending ? <Spinner /> : null}
              Send Back
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The actions the journey machine allows now: the spec's steps (with their confirmations) and requests for changes. */
export function ReviewActions({ registration }: { registration: JourneyState & { id: string } }) {
  const runStep = useRegistrationAction();
  const [running, setRunning] = useState<AdminAction | null>(null);
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const steps = actionsFor(registration);
  const reviews = reviewActionsFor(registration);

  async function onStep(action: AdminAction) {
    const text = ADMIN_ACTIONS[action];
    if (!window.confirm(text.confirm)) return;
    setRunning(action);
    try {
      await runStep(action, registration.id);
      toast(text.success);
    } catch (err) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(err, text.failure) });
    } finally {
      setRunning(null);
    }
  }

  if (!steps.length && !reviews.length) return <p className="text-sm text-slate-600">No actions needed</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((action) => (
        <Button key={action} onClick={() => void onStep(action)} disabled={running !== null}>
          {running === action ? <Spinner /> : null}
          {ADMIN_ACTIONS[action].label}
        </Button>
      ))}
      {reviews.map((action) => (
        <Button key={action} variant="outline" onClick={() => setAsking(action)} disabled={running !== null}>
          {REVIEW_ACTIONS[action].label}
        </Button>
      ))}
      {asking ? <RequestChangesDialog action={asking} registrationId={registration.id} onClose={() => setAsking(null)} /> : null}
    </div>
  );
}
