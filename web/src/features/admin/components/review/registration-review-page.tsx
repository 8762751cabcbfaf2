import { ArrowLeft } from 'lucide-react';
import { type ReactNode } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ChangesRequested } from '@/components/changes-requested';
import { RegistrationProgress } from '@/components/registration-progress';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { readApiError } from '@/lib/errors';
import { formatMediumDate } from '@/lib/format';
import { paths } from '@/lib/paths';
import { adminFormState, statusLabel, statusTone, adminVisaState } from '@/lib/registration';
import { deadlineLabel } from '@umrah/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegistrationReview } from '../../api/registration-review';
import { ReviewActions } from './review-actions';
import { ReviewDocuments } from './review-documents';
import { ReviewForm } from './review-form';
import { ReviewTimeline } from './review-timeline';
import { PaymentsPanel } from './payments-panel';
import { SiteBrand } from '@/components/site-brand';

/** The list the admin came from (its search, filter, sort and page), else the tab itself. */
function useListPath(): string {
  const list = (useLocation().state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && list.startsWith(`${paths.admin.dashboard}?`) ? list : paths.admin.portalRegistrations;
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const listPath = useListPath();
  return (
    <div className="min-h-dvh bg-slate-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4 sm:px-6">
          <div className="grid min-w-0 gap-1">
            <SiteBrand />
            <h1 className="truncate text-xl font-bold tracking-tight sm:text-2xl">{title}</h1>
          </div>
          <Link to={listPath} className={buttonVariants({ variant: 'outline' })}>
            <ArrowLeft aria-hidden="true" />
            Back to Portal Registrations
          </Link>
        </div>
      </header>
      <main className="mx-auto grid max-w-6xl gap-6 px-4 py-6 sm:px-6 sm:py-8">{children}</main>
    </div>
  );
}

function Section({ id, title, description, children }: { id: string; title: string; description?: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** /admin/registrations/:id: everything a traveller submitted, and the actions the journey allows now. */
export function RegistrationReviewPage() {
  const { id = '' } = useParams();
  const { review, error, loading, refetch } = useRegistrationReview(id);
  const name = review ? review.traveller.fullName || review.traveller.username : 'Registration Review';
  useDocumentTitle(review ? `Review: ${name}` : 'Registration Review');

  if (!review) {
    const notFound = error && readApiError(error).code === 'NOT_FOUND';
    return (
      <Shell title="Registration Review">
        {loading && !error ? (
          <LoadingState label="Loading registration..." />
        ) : notFound ? (
          <Card>
            <CardContent className="grid justify-items-start gap-3 pt-5 sm:pt-6">
              <h2 className="text-lg font-semibold">Registration not found</h2>
              <p className="text-sm text-slate-600">This registration does not exist or was removed.</p>
            </CardContent>
          </Card>
        ) : (
          <div className="grid justify-items-start gap-3">
            <ErrorBanner className="w-full">Failed to load the registration. Please try again.</ErrorBanner>
            <Button variant="outline" onClick={() => void refetch()}>
              Retry
            </Button>
          </div>
        )}
      </Shell>
    );
  }

  const r = review.registration;
  const t = review.traveller;
  return (
    <Shell title={name}>
      <Section id="review-status" title="Status and Actions">
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            {r.cancellation ? (
              <Badge tone="red" className="text-sm">
                Cancelled
              </Badge>
            ) : null}
            <Badge tone={statusTone(r.status)} className="text-sm">
              {statusLabel(r.status)}
            </Badge>
            <span className="text-sm text-slate-600">Registered {formatMediumDate(r.createdAt)}</span>
            {r.holdExpiresAt ? <span className="text-sm text-amber-800">Held until {deadlineLabel(r.holdExpiresAt)}</span> : null}
            <span className="text-sm text-slate-600">Deposit: {r.depositPaid ? 'Paid' : 'Unpaid'}</span>
            <span className="text-sm text-slate-600">Form: {adminFormState(r)}</span>
            <span className="text-sm text-slate-600">Visa: {adminVisaState(r)}</span>
          </div>
          <RegistrationProgress registration={r} />
          <ChangesRequested audience="admin" kind="form" reason={r.formChangesReason} />
          <ChangesRequested audience="admin" kind="visa" reason={r.visaChangesReason} />
          {r.cancellation ? (
            <p className="text-sm text-slate-700">
              Cancelled on {deadlineLabel(r.cancellation.at)}{' '}
              {r.cancellation.by === 'SYSTEM' ? '(hold expired)' : r.cancellation.by === 'ADMIN' ? 'by the organisers' : 'by the traveller'}
              {r.cancellation.reason && r.cancellation.by !== 'SYSTEM' ? `: ${r.cancellation.reason}` : ''}. No step applies to a cancelled registration.
            </p>
          ) : (
            <ReviewActions registration={r} />
          )}
        </div>
      </Section>

      <Section id="review-profile" title="Traveler Profile">
        <dl className="grid gap-3 sm:grid-cols-2">
          {[
            ['Full Name', t.fullName],
            ['Username', t.username],
            ['Email', t.email],
            ['Phone', t.phone],
            ['Member since', formatMediumDate(t.createdAt)],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      <Section id="review-payments" title="Payments" description="Amounts in CAD. A mistake is corrected by reversing the payment, never by editing it.">
        <PaymentsPanel registrationId={r.id} />
      </Section>

      <Section id="review-form" title="Registration Form">
        <ReviewForm registrationId={r.id} form={review.form} />
      </Section>

      <Section id="review-documents" title="Documents">
        <ReviewDocuments documents={review.documents} zipUrl={`/api/admin/trip-registrations/${r.id}/documents.zip`} />
      </Section>

      <Section id="review-timeline" title="History" description="Everything that happened to this registration, oldest first.">
        <ReviewTimeline entries={review.timeline} />
      </Section>
    </Shell>
  );
}
