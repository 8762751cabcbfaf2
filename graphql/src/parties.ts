// A party's rules (docs/product.md#parties, ADRs 0122, 0123): travellers of one trip who book, pay
// and room together, with a lead. Each companion is a traveller of their own (a registration, a
// form, documents, readiness); these functions say who may be added, how many seats a party needs
// and whether it gets them, who stands as a minor's guardian, and how a payment for the party is
// shared out. Pure: the api counts under the seats' lock and asks these functions.
import { z } from 'zod';
import { isMinorOn } from './readiness.js';
import { MESSAGES, signUpRules, tripFormRulesFor } from './rules.js';
import { mayStart, seatsLeft, type SeatCount } from './seats.js';
import { SERVER_MESSAGES } from './server-messages.js';

/** How a companion is related to the lead (migration 0027 keeps the same list). */
export const RELATIONSHIPS = ['spouse', 'child', 'parent', 'sibling', 'relative', 'friend'] as const;
export type Relationship = (typeof RELATIONSHIPS)[number];

/** The most travellers one party may hold, the lead included (a family of eight; a bigger group registers as two). */
export const PARTY_MAX_SIZE = 8;

export const PARTY_MESSAGES = {
  relationship: 'Please choose how this companion is related to you',
  /** The account rules' own text (one English text, one id: rule-messages.ts). */
  email: MESSAGES.email,
  minorEmail: 'A companion under 18 cannot be invited by email: they stay managed by you',
  tooMany: 'A party can have at most 8 travellers, you included',
  noCompanions: 'Please add at least one companion',
  noRegistration: 'Start your own registration before adding companions.',
  notLead: 'Only the lead of the party can change it.',
  /** The server's own text (one English text, one id). */
  cancelled: SERVER_MESSAGES.registrationCancelled,
  notInParty: 'This person is not in your party.',
  paidCannotRemove: 'A payment is recorded for this companion: ask the organisers to cancel their place.',
  notManaged: 'This companion manages their own account now.',
  full: 'There are not enough places left for your whole party: a party is never split, so nobody was added.',
  companionOfAnother: 'You travel in another party: its lead manages it.',
  paymentNotLead: 'This registration does not lead a party: record the payment on the traveller.',
  invitation: 'This invitation link is not valid or has expired.',
} as const;

const t = tripFormRulesFor('1900-01-01').shape;

/** One companion as the lead enters them: the name as on the passport, birth date, gender, relationship; an adult's email to invite them. */
export const companionRules = z.object({
  fullNameAsPerPassport: t.fullNameAsPerPassport,
  dateOfBirth: t.dateOfBirth,
  gender: t.gender,
  relationship: z.enum(RELATIONSHIPS, { error: PARTY_MESSAGES.relationship }),
  email: z
    .string({ error: PARTY_MESSAGES.email })
    .trim()
    .transform((v) => (v === '' ? null : v))
    .pipe(z.email(PARTY_MESSAGES.email).nullable())
    .nullish()
    .transform((v) => v ?? null),
});
export type CompanionInput = z.output<typeof companionRules>;

/** The lead invites an adult companion already in the party to claim their account, or sends the link again. */
export const inviteCompanionRules = z.object({
  email: z.string({ error: PARTY_MESSAGES.email }).trim().pipe(z.email(PARTY_MESSAGES.email)),
});

/** Companions added at once (one seat each, all or none). */
export const addCompanionsRules = z.object({
  companions: z
    .array(companionRules, { error: PARTY_MESSAGES.noCompanions })
    .min(1, PARTY_MESSAGES.noCompanions)
    .max(PARTY_MAX_SIZE - 1, PARTY_MESSAGES.tooMany),
});

/** Whom the lead's portal shows: a companion's account id, or null for the lead. */
export const actingForRules = z.object({
  userId: z
    .string({ error: PARTY_MESSAGES.notInParty })
    .nullish()
    .transform((v) => v ?? null),
});

/** How long an adult companion's invitation to claim their account lasts. */
export const COMPANION_INVITATION_DAYS = 7;

