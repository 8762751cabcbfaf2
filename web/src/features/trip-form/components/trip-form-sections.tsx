// The four sections of the registration form (spec §2). Labels carry a visual "*" on required
// fields; the controls say so with aria-required.
import { type TripFormValues } from '@umrah/graphql';
import { type ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { CheckboxField, RadioGroupField, RequiredMark, SelectField, TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { birthDateBounds, GENDER_OPTIONS, MARITAL_STATUS_OPTIONS, passportExpiryMin, type TripFormFields } from '../lib/form-values';

type Form = UseFormReturn<TripFormFields, unknown, TripFormValues>;

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

export function PersonalSection({ form }: { form: Form }) {
  const { register, formState } = form;
  const e = formState.errors;
  const birth = birthDateBounds();
  return (
    <Section id="trip-personal-title" title="Personal Information">
      <TextField
        id="trip-full-name"
        className="sm:col-span-2"
        label={required('Full Name (as per passport)')}
        aria-required="true"
        autoComplete="name"
        error={e.fullNameAsPerPassport?.message}
        {...register('fullNameAsPerPassport')}
      />
      <TextField
        id="trip-date-of-birth"
        type="date"
        label={required('Date of Birth')}
        aria-required="true"
        min={birth.min}
        max={birth.max}
        autoComplete="bday"
        error={e.dateOfBirth?.message}
        {...register('dateOfBirth')}
      />
      <SelectField
        id="trip-gender"
        label="Gender"
        required
        placeholder="Select gender"
        options={GENDER_OPTIONS}
        error={e.gender?.message}
        {...register('gender')}
      />
      <SelectField
        id="trip-marital-status"
        label="Marital Status"
        required
        placeholder="Select marital status"
        options={MARITAL_STATUS_OPTIONS}
        error={e.maritalStatus?.message}
        {...register('maritalStatus')}
      />
      <div className="grid gap-4 sm:col-span-2">
        <CheckboxField id="trip-canadian-citizen" label="I am a Canadian citizen" {...register('isCanadianCitizen')} />
        <CheckboxField
          id="trip-canadian-passport"
          label="I have a valid Canadian passport"
          hint="Your Canadian passport must expire after August 1st, 2026"
          {...register('hasValidCanadianPassport')}
        />
      </div>
    </Section>
  );
}

export function ContactSection({ form }: { form: Form }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <Section id="trip-contact-title" title="Contact Information">
      <TextField
        id="trip-address"
        className="sm:col-span-2"
        label={required('Address in Canada')}
        aria-required="true"
        autoComplete="street-address"
        error={e.address?.message}
        {...register('address')}
      />
      <TextField
        id="trip-mobile-phone"
        type="tel"
        inputMode="tel"
        label={required('Mobile Phone')}
        aria-required="true"
        autoComplete="tel"
        error={e.mobilePhone?.message}
        {...register('mobilePhone')}
      />
      <TextField
        id="trip-emergency-name"
        label={required('Emergency Contact Name')}
        aria-required="true"
        error={e.emergencyContactName?.message}
        {...register('emergencyContactName')}
      />
      <TextField
        id="trip-emergency-email"
        type="email"
        inputMode="email"
        label={required('Emergency Contact Email')}
        aria-required="true"
        error={e.emergencyContactEmail?.message}
        {...register('emergencyContactEmail')}
      />
      <TextField
        id="trip-emergency-relationship"
        label={required('Emergency Contact Relationship')}
        aria-required="true"
        error={e.emergencyContactRelationship?.message}
        {...register('emergencyContactRelationship')}
      />
    </Section>
  );
}

const VISA_OPTIONS = [
  { value: 'yes', label: 'Yes, I have a valid Saudi visa' },
  { value: 'no', label: "No, I'll need assistance obtaining one" },
] as const;

export function PassportSection({ form }: { form: Form }) {
  const { register, control, formState } = form;
  const e = formState.errors;
  return (
    <Section id="trip-passport-title" title="Passport & Visa Information">
      <TextField
        id="trip-passport-number"
        label={required('Passport Number')}
        aria-required="true"
        autoCapitalize="characters"
        spellCheck={false}
        error={e.passportNumber?.message}
        {...register('passportNumber')}
      />
      <TextField
        id="trip-passport-expiry"
        type="date"
        label={required('Passport Expiration Date')}
        aria-required="true"
        min={passportExpiryMin()}
        hint="Must be later than August 1st, 2026."
        error={e.passportExpirationDate?.message}
        {...register('passportExpirationDate')}
      />
      <TextField
        id="trip-passport-country"
        label={required('Passport Issuance Country')}
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
            label="Do you have a valid Saudi visa?"
            options={VISA_OPTIONS}
            value={field.value ? 'yes' : 'no'}
            onChange={(value) => field.onChange(value === 'yes')}
            onBlur={field.onBlur}
            disabled={field.disabled}
            hint="If you have a valid Saudi visa, you will need to upload it in the documents section."
            error={fieldState.error?.message}
          />
        )}
      />
    </Section>
  );
}

export function AdditionalSection({ form }: { form: Form }) {
  const { register, formState } = form;
  const e = formState.errors;
  return (
    <Section id="trip-additional-title" title="Additional Information">
      <CheckboxField
        id="trip-under-18"
        className="sm:col-span-2"
        label="I will be under 18 on Dec. 31st, 2024"
        hint="Travelers under 18 will need to provide additional consent forms."
        {...register('isUnder18')}
      />
      <TextareaField
        id="trip-room-preferences"
        className="sm:col-span-2"
        label="Room Preferences"
        hint="Optional: for example, who you would like to share a room with."
        error={e.roomPreferences?.message}
        {...register('roomPreferences')}
      />
    </Section>
  );
}
