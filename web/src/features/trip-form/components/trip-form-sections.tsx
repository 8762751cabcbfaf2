// The four sections of the registration form (spec §2). Labels carry a visual "*" on required
// fields; the controls say so with aria-required.
import { formatDate, GENDERS, type Locale, MARITAL_STATUSES, type MessageId, type TripFormValues } from '@umrah/graphql';
import { type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, RadioGroupField, RequiredMark, SelectField, TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { ordinalDay } from '@umrah/graphql';
import { useLocale, useT } from '@/lib/i18n';
import { birthDateBounds, passportExpiryMin, type TripFormFields } from '../lib/form-values';

type Form = UseFormReturn<TripFormFields, unknown, TripFormValues>;

const GENDER_LABEL: Record<(typeof GENDERS)[number], MessageId> = { male: 'trip.form.gender.male', female: 'trip.form.gender.female' };
const MARITAL_STATUS_LABEL: Record<(typeof MARITAL_STATUSES)[number], MessageId> = {
  single: 'trip.form.maritalStatus.single',
  married: 'trip.form.maritalStatus.married',
  divorced: 'trip.form.maritalStatus.divorced',
  widowed: 'trip.form.maritalStatus.widowed',
};

/** A trip's day in a hint: the spec's "August 1st, 2026" in English, the language's long date otherwise. */
function tripDay(day: string, locale: Locale, style: 'long' | 'short' = 'long'): string {
  return locale === 'en' ? ordinalDay(day, style) : (formatDate(day, locale, 'long') ?? day);
}

function required(label: string) {
  return (
    <>
      {label}
      <RequiredMark />
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card aria-labelledby={id}>
      <CardHeader>
        <CardTitle id={id}>{title}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5 sm:grid-cols-2">{children}</CardContent>
    </Card>
  );
}

/** The dates of the registration's trip the form's hints and rules read (docs/product.md#trips). */
export interface FormTripDates {
  passportValidAfter: string;
  under18ReferenceDate: string;
}

export function PersonalSection({ form, trip }: { form: Form; trip: FormTripDates }) {
  const { register, formState } = form;
  const e = formState.errors;
  const t = useT();
  const locale = useLocale();
  const birth = birthDateBounds();
  return (
    <Section id="trip-personal-title" title={t('trip.form.personal.title')}>
      <TextField
        id="trip-full-name"
        className="sm:col-span-2"
        label={required(t('trip.form.fullName'))}
        aria-required="true"
        autoComplete="name"
        error={e.fullNameAsPerPassport?.message}
        {...register('fullNameAsPerPassport')}
      />
      <TextField
        id="trip-passport-surname"
        label={t('trip.form.passportSurname')}
        hint={t('trip.form.passportNames.hint')}
        autoComplete="family-name"
        error={e.passportSurname?.message}
        {...register('passportSurname')}
      />
      <TextField
        id="trip-passport-given-names"
        label={t('trip.form.passportGivenNames')}
        autoComplete="given-name"
        error={e.passportGivenNames?.message}
        {...register('passportGivenNames')}
      />
      <TextField
        id="trip-date-of-birth"
        type="date"
        label={required(t('trip.form.dateOfBirth'))}
        aria-required="true"
        min={birth.min}
        max={birth.max}
        autoComplete="bday"
        error={e.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <SelectField
        id="trip-gender"
        label={t('trip.form.gender')}
        required
        placeholder={t('trip.form.gender.placeholder')}
        options={GENDERS.map((value) => ({ value, label: t(GENDER_LABEL[value]) }))}
        error={e.gender?.message}
        {...register('gender')}
      />
      <SelectField
        id="trip-marital-status"
        label={t('trip.form.maritalStatus')}
        required
        placeholder={t('trip.form.maritalStatus.placeholder')}
        options={MARITAL_STATUSES.map((value) => ({ value, label: t(MARITAL_STATUS_LABEL[value]) }))}
        error={e.maritalStatus?.message}
        {...register('maritalStatus')}
      />
      <div className="grid gap-4 sm:col-span-2">
        <CheckboxField id="trip-canadian-citizen" label={t('trip.form.canadianCitizen')} {...register('isCanadianCitizen')} />
        <CheckboxField
          id="trip-canadian-passport"
          label={t('trip.form.canadianPassport')}
          hint={t('trip.form.canadianPassport.hint', { date: tripDay(trip.passportValidAfter, locale) })}
          {...register('hasValidCanadianPassport')}
        />
      </div>
    </Section>
  );
}

export function ContactSection({ form }: { form: Form }) {
  const { register, formState } = form;
  const e = formState.errors;
  const t = useT();
  return (
    <Section id="trip-contact-title" title={t('trip.form.contact.title')}>
      <TextField
        id="trip-address"
        className="sm:col-span-2"
        label={required(t('trip.form.address'))}
        aria-required="true"
        autoComplete="street-address"
        error={e.address?.message}
        {...register('address')}
      />
      <TextField
        id="trip-mobile-phone"
        type="tel"
        inputMode="tel"
        label={required(t('trip.form.mobilePhone'))}
        aria-required="true"
        dir="ltr"
        autoComplete="tel"
        error={e.mobilePhone?.message}
        {...register('mobilePhone')}
      />
      <TextField
        id="trip-emergency-name"
        label={required(t('trip.form.emergencyName'))}
        aria-required="true"
        error={e.emergencyContactName?.message}
        {...register('emergencyContactName')}
      />
      <TextField
        id="trip-emergency-email"
        type="email"
        inputMode="email"
        label={required(t('trip.form.emergencyEmail'))}
        aria-required="true"
        dir="ltr"
        error={e.emergencyContactEmail?.message}
        {...register('emergencyContactEmail')}
      />
      <TextField
        id="trip-emergency-relationship"
        label={required(t('trip.form.emergencyRelationship'))}
        aria-required="true"
        error={e.emergencyContactRelationship?.message}
        {...register('emergencyContactRelationship')}
      />
    </Section>
  );
}

export function PassportSection({ form, trip }: { form: Form; trip: FormTripDates }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  const t = useT();
  const locale = useLocale();
  const visaOptions = [
    { value: 'yes', label: t('trip.form.visa.yes') },
    { value: 'no', label: t('trip.form.visa.no') },
  ] as const;
  return (
    <Section id="trip-passport-title" title={t('trip.form.passport.title')}>
      <TextField
        id="trip-passport-number"
        label={required(t('trip.form.passportNumber'))}
        aria-required="true"
        dir="ltr"
        autoCapitalize="characters"
        spellCheck={false}
        error={e.passportNumber?.message}
        {...register('passportNumber')}
      />
      <TextField
        id="trip-passport-expiry"
        type="date"
        label={required(t('trip.form.passportExpiry'))}
        aria-required="true"
        min={passportExpiryMin(trip.passportValidAfter)}
        hint={t('trip.form.passportExpiry.hint', { date: tripDay(trip.passportValidAfter, locale) })}
        error={e.passportExpirationDate?.message}
        {...register('passportExpirationDate')}
      />
      <TextField
        id="trip-passport-country"
        label={required(t('trip.form.passportCountry'))}
        aria-required="true"
        autoComplete="country-name"
        error={e.passportIssuanceCountry?.message}
        {...register('passportIssuanceCountry')}
      />
      <Controller
        control={control}
        name="hasValidSaudiVisa"
        render={({ field, fieldState }) => (
          <RadioGroupField
            id="trip-saudi-visa"
            name={field.name}
            className="sm:col-span-2"
            label={t('trip.form.visa')}
            options={visaOptions}
            value={field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
            onBlur={field.onBlur}
            disabled={field.disabled}
            hint={t('trip.form.visa.hint')}
            error={fieldState.error?.message}
          />
        )}
      />
    </Section>
  );
}

export function AdditionalSection({ form, trip }: { form: Form; trip: FormTripDates }) {
  const { register, formState } = form;
  const e = formState.errors;
  const t = useT();
  const locale = useLocale();
  return (
    <Section id="trip-additional-title" title={t('trip.form.additional.title')}>
      <CheckboxField
        id="trip-under-18"
        className="sm:col-span-2"
        label={t('trip.form.under18', { date: tripDay(trip.under18ReferenceDate, locale, 'short') })}
        hint={t('trip.form.under18.hint')}
        {...register('isUnder18')}
      />
      <TextareaField
        id="trip-room-preferences"
        className="sm:col-span-2"
        label={t('trip.form.roomPreferences')}
        hint={t('trip.form.roomPreferences.hint')}
        error={e.roomPreferences?.message}
        {...register('roomPreferences')}
      />
    </Section>
  );
}
