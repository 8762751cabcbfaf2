import { ArrowLeft, CreditCard, FileWarning } from 'lucide-react';
import { ChangesRequested } from '@/components/changes-requested';
import { GateCard } from '@/components/ui/gate-card';
import { type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyRegistration } from '@/lib/use-registration';
import { useTripForm } from '../api/trip-form';
import { TripForm } from './trip-form';

function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorBanner className="w-full">{message}</ErrorBanner>
      <Button variant="outline" onClick={onRetry}>
        {t('trip.retry')}
      </Button>
    </div>
  );
}

/** Spec §2 /portal/registration-form: the form once the deposit is paid, otherwise what comes first. */
export function TripFormPage() {
  const t = useT();
  useDocumentTitle(t('trip.form.title'));
  const navigate = useNavigate();
  const mine = useMyRegistration();
  const registration = mine.registration;
  const saved = useTripForm({ enabled: Boolean(registration?.depositPaid) });

  let body: ReactNode;
  if (!mine.loaded && mine.error) {
    body = <LoadError message={t('trip.loadRegistrationFailed')} onRetry={() => void mine.refetch()} />;
  } else if (!mine.loaded) {
    body = <LoadingState label={t('trip.form.loading')} />;
  } else if (!registration) {
    body = (
      <GateCard
        icon={<FileWarning aria-hidden="true" className="size-10 text-brand-700" />}
        title={t('trip.gate.registrationRequired')}
        text={t('trip.form.gate.noRegistration')}
        action={t('trip.gate.goToRegistration')}
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!registration.depositPaid) {
    body = (
      <GateCard
        icon={<CreditCard aria-hidden="true" className="size-10 text-amber-700" />}
        title={t('trip.form.gate.depositTitle')}
        text={t('trip.form.gate.depositText')}
        action={t('trip.form.gate.payDeposit')}
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!saved.loaded && saved.error) {
    body = <LoadError message={errorMessage(saved.error, t('trip.form.loadFailed'))} onRetry={() => void saved.refetch()} />;
  } else if (!saved.loaded) {
    body = <LoadingState label={t('trip.form.loading')} />;
  } else {
    // Keyed by registration so another account's answers never linger in the fields.
    body = <TripForm key={registration.id} registration={registration} saved={saved.form} />;
  }

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trip.form.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('trip.form.subtitle')}</p>
        </div>
        <Button variant="ghost" onClick={() => navigate(paths.portal.dashboard)}>
          <ArrowLeft aria-hidden="true" className="rtl:-scale-x-100" />
          {t('trip.form.back')}
        </Button>
      </div>
      <ChangesRequested kind="form" reason={registration?.formChangesReason} />
      {body}
    </div>
  );
}
