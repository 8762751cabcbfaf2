// What the traveller gives for the trip (docs/product.md#ready-to-travel): visa details, the vaccine
// on their meningitis certificate, medical and mobility needs. The shared rules check it here first
// and the api again; a field the api refuses shows its message under the field.
import { fieldErrorsOf, travelDetailsRulesFor, VACCINE_TYPES, VISA_TYPES, type MessageId } from '@umrah/graphql';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, SelectField, TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { readApiError } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useMyReadiness, useSaveTravelDetails } from '@/lib/use-readiness';

interface Fields {
  visaNumber: string;
  visaType: string;
  visaIssuedOn: string;
  visaExpiresOn: string;
  vaccineType: string;
  vaccinatedOn: string;
  medicalNotes: string;
  diet: string;
  wheelchair: boolean;
}
type TextName = Exclude<keyof Fields, 'wheelchair'>;

const VISA_TYPE_LABEL: Record<(typeof VISA_TYPES)[number], MessageId> = {
  umrah: 'trip.details.visaType.umrah',
  tourist: 'trip.details.visaType.tourist',
  other: 'trip.details.visaType.other',
};
const VACCINE_LABEL: Record<(typeof VACCINE_TYPES)[number], MessageId> = {
  conjugate: 'trip.details.vaccine.conjugate',
  polysaccharide: 'trip.details.vaccine.polysaccharide',
};

const EMPTY: Fields = {
  visaNumber: '',
  visaType: '',
  visaIssuedOn: '',
  visaExpiresOn: '',
  vaccineType: '',
  vaccinatedOn: '',
  medicalNotes: '',
  diet: '',
  wheelchair: false,
};

type Readiness = NonNullable<ReturnType<typeof useMyReadiness>['readiness']>;
type Stored = Readiness['details'];

const fieldsOf = (stored: Stored | null | undefined): Fields =>
  stored
    ? {
        visaNumber: stored.visaNumber ?? '',
        visaType: stored.visaType ?? '',
        visaIssuedOn: stored.visaIssuedOn ?? '',
        visaExpiresOn: stored.visaExpiresOn ?? '',
        vaccineType: stored.vaccineType ?? '',
        vaccinatedOn: stored.vaccinatedOn ?? '',
        medicalNotes: stored.medicalNotes ?? '',
        diet: stored.diet ?? '',
        wheelchair: stored.wheelchair ?? false,
      }
    : EMPTY;

export function TravelDetailsForm() {
  const t = useT();
  const { readiness, loaded, error } = useMyReadiness({ enabled: true });
  // The form appears with the stored details in it, never empty first: what someone typed before
  // they arrived would otherwise be replaced by them. A new stored row (a save) fills it again.
  if (!loaded && !error) {
    return (
      <Card aria-labelledby="travel-details-title" aria-busy="true">
        <CardHeader>
          <CardTitle id="travel-details-title">{t('trip.details.title')}</CardTitle>
          <CardDescription>{t('trip.details.text')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-full" />
          <Skeleton className="h-10 w-2/3" />
        </CardContent>
      </Card>
    );
  }
  return <DetailsForm key={readiness?.details?.updatedAt ?? 'none'} readiness={readiness} />;
}

function DetailsForm({ readiness }: { readiness: Readiness | null }) {
  const t = useT();
  const save = useSaveTravelDetails();
  const [fields, setFields] = useState<Fields>(() => fieldsOf(readiness?.details));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);

  const text = (name: TextName) => ({
    id: `details-${name}`,
    name,
    value: fields[name],
    error: errors[name],
    disabled: saving,
    onChange: (e: { target: { value: string } }) => setFields((f) => ({ ...f, [name]: e.target.value })),
  });

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (!readiness || saving) return;
    const input = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v === '' ? null : v]));
    const checked = travelDetailsRulesFor({ startsOn: readiness.departsOn, endsOn: readiness.returnsOn }, new Date()).safeParse(input);
    if (!checked.success) {
      setErrors(fieldErrorsOf(checked.error));
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await save(input);
      toast({ title: t('trip.details.saved') });
    } catch (error) {
      const api = readApiError(error);
      setErrors(api.fieldErrors);
      toast({ variant: 'destructive', title: t('trip.details.failed'), description: api.message });
    } finally {
      setSaving(false);
    }
  }

  const choose = t('trip.details.choose');
  return (
    <Card aria-labelledby="travel-details-title">
      <CardHeader>
        <CardTitle id="travel-details-title">{t('trip.details.title')}</CardTitle>
        <CardDescription>{t('trip.details.text')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form noValidate onSubmit={(e) => void onSubmit(e)} aria-labelledby="travel-details-title" className="grid gap-6">
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">{t('trip.details.visa')}</legend>
            <TextField label={t('trip.details.visaNumber')} autoComplete="off" {...text('visaNumber')} />
            <SelectField
              label={t('trip.details.visaType')}
              placeholder={choose}
              options={VISA_TYPES.map((value) => ({ value, label: t(VISA_TYPE_LABEL[value]) }))}
              {...text('visaType')}
            />
            <TextField type="date" label={t('trip.details.visaIssuedOn')} {...text('visaIssuedOn')} />
            <TextField type="date" label={t('trip.details.visaExpiresOn')} {...text('visaExpiresOn')} />
          </fieldset>
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-base font-semibold text-slate-900">{t('trip.details.vaccination')}</legend>
            <SelectField
              label={t('trip.details.vaccineType')}
              placeholder={choose}
              options={VACCINE_TYPES.map((value) => ({ value, label: t(VACCINE_LABEL[value]) }))}
              {...text('vaccineType')}
            />
            <TextField type="date" label={t('trip.details.vaccinatedOn')} {...text('vaccinatedOn')} />
            <p className="text-sm text-slate-600 sm:col-span-2">{t('trip.details.vaccination.hint')}</p>
          </fieldset>
          <fieldset className="grid gap-4">
            <legend className="mb-2 text-base font-semibold text-slate-900">{t('trip.details.care')}</legend>
            <TextareaField label={t('trip.details.medicalNotes')} rows={3} maxLength={1000} {...text('medicalNotes')} />
            <TextField label={t('trip.details.diet')} maxLength={200} {...text('diet')} />
            <CheckboxField
              id="details-wheelchair"
              label={t('trip.details.wheelchair')}
              checked={fields.wheelchair}
              disabled={saving}
              error={errors.wheelchair}
              onChange={(e) => setFields((f) => ({ ...f, wheelchair: e.target.checked }))}
            />
          </fieldset>
          <div>
            <Button type="submit" disabled={saving || !readiness}>
              {saving ? <Spinner /> : null}
              {saving ? t('trip.details.saving') : t('trip.details.save')}
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
