import { FileCheck, FileWarning } from 'lucide-react';
import { GateCard } from '@/components/ui/gate-card';
import { type ReactNode, Suspense } from 'react';
import { useNavigate } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMyRegistration } from '@/lib/use-registration';
import { ChangesRequested } from '@/components/changes-requested';
import { MyDocumentsList } from './my-documents-list';
import { SharedDocuments } from './shared-documents';
import { lazyNamed } from '@/lib/lazy-named';

// The upload form (its validation and file handling) is a chunk of its own: the list of the
// traveller's documents shows without waiting for it (ADR 0071).
const UploadPanel = lazyNamed(() => import('./upload-panel'), 'UploadPanel');

function DocumentTabs() {
  return (
    <Tabs defaultValue="mine">
      <TabsList aria-label="Documents">
        <TabsTrigger value="mine">My Documents</TabsTrigger>
        <TabsTrigger value="shared">Shared Resources</TabsTrigger>
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
  useDocumentTitle('Documents');
  const navigate = useNavigate();
  const { registration, loaded, error, refetch } = useMyRegistration();

  let body: ReactNode;
  if (!loaded && error) {
    body = (
      <div className="grid justify-items-start gap-3">
        <ErrorBanner className="w-full">Failed to load your registration. Please try again.</ErrorBanner>
        <Button variant="outline" onClick={() => void refetch()}>
          Retry
        </Button>
      </div>
    );
  } else if (!loaded) {
    body = <LoadingState />;
  } else if (!registration) {
    body = (
      <GateCard
        icon={<FileWarning aria-hidden="true" className="size-10 text-brand-700" />}
        title="Registration Required"
        text="You need to register for the trip before you can upload documents."
        action="Go to Registration"
        onAction={() => navigate(paths.portal.registerTrip)}
      />
    );
  } else if (!registration.formApproved) {
    const submitted = registration.formSubmitted;
    body = (
      <GateCard
        icon={<FileCheck aria-hidden="true" className="size-10 text-amber-700" />}
        title="Form Approval Required"
        text={
          'Your registration form needs to be approved before you can upload documents.' +
          (submitted ? ' Your form has been submitted and is awaiting approval.' : ' Please complete and submit your registration form.')
        }
        action={submitted ? 'View Form Status' : 'Complete Registration Form'}
        onAction={() => navigate(paths.portal.registrationForm)}
      />
    );
  } else {
    body = <DocumentTabs />;
  }

  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">Documents</h1>
        <p className="mt-1 text-sm text-slate-600">Upload your trip documents and view shared resources.</p>
      </div>
      <ChangesRequested kind="visa" reason={registration?.visaChangesReason} />
      {body}
    </div>
  );
}
