import { fieldErrorsOf } from '@umrah/graphql';
import type { z } from 'zod';
import { AppError } from './errors.js';

/** Parses input with a shared rule; a failure is a BAD_USER_INPUT carrying each field's message. */
export function validate<S extends z.ZodType>(rules: S, input: unknown): z.infer<S> {
  const parsed = rules.safeParse(input ?? {});
  if (parsed.success) return parsed.data;
  const fieldErrors = fieldErrorsOf(parsed.error);
  const first = Object.values(fieldErrors)[0] ?? 'Invalid input';
  throw new AppError('BAD_USER_INPUT', first, fieldErrors);
}
