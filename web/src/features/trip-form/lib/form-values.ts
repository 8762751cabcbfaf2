// Between the saved form, the form's fields and the api input. The fields hold strings ("" when
// empty, dates as YYYY-MM-DD from the date pickers) and booleans; the rules do the rest.
import { BIRTH_DATE_MIN, type TripFormDraft, type TripFormValues } from '@umrah/graphql';
import { type TripFormFieldsFragment, type TripFormInput } from '@/gql/graphql';

export interface TripFormFields {
  fullNameAsPerPassport: string;
  passportSurname: string;
  passportGivenNames: string;
  dateOfBirth: string;
  gender: string;
  maritalStatus: string;
  isCanadianCitizen: boolean;
  hasValidCanadianPassport: boolean;
  address: string;
  mobilePhone: string;
  emergencyContactName: string;
  emergencyContactEmail: string;
  emergencyContactRelationship: string;
  passportNumber: string;
  passportExpirationDate: string;
  passportIssuanceCountry: string;
  hasValidSaudiVisa: boolean;
  roomPreferences: string;
  isUnder18: boolean;
}

export type TripFormField = keyof TripFormFields;

export const TRIP_FORM_FIELDS: readonly TripFormField[] = [
  'fullNameAsPerPassport',
  'passportSurname',
  'passportGivenNames',
  'dateOfBirth',
  'gender',
  'maritalStatus',
  'isCanadianCitizen',
  'hasValidCanadianPassport',
  'address',
  'mobilePhone',
  'emergencyContactName',
  'emergencyContactEmail',
  'emergencyContactRelationship',
  'passportNumber',
  'passportExpirationDate',
  'passportIssuanceCountry',
  'hasValidSaudiVisa',
  'roomPreferences',
  'isUnder18',
];

/** The form's starting values: the saved form where there is one, else empty. */
export function fieldsFromSaved(saved: TripFormFieldsFragment | null | undefined): TripFormFields {
  return {
    fullNameAsPerPassport: saved?.fullNameAsPerPassport ?? '',
    passportSurname: saved?.passportSurname ?? '',
    passportGivenNames: saved?.passportGivenNames ?? '',
    dateOfBirth: saved?.dateOfBirth ?? '',
    gender: saved?.gender ?? '',
    maritalStatus: saved?.maritalStatus ?? '',
    isCanadianCitizen: saved?.isCanadianCitizen ?? false,
    hasValidCanadianPassport: saved?.hasValidCanadianPassport ?? false,
    address: saved?.address ?? '',
    mobilePhone: saved?.mobilePhone ?? '',
    emergencyContactName: saved?.emergencyContactName ?? '',
    emergencyContactEmail: saved?.emergencyContactEmail ?? '',
    emergencyContactRelationship: saved?.emergencyContactRelationship ?? '',
    passportNumber: saved?.passportNumber ?? '',
    passportExpirationDate: saved?.passportExpirationDate ?? '',
    passportIssuanceCountry: saved?.passportIssuanceCountry ?? '',
    hasValidSaudiVisa: saved?.hasValidSaudiVisa ?? false,
    roomPreferences: saved?.roomPreferences ?? '',
    isUnder18: saved?.isUnder18 ?? false,
  };
}

/** The api input: the checked values plus the registration (spec §7); dates stay ISO YYYY-MM-DD. */
export function inputFrom(values: TripFormValues | TripFormDraft, tripRegistrationId: string): TripFormInput {
  return { tripRegistrationId, ...values };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date on this device as YYYY-MM-DD (what a date picker calls today). */
export function localToday(now = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function nextDay(iso: string): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** Date-of-birth picker bounds (spec §9): 1900-01-01 to today. */
export function birthDateBounds(now = new Date()) {
  return { min: BIRTH_DATE_MIN, max: localToday(now) };
}

/** Passport-expiry picker: nothing before today, nothing up to the trip's cut-off (it must be later). */
export function passportExpiryMin(passportValidAfter: string, now = new Date()): string {
  const today = localToday(now);
  const firstValid = nextDay(passportValidAfter);
  return today > firstValid ? today : firstValid;
}
