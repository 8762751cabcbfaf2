import { ArrowLeft, CreditCard, FileWarning } from 'lucide-react';
import { ChangesRequested } from '@/components/changes-requested';
import { GateCard } from '@/components/ui/gate-card';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyRegistration } from '@/lib/use-registration';
import { useTripForm } from '../api/trip-form';
import { TripForm } from './trip-form';

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorBanner className="w-full">{message}</ErrorBanner>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}

/** Spec §2 /portal/registration-form: the form once the deposit is paid, otherwise what comes first. */
export function TripFormPage() {
  useDocumentTitle('Registration Form');
  const navigate = useNavigate();
  const mine = useMyRegistration();
  const registration = mine.registration;
  const saved = useTripForm({ enabled: Boolean(registration?.depositPaid) });

  let body: ReactNode;
  if (!mine.loaded && mine.error) {
    body = <LoadError message="Failed to load your registration. Please try again." onRetry={() => void mine.refetch()} />;
  } else if (!mine.loaded) {
    body = <LoadingState label="Loading form..." />;
  } else if (!registration) {
    body = (
      <GateCard
        icon={<FileWarning aria-hidden="true" className="size-10 text-brand-700" />}
        title="Registration Required"
        text="You need to register for the trip and pay your deposit before completing this form."
        action="Go to Registration"
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!registration.depositPaid) {
    body = (
      <GateCard
        icon={<CreditCard aria-hidden="true" className="size-10 text-amber-700" />}
        title="Deposit Payment Required"
        text="You need to pay your deposit before you can complete the registration form."
        action="Pay Deposit"
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!saved.loaded && saved.error) {
    body = <LoadError message={errorMessage(saved.error, 'Failed to load the registration form. Please try again.')} onRetry={() => void saved.refetch()} />;
  } else if (!saved.loaded) {
    body = <LoadingState label="Loading form..." />;
  } else {
    // Keyed by registration so another account's answers never linger in the fields.
    body = <TripForm key={registration.id} registration={registration} saved={saved.form} />;
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Registration Form</h1>
          <p className="mt-1 text-sm text-slate-600">Your personal, contact, passport and visa details for the Umrah journey.</p>
        </div>
        <Button variant="ghost" onClick={() => navigate(paths.portal.dashboard)}>
          <ArrowLeft aria-hidden="true" />
          Back to Dashboard
        </Button>
      </div>
      <ChangesRequested kind="form" reason={registration?.formChangesReason} />
      {body}
    </div>
  );
}
