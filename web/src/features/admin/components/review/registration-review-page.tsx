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
import { adminFormState, statusTone, adminVisaState } from '@/lib/registration';
import { useT } from '@/lib/i18n';
import { registrationStatusId, REVIEW_STATE_IDS } from '../../lib/labels';
import { useStaffSide } from '@/lib/staff-side';
import { deadlineLabel } from '@umrah/graphql';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useRegistrationReview } from '../../api/registration-review';
import { ReviewActions } from './review-actions';
import { ReviewDocuments } from './review-documents';
import { ReviewReadiness } from './review-readiness';
import { ReviewForm } from './review-form';
import { ReviewTimeline } from './review-timeline';
import { PaymentsPanel } from './payments-panel';
import { PartyPanel } from './party-panel';
import { useCan } from '@/lib/permissions';
import { SiteBrand } from '@/components/site-brand';

/** The list the admin came from (its search, filter, sort and page), else the tab itself. */
function useListPath(): string {
  const list = (useLocation().state as { list?: unknown } | null)?.list;
  return typeof list === 'string' && list.startsWith(`${paths.admin.dashboard}?`) ? list : paths.admin.portalRegistrations;
}

function Shell({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
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
            {t('admin.review.back')}
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
  const tr = useT();
  useStaffSide();
  const { id = '' } = useParams();
  const { review, error, loading, refetch } = useRegistrationReview(id);
  const can = useCan();
  const name = review ? review.traveller.fullName || review.traveller.username : tr('admin.review.title');
  useDocumentTitle(review ? tr('admin.review.documentTitle', { name }) : tr('admin.review.title'));

  if (!review) {
    const notFound = error && readApiError(error).code === 'NOT_FOUND';
    return (
      <Shell title={tr('admin.review.title')}>
        {loading && !error ? (
          <LoadingState label={tr('admin.review.loading')} />
        ) : notFound ? (
          <Card>
            <CardContent className="grid justify-items-start gap-3 pt-5 sm:pt-6">
              <h2 className="text-lg font-semibold">{tr('admin.review.notFound')}</h2>
              <p className="text-sm text-slate-600">{tr('admin.review.notFoundBody')}</p>
            </CardContent>
          </Card>
        ) : (
          <div className="grid justify-items-start gap-3">
            <ErrorBanner className="w-full">{tr('admin.review.loadFailed')}</ErrorBanner>
            <Button variant="outline" onClick={() => void refetch()}>
              {tr('admin.retry')}
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
      <Section id="review-status" title={tr('admin.review.section.status')}>
        <div className="grid gap-4">
          <div className="flex flex-wrap items-center gap-3">
            {r.cancellation ? (
              <Badge tone="red" className="text-sm">
                {tr('admin.cancelled')}
              </Badge>
            ) : null}
            <Badge tone={statusTone(r.status)} className="text-sm">
              {tr(registrationStatusId(r.status))}
            </Badge>
            <span className="text-sm text-slate-600">{tr('admin.review.registered', { date: formatMediumDate(r.createdAt) })}</span>
            {r.holdExpiresAt ? <span className="text-sm text-amber-800">{tr('admin.heldUntil', { deadline: deadlineLabel(r.holdExpiresAt) })}</span> : null}
            <span className="text-sm text-slate-600">
              {tr('admin.review.deposit', { state: r.depositPaid ? tr('admin.deposit.paid') : tr('admin.deposit.unpaid') })}
            </span>
            <span className="text-sm text-slate-600">{tr('admin.review.form', { state: tr(REVIEW_STATE_IDS[adminFormState(r)]) })}</span>
            <span className="text-sm text-slate-600">{tr('admin.review.visa', { state: tr(REVIEW_STATE_IDS[adminVisaState(r)]) })}</span>
          </div>
          <RegistrationProgress registration={r} />
          <ChangesRequested audience="admin" kind="form" reason={r.formChangesReason} />
          <ChangesRequested audience="admin" kind="visa" reason={r.visaChangesReason} />
          {r.cancellation ? (
            <p className="text-sm text-slate-700">
              {r.cancellation.reason && r.cancellation.by !== 'SYSTEM'
                ? tr('admin.review.cancelledWithReason', { date: deadlineLabel(r.cancellation.at), by: r.cancellation.by, reason: r.cancellation.reason })
                : tr('admin.review.cancelled', { date: deadlineLabel(r.cancellation.at), by: r.cancellation.by })}
            </p>
          ) : (
            <ReviewActions registration={r} />
          )}
        </div>
      </Section>

      <Section id="review-profile" title={tr('admin.review.section.profile')}>
        <dl className="grid gap-3 sm:grid-cols-2">
          {[
            [tr('admin.review.profile.fullName'), t.fullName],
            [tr('admin.review.profile.username'), t.username],
            [tr('admin.review.profile.email'), t.email],
            [tr('admin.review.profile.phone'), t.phone],
            [tr('admin.review.profile.memberSince'), formatMediumDate(t.createdAt)],
          ].map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-600">{label}</dt>
              <dd className="wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      </Section>

      {can('finance:read') ? (
        <PartyPanel
          registrationId={r.id}
          wrap={(panel) => (
            <Section id="review-party" title={tr('admin.review.section.party')} description={tr('admin.review.section.partyDescription')}>
              {panel}
            </Section>
          )}
        />
      ) : null}

      {can('finance:read') ? (
        <Section id="review-payments" title={tr('admin.review.section.payments')} description={tr('admin.review.section.paymentsDescription')}>
          <PaymentsPanel registrationId={r.id} />
        </Section>
      ) : null}

      <Section id="review-form" title={tr('admin.review.section.form')}>
        <ReviewForm registrationId={r.id} form={review.form} under18ReferenceDate={r.trip.under18ReferenceDate} />
      </Section>

      {can('documents:read') ? (
        <Section id="review-documents" title={tr('admin.review.section.documents')}>
          <ReviewDocuments documents={review.documents} zipUrl={`/api/admin/trip-registrations/${r.id}/documents.zip`} />
        </Section>
      ) : null}

      <Section id="review-readiness" title={tr('admin.readiness.title')}>
        <ReviewReadiness registrationId={r.id} />
      </Section>

      <Section id="review-timeline" title={tr('admin.review.section.history')} description={tr('admin.review.section.historyDescription')}>
        <ReviewTimeline entries={review.timeline} />
      </Section>
    </Shell>
  );
}
