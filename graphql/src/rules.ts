// The validation rules of spec §5, with the spec's messages verbatim. Both the api (authoritative)
// and the web (early feedback) parse with these schemas, so the two cannot drift.
import { z } from 'zod';

export const MESSAGES = {
  signupFullName: 'Full name must be at least 3 characters',
  email: 'Please enter a valid email address',
  phone: 'Please enter a valid phone number',
  username: 'Username must be at least 3 characters',
  password: 'Password must be at least 6 characters',
  adminUsername: 'Username is required',
  adminPassword: 'Password is required',
  profileFullName: 'Full name must be at least 2 characters',
} as const;

// Trim surrounding blanks before the length checks so "   " is not a name.
const text = () => z.string().trim();

export const signUpRules = z.object({
  fullName: text().min(3, MESSAGES.signupFullName).max(200, 'Full name must be at most 200 characters'),
  email: text().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text().min(10, MESSAGES.phone).max(30, MESSAGES.phone),
  username: text().min(3, MESSAGES.username).max(50, 'Username must be at most 50 characters'),
  // Passwords are not trimmed: a leading space is part of the secret.
  password: z.string().min(6, MESSAGES.password).max(200, 'Password must be at most 200 characters'),
});
export type SignUpValues = z.infer<typeof signUpRules>;

export const logInRules = z.object({
  username: text().min(3, MESSAGES.username).max(254, MESSAGES.username),
  password: z.string().min(6, MESSAGES.password).max(200, MESSAGES.password),
});
export type LogInValues = z.infer<typeof logInRules>;

export const adminLogInRules = z.object({
  username: text().min(1, MESSAGES.adminUsername).max(254, MESSAGES.adminUsername),
  password: z.string().min(1, MESSAGES.adminPassword).max(200, MESSAGES.adminPassword),
});
export type AdminLogInValues = z.infer<typeof adminLogInRules>;

export const profileRules = z.object({
  fullName: text().min(2, MESSAGES.profileFullName).max(200, 'Full name must be at most 200 characters'),
  email: text().pipe(z.email(MESSAGES.email)).pipe(z.string().max(254, MESSAGES.email)),
  phone: text().min(10, MESSAGES.phone).max(30, MESSAGES.phone),
});
export type ProfileValues = z.infer<typeof profileRules>;

/** Flattens a zod error to `{ field: firstMessage }`, the shape both API faces answer. */
export function fieldErrorsOf(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
