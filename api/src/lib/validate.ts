import { fieldErrorsOf, SERVER_MESSAGES } from '@umrah/graphql';
import type { z } from 'zod';
import { AppError } from './errors.js';

// Only for a rule that names no message of its own (every field of the spec's forms does):
// a clear text rather than zod's "Invalid input: expected string, received undefined".
const FALLBACK = SERVER_MESSAGES.valueNotAccepted;

/** Parses input with a shared rule; a failure is a BAD_USER_INPUT carrying each field's message. */
export function validate<S extends z.ZodType>(rules: S, input: unknown): z.infer<S> {
  const parsed = rules.safeParse(input ?? {}, { error: () => FALLBACK });
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  throw new AppError('BAD_USER_INPUT', first, fieldErrors);
}
