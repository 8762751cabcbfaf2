import { readApiError } from '@/lib/errors';
import { TRIP_FORM_FIELDS, type TripFormField } from './form-values';

/** A save or submit failure: the server's field errors on known fields, and the toast text. */
export function tripFormError(error: unknown, fallback: string) {
  const api = readApiError(error);
  const fieldErrors: Partial<Record<TripFormField, string>> = {};
  for (const [field, text] of Object.entries(api.fieldErrors)) {
    if ((TRIP_FORM_FIELDS as readonly string[]).includes(field)) fieldErrors[field as TripFormField] = text;
  }
  return { fieldErrors, message: api.message ?? fallback };
}
