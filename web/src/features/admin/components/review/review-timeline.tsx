import { type RegistrationReviewQuery } from '@/gql/graphql';
import { formatDateTime } from '@/lib/format';
import { useT } from '@/lib/i18n';

type Entry = RegistrationReviewQuery['registrationReview']['timeline'][number];

/** The registration's history from the audit log: who did what, when, oldest first. */
export function ReviewTimeline({ entries }: { entries: Entry[] }) {
  const t = useT();
  if (!entries.length) return <p className="text-sm text-slate-600">{t('admin.timeline.empty')}</p>;
  return (
    <ol className="grid gap-0" aria-label={t('admin.timeline.label')}>
      {entries.map((e) => (
        <li key={e.id} className="relative border-l-2 border-slate-200 pb-4 pl-5 wrap-anywhere last:pb-0">
          <span aria-hidden="true" className="absolute top-1 -left-[7px] size-3 rounded-full border-2 border-white bg-brand-700" />
          <p className="font-medium text-slate-900">{e.summary}</p>
          <p className="text-sm text-slate-600">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {' · '}
            {e.actor ? `${e.actor.fullName || e.actor.username} (${e.actor.username})` : t('admin.timeline.unknownAccount')}
          </p>
          {e.reason ? (
            <p className="mt-1 rounded-md bg-amber-50 px-3 py-2 text-sm whitespace-pre-line wrap-anywhere text-amber-950">
              {t('admin.reasonShown', { reason: e.reason })}
            </p>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
