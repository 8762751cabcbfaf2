// The trip's flight legs on the readiness tab (ADR 0128): the owner adds and removes legs and
// leaves a traveller off one; whoever may download the manifest gets one per leg, with its PNR.
import { zodResolver } from '@hookform/resolvers/zod';
import { flightLegRules } from '@umrah/graphql';
import { Download, Plane, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ErrorBanner } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextField } from '@/components/ui/form-field';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { FlightLegFieldsFragment } from '@/gql/graphql';
import { errorMessage, readApiError } from '@/lib/errors';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import { useAddFlightLeg, useDeleteFlightLeg, useFlightLegs, useSetFlightLegTraveller } from '../api/flights';
import { withTrip } from '../lib/chosen-trip';

interface Values {
  airline: string;
  flightNumber: string;
  departsOn: string;
  arrivesOn: string;
  fromAirport: string;
  toAirport: string;
  pnr: string;
}
const FIELDS = ['airline', 'flightNumber', 'departsOn', 'arrivesOn', 'fromAirport', 'toAirport', 'pnr'] as const;
const EMPTY: Values = { airline: '', flightNumber: '', departsOn: '', arrivesOn: '', fromAirport: '', toAirport: '', pnr: '' };

export function FlightLegs({ tripId, travellers }: { tripId: string | undefined; travellers: { registrationId: string; fullName: string }[] }) {
  const t = useT();
  const can = useCan();
  const { legs, error } = useFlightLegs(tripId);
  const manage = can('trips:manage');
  const manifest = can('registrations:export') && can('passports:reveal');

  if (error && !legs) return <ErrorBanner>{t('admin.flights.loadFailed')}</ErrorBanner>;
  return (
    <Card aria-labelledby="flight-legs-title">
      <CardHeader>
        <CardTitle id="flight-legs-title">{t('admin.flights.title')}</CardTitle>
        <CardDescription>{t('admin.flights.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!legs ? (
          <Spinner />
        ) : legs.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.flights.none')}</p>
        ) : (
          <ul className="grid gap-3">
            {legs.map((leg) => (
              <LegItem key={leg.id} leg={leg} tripId={tripId} manage={manage} manifest={manifest} travellers={travellers} />
            ))}
          </ul>
        )}
        {manage ? <AddLegForm tripId={tripId} /> : null}
      </CardContent>
    </Card>
  );
}

