import { LogOut } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyRegistration } from '@/lib/use-registration';
import { useSignOut } from '@/lib/use-sign-out';
import { Announcements } from './announcements';
import { DocumentsCard } from './documents-card';
import { EmailVerificationNotice } from './email-verification-notice';
import { JourneyStatusCard } from './journey-status-card';
import { PastTrips } from './past-trips';
import { PaymentsCard } from './payments-card';
import { ProfileSummaryCard } from './profile-summary-card';
import { ReadinessCard } from './readiness-card';

export function DashboardPage() {
  const t = useT();
  useDocumentTitle(t('portal.dashboard.title'));
  const { signOut, signingOut } = useSignOut();
  const { registration, loaded, error, refetch } = useMyRegistration();

  return (
    <div className="grid gap-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('portal.dashboard.title')}</h1>
          <p className="mt-1 text-sm text-slate-600">{t('portal.dashboard.intro')}</p>
        </div>
        <Button variant="outline" onClick={() => void signOut()} disabled={signingOut}>
          {signingOut ? <Spinner /> : <LogOut aria-hidden="true" className="rtl:-scale-x-100" />}
          {signingOut ? t('portal.dashboard.signingOut') : t('portal.dashboard.signOut')}
        </Button>
      </div>
      <EmailVerificationNotice />
      <Announcements />
      <div className="grid items-start gap-6 lg:grid-cols-3">
        <div className="lg:col-span-2">
          <div className="grid gap-6">
            <JourneyStatusCard registration={registration} loaded={loaded} error={error} onRetry={() => void refetch()} />
            {registration ? <ReadinessCard /> : null}
          </div>
        </div>
        <div className="grid gap-6">
          <ProfileSummaryCard />
          {registration ? <PaymentsCard /> : null}
          {registration ? <DocumentsCard /> : null}
        </div>
      </div>
      <PastTrips />
    </div>
  );
}
