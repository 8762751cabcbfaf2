import { canMoveTrip, TRIP_STATUSES, type TripStatus } from '@umrah/graphql';
import { Copy, Pencil, RefreshCw } from 'lucide-react';
import { useState } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import type { TripFieldsFragment } from '@/gql/graphql';
import { useTrips } from '../api/trips';
import { CopyTripDialog } from './copy-trip-dialog';
import { MoveTripDialog } from './move-trip-dialog';
import { TripEditor } from './trip-editor';
import { HotelStaysEditor } from './hotel-stays-editor';
import { useT } from '@/lib/i18n';
import { TRIP_MOVE_IDS, TRIP_STATUS_IDS } from '../lib/labels';

const TONES: Record<TripStatus, BadgeTone> = { draft: 'slate', open: 'green', closed: 'amber', travelling: 'blue', returned: 'blue', archived: 'slate' };
type Move = Exclude<TripStatus, 'draft'>;
const movesOf = (status: TripStatus) => TRIP_STATUSES.filter((to): to is Move => to !== 'draft' && canMoveTrip(status, to));

/** Every trip with its life: copy one into the next season, edit its facts, move it along (docs/product.md#trips). */
export function TripsTab() {
  const tr = useT();
  const { trips, error, refetch } = useTrips();
  const [copying, setCopying] = useState<TripFieldsFragment | null>(null);
  const [editing, setEditing] = useState<string | null>(null);
  const [moving, setMoving] = useState<{ trip: TripFieldsFragment; to: Move } | null>(null);
  const edited = trips?.find((t) => t.id === editing);

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="trips-title">
        <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
          <div className="grid gap-1.5">
            <CardTitle id="trips-title">{tr('admin.tabs.trips')}</CardTitle>
            <CardDescription>{tr('admin.trips.description')}</CardDescription>
          </div>
          <Button variant="outline" onClick={() => void refetch()}>
            <RefreshCw aria-hidden="true" />
            {tr('admin.refresh')}
          </Button>
        </CardHeader>
        <CardContent>
          {!trips && error ? (
            <ErrorBanner>{tr('admin.trips.loadFailed')}</ErrorBanner>
          ) : !trips ? (
            <LoadingState label={tr('admin.trips.loading')} />
          ) : (
            <ul aria-label={tr('admin.tabs.trips')} className="grid gap-3">
              {trips.map((t) => (
                <li
                  key={t.id}
                  className="grid gap-3 rounded-lg border border-slate-200 p-4 text-sm md:grid-cols-[minmax(0,2fr)_minmax(0,2fr)_auto_auto] md:items-center"
                >
                  <div className="min-w-0">
                    <h3 className="font-semibold wrap-anywhere text-slate-900">{t.name}</h3>
                    <p className="text-xs wrap-anywhere text-slate-600">{t.slug}</p>
                  </div>
                  <p className="text-slate-800">{t.dates}</p>
                  <div>
                    <Badge tone={TONES[t.status]}>{tr(TRIP_STATUS_IDS[t.status])}</Badge>
                  </div>
                  <p className="text-slate-700 tabular-nums md:text-right">{tr('admin.trips.registrations', { count: t.registrationCount })}</p>
                  <div className="flex flex-wrap gap-2 md:col-span-4">
                    <Button size="sm" variant="outline" onClick={() => setCopying(t)} aria-label={tr('admin.trips.copyNamed', { name: t.name })}>
                      <Copy aria-hidden="true" />
                      {tr('admin.trips.copy')}
                    </Button>
                    {t.status !== 'archived' ? (
                      <Button size="sm" variant="outline" onClick={() => setEditing(t.id)} aria-label={tr('admin.trips.editNamed', { name: t.name })}>
                        <Pencil aria-hidden="true" />
                        {tr('admin.trips.edit')}
                      </Button>
                    ) : null}
                    {movesOf(t.status).map((to) => (
                      <Button
                        key={to}
                        size="sm"
                        variant={to === 'open' ? 'default' : 'outline'}
                        onClick={() => setMoving({ trip: t, to })}
                        aria-label={tr('admin.trips.moveNamed', { move: tr(TRIP_MOVE_IDS[to]), name: t.name })}
                      >
                        {tr(TRIP_MOVE_IDS[to])}
                      </Button>
                    ))}
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {edited ? <TripEditor key={edited.id} trip={edited} onClose={() => setEditing(null)} /> : null}
      {edited ? <HotelStaysEditor key={`stays-${edited.id}`} tripId={edited.id} /> : null}
      {copying ? <CopyTripDialog source={copying} onClose={() => setCopying(null)} onCopied={(t) => setEditing(t.id)} /> : null}
      {moving ? <MoveTripDialog trip={moving.trip} to={moving.to} onClose={() => setMoving(null)} /> : null}
    </div>
  );
}
