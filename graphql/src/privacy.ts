// Privacy (docs/product.md#privacy; ADRs 0100, 0101): when a returned trip's personal data is
// purged, the words that confirm an account's deletion, the pseudonym that replaces a deleted
// traveller's name, and the privacy notice's version until the CMS serves it. Pure: no I/O.
import { z } from 'zod';
import type { TripStatus } from './trips.js';

/** The privacy notice's first version: the seed's, in force until an editor publishes another in the CMS (ADR 0101). */
export const PRIVACY_NOTICE_VERSION = '2026-11-26';

/** Only a trip that has come back may lose its travellers' personal data. */
export const PURGEABLE_STATUSES: readonly TripStatus[] = ['returned', 'archived'];

/** The day (YYYY-MM-DD) a trip's personal data is due to go: its return date plus its retention period. */
export function purgeDueOn(endsOn: string, retentionDays: number): string {
  const day = new Date(`${endsOn}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + retentionDays);
  return day.toISOString().slice(0, 10);
}

export type PurgeState = 'purged' | 'not-returned' | 'waiting' | 'due';

/** Where a trip stands; `today` is Toronto's day, YYYY-MM-DD. */
export function purgeState(trip: { status: TripStatus; endsOn: string; retentionDays: number; purgedAt: Date | string | null }, today: string): PurgeState {
  if (trip.purgedAt) return 'purged';
  if (!PURGEABLE_STATUSES.includes(trip.status)) return 'not-returned';
  return purgeDueOn(trip.endsOn, trip.retentionDays) <= today ? 'due' : 'waiting';
}

/** What the traveller types to confirm the deletion of their account. */
export const DELETE_ACCOUNT_CONFIRMATION = 'DELETE';

const PSEUDONYM_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';

/** "Deleted traveller 7F3K": four characters read off `seed` bytes (random in the api). */
export function pseudonymOf(seed: Uint8Array): string {
  if (seed.length < 4) throw new RangeError('pseudonymOf needs four bytes');
  const tag = Array.from(seed.slice(0, 4), (b) => PSEUDONYM_ALPHABET[b % PSEUDONYM_ALPHABET.length]).join('');
  return `Deleted traveller ${tag}`;
}

export const PRIVACY_MESSAGES = {
  notPurgeable: 'Only a returned or archived trip can be purged.',
  alreadyPurged: 'This trip has already been purged.',
  confirmation: `Type ${DELETE_ACCOUNT_CONFIRMATION} to confirm.`,
  password: 'Your password is not correct.',
  staff: 'Staff accounts cannot be deleted here.',
  paidRegistration: 'Cancel your registration first; refunds are settled before an account is deleted.',
  notice: 'Accept the privacy notice to create an account.',
  passwordMissing: 'Enter your password.',
} as const;

/** "Delete my account": the password and the typed confirmation (exactly DELETE, spaces around forgiven). */
export const deleteAccountRules = z.object({
  password: z.string({ error: PRIVACY_MESSAGES.passwordMissing }).min(1, PRIVACY_MESSAGES.passwordMissing),
  confirmation: z.string({ error: PRIVACY_MESSAGES.confirmation }).refine((v) => v.trim() === DELETE_ACCOUNT_CONFIRMATION, PRIVACY_MESSAGES.confirmation),
});

/** The notice version a sign-up accepted: the one in force (the CMS's published notice), nothing else. */
export const consentRulesFor = (inForce: string) =>
  z.object({
    privacyNoticeVersion: z.string({ error: PRIVACY_MESSAGES.notice }).refine((v) => v === inForce, PRIVACY_MESSAGES.notice),
  });