function LegItem({
  leg,
  tripId,
  manage,
  manifest,
  travellers,
}: {
  leg: FlightLegFieldsFragment;
  tripId: string | undefined;
  manage: boolean;
  manifest: boolean;
  travellers: { registrationId: string; fullName: string }[];
}) {
  const t = useT();
  const remove = useDeleteFlightLeg();
  const setTraveller = useSetFlightLegTraveller();
  const [busy, setBusy] = useState(false);
  // A box shows its new state at once; the server's answer (the leg, refetched by id) follows.
  const [flipped, setFlipped] = useState<Record<string, boolean>>({});
  const off = new Set(leg.excludedRegistrationIds);
  const onLeg = (id: string) => flipped[id] ?? !off.has(id);
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      toast({ variant: 'destructive', title: errorMessage(error, t('admin.flights.failed')) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li data-testid="flight-leg" className="grid gap-2 rounded-lg border border-slate-200 p-3 text-sm">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Plane aria-hidden="true" className="size-4 text-slate-500" />
        <span className="font-semibold text-slate-900">
          {leg.airline} {leg.flightNumber}
        </span>
        <span dir="ltr">
          {leg.fromAirport} → {leg.toAirport}
        </span>
        <span>{t('admin.flights.dates', { departs: formatMediumDate(leg.departsOn), arrives: formatMediumDate(leg.arrivesOn) })}</span>
        <span>{leg.pnr ? t('admin.flights.pnr', { pnr: leg.pnr }) : t('admin.flights.noPnr')}</span>
        <span className="text-slate-600">{t('admin.flights.travellers', { count: leg.travellerCount })}</span>
      </div>
      <div className="flex flex-wrap gap-2">
        {manifest
          ? (['xlsx', 'csv'] as const).map((format) => (
              <a
                key={format}
                href={withTrip(`/api/admin/exports/manifest.${format}?legId=${leg.id}`, tripId)}
                download
                className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}
              >
                <Download aria-hidden="true" />
                {format === 'xlsx'
                  ? t('admin.flights.manifestXlsx', { flight: leg.flightNumber })
                  : t('admin.flights.manifestCsv', { flight: leg.flightNumber })}
              </a>
            ))
          : null}
        {manage ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => run(() => remove(leg.id))}>
            <Trash2 aria-hidden="true" />
            {t('admin.flights.remove', { flight: leg.flightNumber })}
          </Button>
        ) : null}
      </div>
      {manage && travellers.length ? (
        <details>
          <summary className="cursor-pointer text-brand-700">{t('admin.flights.whoFlies')}</summary>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2">
            {travellers.map((traveller) => (
              <li key={traveller.registrationId}>
                <label className="flex items-center gap-2">
                  <input
                    type="checkbox"
                    className="size-4"
                    checked={onLeg(traveller.registrationId)}
                    disabled={busy}
                    onChange={(e) => {
                      const id = traveller.registrationId;
                      const checked = e.target.checked;
                      setFlipped((f) => ({ ...f, [id]: checked }));
                      void run(async () => {
                        try {
                          await setTraveller(leg.id, id, checked);
                        } finally {
                          setFlipped(({ [id]: _done, ...rest }) => rest);
                        }
                      });
                    }}
                  />
                  {traveller.fullName}
                </label>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </li>
  );
}

function AddLegForm({ tripId }: { tripId: string | undefined }) {
  const t = useT();
  const add = useAddFlightLeg();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<Values>({ resolver: zodResolver(flightLegRules()) as never, defaultValues: EMPTY });

  const onSubmit = async (values: Values) => {
    setFailure(null);
    try {
      const leg = await add(tripId, values);
      toast({ title: t('admin.flights.added', { flight: leg.flightNumber }) });
      reset(EMPTY);
    } catch (error) {
      const api = readApiError(error);
      let shown = false;
      for (const field of FIELDS)
        if (api.fieldErrors[field]) {
          setError(field, { message: api.fieldErrors[field] });
          shown = true;
        }
      if (!shown) setFailure(errorMessage(error, t('admin.flights.failed')));
    }
  };

  return (
    <form noValidate onSubmit={handleSubmit(onSubmit)} aria-labelledby="add-leg-title" className="grid gap-3 border-t border-slate-100 pt-4">
      <h3 id="add-leg-title" className="text-sm font-semibold text-slate-900">
        {t('admin.flights.add')}
      </h3>
      {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <TextField id="leg-airline" label={t('admin.flights.airline')} error={errors.airline?.message} {...register('airline')} />
        <TextField
          id="leg-flight"
          label={t('admin.flights.flightNumber')}
          placeholder="SV 22"
          error={errors.flightNumber?.message}
          {...register('flightNumber')}
        />
        <TextField id="leg-departs" type="date" label={t('admin.flights.departsOn')} error={errors.departsOn?.message} {...register('departsOn')} />
        <TextField id="leg-arrives" type="date" label={t('admin.flights.arrivesOn')} error={errors.arrivesOn?.message} {...register('arrivesOn')} />
        <TextField id="leg-from" label={t('admin.flights.from')} placeholder="YYZ" error={errors.fromAirport?.message} {...register('fromAirport')} />
        <TextField id="leg-to" label={t('admin.flights.to')} placeholder="JED" error={errors.toAirport?.message} {...register('toAirport')} />
        <TextField id="leg-pnr" label={t('admin.flights.pnrLabel')} hint={t('admin.flights.pnrHint')} error={errors.pnr?.message} {...register('pnr')} />
      </div>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <Spinner /> : null}
          {t('admin.flights.submit')}
        </Button>
      </div>
    </form>
  );
}
