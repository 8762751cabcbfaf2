import { FileDown, FileText } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import type { MyPastTripsQuery } from '@/gql/graphql';
import { formatDocumentType } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useDueLabel, useMoney } from '@/components/money-text';
import { statusTone, useStatusLabel } from '@/lib/registration';
import { usePastTrips } from '../api/past-trips';

type PastTrip = MyPastTripsQuery['myPastTrips'][number];

const link = 'inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline-offset-2 hover:underline';

function PastTripItem({ past }: { past: PastTrip }) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const dueLabel = useDueLabel();
  const formatCents = useMoney();
  const { trip, registration, payments, documents } = past;
  const headingId = `past-trip-${trip.id}`;
  return (
    <li aria-labelledby={headingId} className="grid gap-3 rounded-lg border border-slate-200 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-0.5">
          <h3 id={headingId} className="font-semibold text-slate-900">
            {trip.name}
          </h3>
          <p className="text-sm text-slate-600">
            {dueLabel(trip.startsOn)} – {dueLabel(trip.endsOn)}
          </p>
        </div>
        {registration.cancellation ? (
          <Badge tone="red">{t('portal.pastTrips.cancelled')}</Badge>
        ) : (
          <Badge tone={statusTone(registration.status)}>{statusLabel(registration.status)}</Badge>
        )}
      </div>
      <div className="grid gap-1">
        <h4 className="text-sm font-semibold text-slate-800">{t('portal.pastTrips.receipts')}</h4>
        {payments.entries.length ? (
          <ul className="grid gap-1">
            {payments.entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
                <span className="tabular-nums">{dueLabel(e.receivedOn)}</span>
                <span className="tabular-nums">{formatCents(e.amountCents)}</span>
                <a href={e.receiptUrl} target="_blank" rel="noreferrer" className={link}>
                  <FileDown aria-hidden="true" className="size-4" />
                  {t('portal.pastTrips.receipt', { number: e.receiptNumber })}
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('portal.pastTrips.noPayments')}</p>
        )}
        <p className="text-sm text-slate-700">
          {t('portal.pastTrips.paidOf', { paid: formatCents(payments.paidCents - payments.refundedCents), fare: formatCents(payments.fareCents) })}
        </p>
      </div>
      {documents.length ? (
        <div className="grid gap-1">
          <h4 className="text-sm font-semibold text-slate-800">{t('portal.pastTrips.documents')}</h4>
          <ul className="grid gap-1">
            {documents.map((d) => (
              <li key={d.id}>
                <a href={d.url} target="_blank" rel="noreferrer" className={`${link} break-all`}>
                  <FileText aria-hidden="true" className="size-4 shrink-0" />
                  {formatDocumentType(d.type)}: {d.originalName}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </li>
  );
}

/** Past trips (docs/product.md#trips): the traveller's registrations on earlier trips, read-only. Hidden when there are none. */
export function PastTrips() {
  const t = useT();
  const { pastTrips } = usePastTrips();
  if (!pastTrips.length) return null;
  return (
    <Card aria-labelledby="past-trips-title">
      <CardHeader>
        <CardTitle id="past-trips-title">{t('portal.pastTrips.title')}</CardTitle>
        <CardDescription>{t('portal.pastTrips.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-4">
          {pastTrips.map((past) => (
            <PastTripItem key={past.registration.id} past={past} />
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