/** An invited adult companion claims their account: the link's token, then a username, phone and password of their own. */
export const claimCompanionRules = signUpRules.pick({ username: true, phone: true, password: true }).extend({
  token: z.string({ error: PARTY_MESSAGES.invitation }).min(1, PARTY_MESSAGES.invitation).max(200, PARTY_MESSAGES.invitation),
});

/** The trip's facts the party's rules read: its first day and the age under which a traveller is a minor. */
export interface PartyTrip {
  startsOn: string;
  underAgeYears: number;
}

/** What makes a companion refused before any seat is looked at (field → message), or null. */
export function companionProblem(c: Pick<CompanionInput, 'dateOfBirth' | 'email'>, trip: PartyTrip): { field: 'email'; message: string } | null {
  if (c.email !== null && isMinorOn(c.dateOfBirth, trip.startsOn, trip.underAgeYears)) return { field: 'email', message: PARTY_MESSAGES.minorEmail };
  return null;
}

/** Whether `adding` more travellers fit in a party of `current` (the lead included; 1 for a lead alone). */
export const partyHasRoom = (current: number, adding: number): boolean => current + adding <= PARTY_MAX_SIZE;

/**
 * Whether `needed` seats may be taken at once for one party: every one of them must be free and
 * nobody may be waiting (a freed seat goes to the waiting list first). A party is never split: the
 * answer is for all of them or none.
 */
export const partyMayTake = (c: SeatCount, needed: number): boolean => needed >= 1 && mayStart(c) && seatsLeft(c) >= needed;

/** One member as the guardian rule reads them. */
export interface PartyMember {
  /** The lead has no relationship; every companion has one (to the lead). */
  relationship: Relationship | null;
  dateOfBirth: string | null;
}

/**
 * Whether a minor member has a guardian among the party (an adult who may sign for them), so no
 * consent letter is asked: the lead's child with an adult lead (or the lead's adult spouse); the
 * lead when a parent travels. A member who is not a minor needs none (false). Dates of birth not
 * given count as minors for the minor and as no guardian for the others (the readiness rule's way).
 */
export function guardianInParty(member: PartyMember, party: readonly PartyMember[], trip: PartyTrip): boolean {
  const minor = (m: PartyMember) => m.dateOfBirth === null || isMinorOn(m.dateOfBirth, trip.startsOn, trip.underAgeYears);
  if (!minor(member)) return false;
  const adults = party.filter((m) => m !== member && !minor(m));
  if (member.relationship === 'child') return adults.some((m) => m.relationship === null || m.relationship === 'spouse');
  if (member.relationship === null) return adults.some((m) => m.relationship === 'parent');
  return false;
}

/** Whether the lead may take a companion out of the party themself: not after a payment for them. */
export const mayRemoveCompanion = (c: { depositPaid: boolean; paidCents: number }): boolean => !c.depositPaid && c.paidCents === 0;

/** One traveller's share of the party's money, and the party's total (CAD cents). */
export interface Share {
  registrationId: string;
  fareCents: number;
  paidCents: number;
  balanceCents: number;
}
export const partyTotals = (shares: readonly Share[]) => ({
  fareCents: shares.reduce((s, x) => s + x.fareCents, 0),
  paidCents: shares.reduce((s, x) => s + x.paidCents, 0),
  balanceCents: shares.reduce((s, x) => s + x.balanceCents, 0),
});

/**
 * A payment for the party shared out over its members, in the order given (the lead first): each
 * takes up to what they still owe; what is left after every balance is met stays with the first
 * (an overpayment the organisers see on the lead). The parts add up to the amount, none negative,
 * and no member is given more than their balance unless every balance is met.
 */
export function splitPartyPayment(
  amountCents: number,
  members: readonly Pick<Share, 'registrationId' | 'balanceCents'>[],
): { registrationId: string; amountCents: number }[] {
  let left = Math.max(0, Math.trunc(amountCents));
  const parts = members.map((m) => {
    const part = Math.min(left, Math.max(0, Math.trunc(m.balanceCents)));
    left -= part;
    return { registrationId: m.registrationId, amountCents: part };
  });
  if (left > 0 && parts.length) parts[0]!.amountCents += left;
  return parts.filter((p) => p.amountCents > 0);
}
