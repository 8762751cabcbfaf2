// A traveller's readiness on their review page: the same rules' states as the board and the
// traveller's card, and what they gave (care needs only for staff with medical:read).
import type { MessageId } from '@umrah/graphql';
import { ReadinessItems } from '@/components/readiness-items';
import { ErrorBanner } from '@/components/ui/alert';
import { LoadingState } from '@/components/ui/spinner';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useRegistrationReadiness } from '../../api/readiness';

export function ReviewReadiness({ registrationId }: { registrationId: string }) {
  const t = useT();
  const { readiness, error } = useRegistrationReadiness(registrationId);
  if (error && !readiness) return <ErrorBanner>{t('admin.readiness.loadFailed')}</ErrorBanner>;
  if (!readiness) return <LoadingState />;
  const d = readiness.details;
  const day = (value: string | null | undefined) => (value ? formatMediumDate(value) : null);
  const facts: [MessageId, string | null | undefined][] = [
    ['trip.details.visaNumber', d.visaNumber],
    ['trip.details.visaType', d.visaType],
    ['trip.details.visaIssuedOn', day(d.visaIssuedOn)],
    ['trip.details.visaExpiresOn', day(d.visaExpiresOn)],
    ['trip.details.vaccineType', d.vaccineType],
    ['trip.details.vaccinatedOn', day(d.vaccinatedOn)],
    ['trip.details.medicalNotes', d.medicalNotes],
    ['trip.details.diet', d.diet],
    ['trip.details.wheelchair', d.wheelchair ? t('admin.readiness.yes') : null],
  ];
  const shown = facts.filter(([, value]) => value);
  return (
    <div className="grid gap-4">
      <ReadinessItems items={readiness.items} showFix={false} />
      {d.visaType ? (
        <p data-testid="visa-confirmation" className="text-sm text-slate-700">
          {d.visaConfirmedAt
            ? t('admin.readiness.visaConfirmed', { name: d.visaConfirmedBy ?? '—', date: formatMediumDate(d.visaConfirmedAt) })
            : t('admin.readiness.visaNotConfirmed')}
        </p>
      ) : null}
      {shown.length ? (
        <dl className="grid gap-3 sm:grid-cols-2">
          {shown.map(([label, value]) => (
            <div key={label} className="min-w-0">
              <dt className="text-xs font-medium text-slate-600">{t(label)}</dt>
              <dd className="wrap-anywhere text-slate-900">{value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
    </div>
  );
}
