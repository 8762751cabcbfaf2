import { type JourneyState } from '@umrah/graphql';
import { useState, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { actionsFor, ADMIN_ACTIONS, REVIEW_ACTIONS, type ReviewAction, reviewActionsFor } from '../../lib/registration-actions';
import { useStepActions } from '../step-actions';
import { lazyNamed } from '@/lib/lazy-named';
import { useCan } from '@/lib/permissions';
import { useT } from '@/lib/i18n';

// Opened on demand: a chunk of its own (ADR 0071).
const RequestChangesDialog = lazyNamed(() => import('./request-changes-dialog'), 'RequestChangesDialog');

/** The actions the journey machine allows now: the spec's steps (with their confirmations) and requests for changes. */
export function ReviewActions({ registration }: { registration: JourneyState & { id: string } }) {
  const t = useT();
  const { start, running: step, dialog } = useStepActions();
  const running = step?.action ?? null;
  const [asking, setAsking] = useState<ReviewAction | null>(null);
  const can = useCan();
  const steps = actionsFor(registration, can);
  const reviews = reviewActionsFor(registration, can);

  if (!steps.length && !reviews.length) return <p className="text-sm text-slate-600">{t('admin.noActionsNeeded')}</p>;
  return (
    <div className="flex flex-wrap gap-2">
      {steps.map((action) => (
        <Button key={action} onClick={() => start(action, registration.id)} disabled={running !== null}>
          {running === action ? <Spinner /> : null}
          {t(ADMIN_ACTIONS[action].label)}
        </Button>
      ))}
      {reviews.map((action) => (
        <Button key={action} variant="outline" onClick={() => setAsking(action)} disabled={running !== null}>
          {t(REVIEW_ACTIONS[action].label)}
        </Button>
      ))}
      {dialog}
      {asking ? (
        <Suspense fallback={null}>
          <RequestChangesDialog action={asking} registrationId={registration.id} onClose={() => setAsking(null)} />
        </Suspense>
      ) : null}
    </div>
  );
}
