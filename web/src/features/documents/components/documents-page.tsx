import { FileCheck, FileWarning } from 'lucide-react';
import { GateCard } from '@/components/ui/gate-card';
import { type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { directionOf } from '@umrah/graphql';
import { useLocale, useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyRegistration } from '@/lib/use-registration';
import { ChangesRequested } from '@/components/changes-requested';
import { MyDocumentsList } from './my-documents-list';
import { PurgedDocumentsNotice } from './purged-documents-notice';
import { SharedDocuments } from './shared-documents';
import { lazyNamed } from '@/lib/lazy-named';
import { TravelDetailsForm } from './travel-details-form';

// The upload form (its validation and file handling) is a chunk of its own: the list of the
// traveller's documents shows without waiting for it (ADR 0071).
const UploadPanel = lazyNamed(() => import('./upload-panel'), 'UploadPanel');

function DocumentTabs() {
  const t = useT();
  const locale = useLocale();
  return (
    // Radix runs its tabs left to right unless told: the page's direction.
    <Tabs defaultValue="mine" dir={directionOf(locale)}>
      <TabsList aria-label={t('trip.documents.title')}>
        <TabsTrigger value="mine">{t('trip.documents.tab.mine')}</TabsTrigger>
        <TabsTrigger value="shared">{t('trip.documents.tab.shared')}</TabsTrigger>
      </TabsList>
      {/* Kept mounted while hidden: a chosen file or a running upload survives a look at the other tab. */}
      <TabsContent value="mine" forceMount className="data-[state=inactive]:hidden">
        <div className="grid items-start gap-6 lg:grid-cols-5">
          <div className="lg:col-span-2">
            <Suspense fallback={<LoadingState />}>
              <UploadPanel />
            </Suspense>
          </div>
          <div className="lg:col-span-3">
            <MyDocumentsList />
          </div>
        </div>
      </TabsContent>
      <TabsContent value="shared">
        <SharedDocuments />
      </TabsContent>
    </Tabs>
  );
}

/** Spec §2 /portal/documents: uploads and shared resources once the registration form is approved. */
export function DocumentsPage() {
  const t = useT();
  useDocumentTitle(t('trip.documents.title'));
  const navigate = useNavigate();
  const { registration, loaded, error, refetch } = useMyRegistration();

  let body: ReactNode;
  if (!loaded && error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">{t('trip.loadRegistrationFailed')}</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          {t('trip.retry')}
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = <LoadingState />;
  } else if (!registration) {
    body = (
      <GateCard
        icon={<FileWarning aria-hidden="true" className="size-10 text-brand-700" />}
        title={t('trip.gate.registrationRequired')}
        text={t('trip.documents.gate.noRegistration')}
        action={t('trip.gate.goToRegistration')}
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!registration.formApproved) {
    const submitted = registration.formSubmitted;
    body = (
      <GateCard
        icon={<FileCheck aria-hidden="true" className="size-10 text-amber-700" />}
        title={t('trip.documents.gate.approvalTitle')}
        text={submitted ? t('trip.documents.gate.awaitingApproval') : t('trip.documents.gate.notSubmitted')}
        action={submitted ? t('trip.documents.gate.viewStatus') : t('trip.documents.gate.completeForm')}
        onAction={() => navigate(paths.portal.registrationForm)}
      />
    );
  } else {
    body = <DocumentTabs />;
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{t('trip.documents.title')}</h1>
        <p className="mt-1 text-sm text-slate-600">{t('trip.documents.subtitle')}</p>
      </div>
      <ChangesRequested kind="visa" reason={registration?.visaChangesReason} />
      <PurgedDocumentsNotice />
      {body}
      {registration ? <TravelDetailsForm /> : null}
    </div>
  );
}
