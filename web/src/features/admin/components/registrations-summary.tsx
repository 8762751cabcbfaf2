import { type RegistrationsPageQuery } from '@/gql/graphql';
import { useT } from '@/lib/i18n';

type Summary = RegistrationsPageQuery['registrationsPage']['summary'];

/** Counts over the whole group, whatever the filter. */
export function RegistrationsSummary({ summary }: { summary: Summary | undefined }) {
  const t = useT();
  const items = [
    { label: t('admin.summary.registered'), value: summary ? `${summary.registered} / ${summary.groupLimit}` : '–' },
    { label: t('admin.summary.formsAwaiting'), value: summary?.formsAwaitingReview ?? '–' },
    { label: t('admin.summary.visasAwaiting'), value: summary?.visasAwaitingReview ?? '–' },
    { label: t('admin.summary.completed'), value: summary?.completed ?? '–' },
  ];
  return (
    <dl aria-label={t('admin.summary.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
