import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react';
import { formatDate } from '@umrah/graphql';
import { Info } from 'lucide-react';
import { MyPurgedTripsDocument } from '@/gql/graphql';
import { useLocale, useT } from '@/lib/i18n';

/** Past trips whose documents went under the retention policy (docs/product.md#privacy). */
export function PurgedDocumentsNotice() {
  const t = useT();
  const locale = useLocale();
  const { data } = useQuery(MyPurgedTripsDocument);
  const trips = data?.myPurgedTrips ?? [];
  if (!trips.length) return null;
  return (
    <section aria-label={t('trip.documents.purged.label')} className="grid gap-2">
      {trips.map((trip) => (
        <p key={trip.tripId} className="flex items-start gap-2 rounded-lg border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          <span>
            {/* A bare day is that day in Toronto (formatDate reads it at noon UTC). */}
            <Trans
              id="trip.documents.purged.text"
              values={{ trip: trip.tripName, date: formatDate(trip.documentsPurgedOn, locale, 'long') }}
              components={{ 0: <span className="font-semibold text-slate-900" /> }}
            />
          </span>
        </p>
      ))}
    </section>
  );
}
