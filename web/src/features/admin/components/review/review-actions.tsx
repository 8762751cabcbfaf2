import { type JourneyState } from '@umrah/graphql';
import { useState, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useRegistrationAction } from '../../api/trip-registrations';
import { actionsFor, ADMIN_ACTIONS, type AdminAction, REVIEW_ACTIONS, type ReviewAction, reviewActionsFor } from '../../lib/registration-actions';
import { lazyNamed } from '@/lib/lazy-named';

// Opened on demand: a chunk of its own (ADR 0071).
const RequestChangesDialog = lazyNamed(() => import('./request-changes-dialog'), 'RequestChangesDialog');

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
      {asking ? (
        <Suspense fallback={null}>
          <RequestChangesDialog action={asking} registrationId={registration.id} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
