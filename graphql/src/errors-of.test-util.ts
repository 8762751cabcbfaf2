// Shared by the rules' tests (not built, not mutated): what a client reads of a failed parse.
import type { z } from 'zod';
import { fieldErrorsOf } from './rules.js';

/** `{ field: message }` for a failed parse, `{}` for a good one. */
export function errorsOf(schema: z.ZodType, input: unknown): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error);
}

/** A text of n characters. */
export const x = (n: number) => 'x'.repeat(n);
