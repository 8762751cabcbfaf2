import { type RegistrationsPageQuery } from '@/gql/graphql';

type Summary = RegistrationsPageQuery['registrationsPage']['summary'];

/** Counts over the whole group, whatever the filter. */
export function RegistrationsSummary({ summary }: { summary: Summary | undefined }) {
  const items = [
    { label: 'Registered', value: summary ? `${summary.registered} / ${summary.groupLimit}` : '–' },
    { label: 'Forms awaiting review', value: summary?.formsAwaitingReview ?? '–' },
    { label: 'Visas awaiting review', value: summary?.visasAwaitingReview ?? '–' },
    { label: 'Completed', value: summary?.completed ?? '–' },
  ];
  return (
    <dl aria-label="Registration summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {items.map(({ label, value }) => (
        <div key={label} className="rounded-lg border border-slate-200 bg-white px-4 py-3">
          <dt className="text-xs font-medium text-slate-600">{label}</dt>
          <dd className="text-xl font-semibold text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
