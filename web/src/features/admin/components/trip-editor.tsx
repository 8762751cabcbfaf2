import { Plus, Save, Trash2, X } from 'lucide-react';
import { useState } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { Notice } from '@/components/ui/notice';
import { toast } from '@/components/ui/use-toast';
import type { TripFieldsFragment } from '@/gql/graphql';
import { errorMessage, readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useUpdateTrip } from '../api/trips';
import { FARE_IDS, TRIP_STATUS_IDS } from '../lib/labels';
import { checkFacts, factsInputOf, formFieldOf, formValuesOf, type TripFactsInput, type TripFormValues } from '../lib/trip-facts-form';
import { ConfirmTripChange } from './confirm-trip-change';

/**
 * A trip's facts. In a draft everything may change; once open, a fare or schedule change applies to
 * new registrations only (prices are locked at start), and a change of dates or group size is confirmed.
 */
export function TripEditor({ trip, onClose }: { trip: TripFieldsFragment; onClose: () => void }) {
  const t = useT();
  const update = useUpdateTrip();
  const fareOptions = [
    { value: 'all', label: t('admin.tripEditor.bothFares') },
    { value: 'barakah', label: t(FARE_IDS.barakah) },
    { value: 'nonBarakah', label: t(FARE_IDS.nonBarakah) },
  ];
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [confirming, setConfirming] = useState<TripFactsInput | null>(null);
  const [saving, setSaving] = useState(false);
  const { register, control, handleSubmit, reset } = useForm<TripFormValues>({ defaultValues: formValuesOf(trip) });
  const schedule = useFieldArray({ control, name: 'schedule' });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const draft = trip.status === 'draft';
  const field = (name: string) => ({ id: `trip-${name.replace(/\./g, '-')}`, error: errors[name] });

  const save = async (input: TripFactsInput) => {
    setSaving(true);
    try {
      const saved = await update(trip.id, input);
      reset(formValuesOf(saved));
      setErrors({});
      toast({ title: t('admin.tripEditor.saved'), description: t('admin.tripEditor.savedDescription', { name: saved.name, dates: saved.dates }) });
    } catch (error) {
      const api = readApiError(error);
      const mapped = Object.fromEntries(Object.entries(api.fieldErrors).map(([k, v]) => [formFieldOf(k), v]));
      setErrors(mapped);
      if (!Object.keys(mapped).length)
        toast({ variant: 'destructive', title: t('admin.tripEditor.notSaved'), description: errorMessage(error, t('admin.tripEditor.failed')) });
    } finally {
      setSaving(false);
      setConfirming(null);
    }
  };

  const onSubmit = (values: TripFormValues) => {
    const input = factsInputOf(trip.slug, values);
    const found = checkFacts(input);
    setErrors(found);
    if (Object.keys(found).length) return;
    const moved = input.startsOn !== trip.startsOn || input.endsOn !== trip.endsOn || input.groupSize !== trip.groupSize;
    if (!draft && moved) setConfirming(input);
    else void save(input);
  };

  return (
    <Card aria-labelledby="trip-editor-title">
      <CardHeader className="flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1.5">
          <CardTitle id="trip-editor-title">{t('admin.tripEditor.title', { name: trip.name })}</CardTitle>
          <CardDescription>{t('admin.tripEditor.slugNote', { status: t(TRIP_STATUS_IDS[trip.status]), slug: trip.slug })}</CardDescription>
        </div>
        <Button variant="ghost" onClick={onClose}>
          <X aria-hidden="true" />
          {t('admin.tripEditor.close')}
        </Button>
      </CardHeader>
      <CardContent>
        {!draft ? (
          <Notice tone="warning" title={t('admin.tripEditor.lockedTitle')} className="mb-4">
            {t('admin.tripEditor.lockedText', { count: trip.registrationCount })}
          </Notice>
        ) : null}
        <form noValidate onSubmit={handleSubmit(onSubmit)} className="grid gap-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-slate-900">{t('admin.tripEditor.theTrip')}</legend>
            <TextField label={t('admin.tripEditor.name')} {...field('name')} {...register('name')} />
            <TextField label={t('admin.tripEditor.departureCity')} {...field('departureCity')} {...register('departureCity')} />
            <TextField label={t('admin.tripEditor.startsOn')} type="date" {...field('startsOn')} {...register('startsOn')} />
            <TextField label={t('admin.tripEditor.endsOn')} type="date" {...field('endsOn')} {...register('endsOn')} />
            <TextField label={t('admin.tripEditor.groupSize')} type="number" inputMode="numeric" {...field('groupSize')} {...register('groupSize')} />
            <TextField
              label={t('admin.tripEditor.retentionDays')}
              type="number"
              inputMode="numeric"
              {...field('retentionDays')}
              {...register('retentionDays')}
            />
            <TextField
              label={t('admin.tripEditor.holdHours')}
              type="number"
              inputMode="numeric"
              hint={t('admin.tripEditor.holdHoursHint')}
              {...field('holdHours')}
              {...register('holdHours')}
            />
            <TextField label={t('admin.tripEditor.offerHours')} type="number" inputMode="numeric" {...field('offerHours')} {...register('offerHours')} />
            <TextField
              label={t('admin.tripEditor.under18')}
              type="date"
              hint={t('admin.tripEditor.under18Hint')}
              {...field('under18ReferenceDate')}
              {...register('under18ReferenceDate')}
            />
            <TextField
              label={t('admin.tripEditor.passportValidAfter')}
              type="date"
              hint={t('admin.tripEditor.passportValidAfterHint')}
              {...field('passportValidAfter')}
              {...register('passportValidAfter')}
            />
          </fieldset>

          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 font-semibold text-slate-900">{t('admin.tripEditor.fares')}</legend>
            <TextField
              label={t('admin.tripEditor.fareAmount', { fare: t(FARE_IDS.barakah) })}
              inputMode="decimal"
              {...field('barakah')}
              {...register('barakah')}
            />
            <TextField
              label={t('admin.tripEditor.fareAmount', { fare: t(FARE_IDS.nonBarakah) })}
              inputMode="decimal"
              {...field('nonBarakah')}
              {...register('nonBarakah')}
            />
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold text-slate-900">{t('admin.tripEditor.schedule')}</legend>
            <p className="text-sm text-slate-600">{t('admin.tripEditor.scheduleHint')}</p>
            {errors.schedule ? <p className="text-sm font-medium text-red-700">{errors.schedule}</p> : null}
            {schedule.fields.map((item, i) => (
              <div key={item.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_2fr_1fr_1fr_auto] sm:items-end">
                <TextField
                  label={t('admin.tripEditor.instalmentAmount', { n: i + 1 })}
                  inputMode="decimal"
                  {...field(`schedule.${i}.amount`)}
                  {...register(`schedule.${i}.amount`)}
                />
                <TextField
                  label={t('admin.tripEditor.instalmentDescription')}
                  {...field(`schedule.${i}.description`)}
                  {...register(`schedule.${i}.description`)}
                />
                <SelectField
                  label={t('admin.tripEditor.instalmentFor')}
                  options={fareOptions}
                  {...field(`schedule.${i}.fare`)}
                  {...register(`schedule.${i}.fare`)}
                />
                <TextField label={t('admin.tripEditor.dueDate')} type="date" {...field(`schedule.${i}.dueDate`)} {...register(`schedule.${i}.dueDate`)} />
                <Button variant="ghost" onClick={() => schedule.remove(i)} aria-label={t('admin.tripEditor.removeInstalment', { n: i + 1 })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button variant="outline" size="sm" onClick={() => schedule.append({ amount: '', description: '', fare: 'all', dueDate: '' })}>
                <Plus aria-hidden="true" />
                {t('admin.tripEditor.addInstalment')}
              </Button>
            </div>
          </fieldset>

          <fieldset className="grid gap-3">
            <legend className="mb-2 font-semibold text-slate-900">{t('admin.tripEditor.refundPolicy')}</legend>
            <CheckboxField id="trip-depositRefundable" label={t('admin.tripEditor.depositRefundable')} {...register('depositRefundable')} />
            {tiers.fields.map((tier, i) => (
              <div key={tier.id} className="grid gap-3 rounded-lg border border-slate-200 p-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
                <TextField
                  label={t('admin.tripEditor.tierBefore', { n: i + 1 })}
                  type="date"
                  {...field(`tiers.${i}.before`)}
                  {...register(`tiers.${i}.before`)}
                />
                <TextField
                  label={t('admin.tripEditor.tierPercent')}
                  type="number"
                  inputMode="numeric"
                  {...field(`tiers.${i}.percent`)}
                  {...register(`tiers.${i}.percent`)}
                />
                <Button variant="ghost" onClick={() => tiers.remove(i)} aria-label={t('admin.tripEditor.removeTier', { n: i + 1 })}>
                  <Trash2 aria-hidden="true" />
                </Button>
              </div>
            ))}
            <div>
              <Button variant="outline" size="sm" onClick={() => tiers.append({ before: '', percent: '' })}>
                <Plus aria-hidden="true" />
                {t('admin.tripEditor.addTier')}
              </Button>
            </div>
          </fieldset>

          <div>
            <Button type="submit" disabled={saving}>
              <Save aria-hidden="true" />
              {t('admin.tripEditor.save')}
            </Button>
          </div>
        </form>
      </CardContent>
      {confirming ? (
        <ConfirmTripChange
          name={trip.name}
          travelers={trip.registrationCount}
          saving={saving}
          onCancel={() => setConfirming(null)}
          onConfirm={() => void save(confirming)}
        />
      ) : null}
    </Card>
  );
}
