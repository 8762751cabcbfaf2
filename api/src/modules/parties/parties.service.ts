// A party (docs/product.md#parties, ADRs 0122, 0123): the lead adds companions, each a managed
// traveller with a registration of their own on the lead's trip; the whole party takes its seats at
// once or not at all, under the seats' lock, with the lead's hold; the lead may act for a managed
// companion in the portal and take one out while nothing is paid for them.
import { createHash, randomBytes } from 'node:crypto';
import {
  addCompanionsRules,
  claimCompanionRules,
  COMPANION_INVITATION_DAYS,
  type Locale,
  companionProblem,
  inviteCompanionRules,
  depositFor,
  guardianInParty,
  holdDeadline,
  isMinorOn,
  mayRemoveCompanion,
  PARTY_MAX_SIZE,
  PARTY_MESSAGES,
  partyHasRoom,
  partyTotals,
  type Relationship,
  type RegistrationStatusValue,
  SERVER_MESSAGES,
} from '@umrah/graphql';
import type { Transactor } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { hashPassword } from '../../lib/passwords.js';
import { EMAIL_UNIQUE, USERNAME_UNIQUE } from '../users/users.repository.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import type { MessagesService } from '../messages/messages.service.js';
import type { Registration, RegistrationRepository } from '../registration/registration.repository.js';
import { REGISTRATION_NOT_FOUND } from '../registration/registration.service.js';
import type { SeatsService } from '../seats/seats.service.js';
import type { TripsService } from '../trips/trips.service.js';
import type { PartiesRepository, PartyMemberRow } from './parties.repository.js';

const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface PartyMemberView {
  registrationId: string;
  userId: string;
  fullName: string;
  relationship: Relationship | null;
  isLead: boolean;
  /** The lead manages this companion's account (may act for them); false once they claimed it. */
  managed: boolean;
  minor: boolean;
  guardianInParty: boolean;
  dateOfBirth: string | null;
  /** A managed adult's pending invitation to claim their account: the address it went to. */
  invitedEmail: string | null;
  status: RegistrationStatusValue;
  holdExpiresAt: string | null;
  fareCents: number;
  paidCents: number;
  balanceCents: number;
}

export interface PartyView {
  id: string | null;
  /** Whether the viewer leads it (a lead alone leads a party of one). */
  youLead: boolean;
  maxSize: number;
  members: PartyMemberView[];
  totals: { fareCents: number; paidCents: number; balanceCents: number };
}

interface Deps {
  tx: Transactor;
  parties: PartiesRepository;
  registrations: RegistrationRepository;
  audit: AuditRepository;
  messages: MessagesService;
  seats: Pick<SeatsService, 'takeForParty' | 'cancelWithin' | 'forgetFigures'>;
  trips: Pick<TripsService, 'currentId' | 'of'>;
  /** Each registration's money (payments.moneyOf), in the order given. */
  moneyOf: (items: readonly { id: string; fare: Registration['fare'] }[]) => Promise<{ fareCents: number; paidCents: number; balanceCents: number }[]>;
  /** The fare's price locked on a new registration (payments.priceToLock). */
  priceToLock: (fare: Registration['fare']) => Promise<{ fareCents: number; paymentPlan: NonNullable<Registration['paymentPlan']> }>;
  /** The age under which a traveller is a minor on the trip (its readiness rules). */
  underAgeYears: (tripId: string) => Promise<number>;
  /** Whether a username is any account's (case aside). */
  usernameTaken: (username: string) => Promise<boolean>;
  clock: () => Date;
}

export function createPartiesService({
  tx,
  parties,
  registrations,
  audit,
  messages,
  seats,
  trips,
  moneyOf,
  priceToLock,
  underAgeYears,
  usernameTaken,
  clock,
}: Deps) {
  async function partyTrip(tripId: string) {
    const [trip, under] = await Promise.all([trips.of(tripId), underAgeYears(tripId)]);
    return { startsOn: trip.startsOn, underAgeYears: under };
  }

  async function viewOf(userId: string, r: Registration): Promise<PartyView> {
    const party = r.partyId ? await parties.findById(r.partyId) : undefined;
    // A traveller alone is a party of one (their page offers "add a companion").
    const members: PartyMemberRow[] = party ? await parties.members(party.id) : await parties.soloMember(r.id);
    const trip = await partyTrip(r.tripId);
    const money = await moneyOf(members.map((m) => ({ id: m.registrationId, fare: r.fare })));
    const asMembers = members.map((m) => ({ relationship: m.relationship, dateOfBirth: m.dateOfBirth }));
    const invited = await parties.pendingInvitations(
      members.filter((m) => m.managedBy !== null).map((m) => m.userId),
      clock(),
    );
    const views: PartyMemberView[] = members.map((m, i) => ({
      registrationId: m.registrationId,
      userId: m.userId,
      fullName: m.fullNameAsPerPassport ?? m.fullName,
      relationship: m.relationship,
      isLead: party ? m.registrationId === party.leadRegistrationId : true,
      managed: m.managedBy !== null,
      // Known minors only: a lead who has not filled their form yet is not shown as one.
      minor: m.dateOfBirth !== null && isMinorOn(m.dateOfBirth, trip.startsOn, trip.underAgeYears),
      guardianInParty: guardianInParty(asMembers[i]!, asMembers, trip),
      dateOfBirth: m.dateOfBirth,
      invitedEmail: invited.get(m.userId) ?? null,
      status: m.status,
      holdExpiresAt: !m.depositPaid && m.holdExpiresAt ? m.holdExpiresAt.toISOString() : null,
      ...money[i]!,
    }));
    const lead = views.find((v) => v.isLead);
    return {
      id: party?.id ?? null,
      youLead: lead?.userId === userId,
      maxSize: PARTY_MAX_SIZE,
      members: views,
      totals: partyTotals(
        views.map((v) => ({ registrationId: v.registrationId, fareCents: v.fareCents, paidCents: v.paidCents, balanceCents: v.balanceCents })),
      ),
    };
  }

  /** The viewer's registration on the current trip, or the party's refusal. */
  async function ownRegistration(userId: string): Promise<Registration> {
    const r = await registrations.findByUser(userId, await trips.currentId());
    if (!r) throw new AppError('CONFLICT', PARTY_MESSAGES.noRegistration);
    return r;
  }

  return {
    /** Staff: the party of one registration (a party of one when alone), as nobody in it sees it; NOT_FOUND for an unknown id. */
    async ofRegistration(registrationId: string): Promise<PartyView & { actingFor: string }> {
      const r = UUID.test(registrationId) ? await registrations.findWithUser(registrationId) : undefined;
      if (!r) throw new AppError('NOT_FOUND', REGISTRATION_NOT_FOUND);
      return { ...(await viewOf('', r)), actingFor: r.userId };
    },

    /** The viewer's party on the current trip (a party of one when alone); null without a registration. */
    async mine(userId: string): Promise<PartyView | null> {
      const r = await registrations.findByUser(userId, await trips.currentId());
      return r ? viewOf(userId, r) : null;
    },

    /**
     * Adds companions to the lead's party: all of them take a seat each, or none does (a party is
     * never split by the limit: the clear refusal `FULL`). One transaction under the seats' lock:
     * count, insert each companion's managed account, registration (the lead's fare, today's
     * price, the lead's hold), party membership and form draft, audit, and tell the lead.
     */
    async addCompanions(lead: { id: string; fullName: string; locale: Locale | null }, input: unknown): Promise<PartyView> {
      const { companions } = validate(addCompanionsRules, input);
      const own = await ownRegistration(lead.id);
      if (own.relationship) throw new AppError('FORBIDDEN', PARTY_MESSAGES.companionOfAnother);
      const trip = await partyTrip(own.tripId);
      companions.forEach((c, i) => {
        const problem = companionProblem(c, trip);
        if (problem) throw new AppError('BAD_USER_INPUT', problem.message, { [`companions.${i}.${problem.field}`]: problem.message });
      });
      for (const [i, c] of companions.entries())
        if (c.email && (await parties.emailTaken(c.email)))
          throw new AppError('CONFLICT', SERVER_MESSAGES.emailExists, { [`companions.${i}.email`]: SERVER_MESSAGES.emailExists });
      const price = await priceToLock(own.fare);
      const { holdHours } = await trips.of(own.tripId);
      await tx.transaction(async (trx) => {
        const seatsOk = await seats.takeForParty(trx, own.tripId, companions.length);
        const current = await registrations.lockById(own.id, trx);
        if (!current || current.cancelledAt) throw new AppError('CONFLICT', PARTY_MESSAGES.cancelled);
        const party = await parties.ensureFor(current, trx);
        const size = (await parties.members(party.id, {}, trx)).length;
        if (!partyHasRoom(size, companions.length)) throw new AppError('BAD_USER_INPUT', PARTY_MESSAGES.tooMany, { companions: PARTY_MESSAGES.tooMany });
        if (!seatsOk) throw new AppError('FULL', PARTY_MESSAGES.full);
        // One hold for the party: the lead's while it runs; a new one from now once the lead's deposit is in.
        const hold = !current.depositPaid && current.holdExpiresAt ? current.holdExpiresAt : holdDeadline(clock(), holdHours);
        for (const c of companions) {
          const user = await parties.insertManaged({ fullName: c.fullNameAsPerPassport, managedBy: lead.id, email: c.email }, trx);
          const created = await registrations.insert({ tripId: own.tripId, userId: user.id, fare: own.fare, ...price, holdExpiresAt: hold }, trx);
          await parties.join(created.id, party.id, c.relationship, trx);
          await parties.startForm(created.id, { fullNameAsPerPassport: c.fullNameAsPerPassport, dateOfBirth: c.dateOfBirth, gender: c.gender }, trx);
          const auditId = await audit.record(
            {
              actorUserId: lead.id,
              action: 'party.companion_added',
              entityType: 'trip_registration',
              entityId: created.id,
              registrationId: created.id,
              payload: {
                partyId: party.id,
                leadRegistrationId: own.id,
                relationship: c.relationship,
                fare: own.fare,
                fareCents: price.fareCents,
                invited: c.email !== null,
              },
            },
            trx,
          );
          // An invited adult gets a link to claim their account (single use, 7 days).
          if (c.email) {
            const token = randomBytes(32).toString('base64url');
            const invitationId = await parties.insertInvitation(
              {
                userId: user.id,
                invitedBy: lead.id,
                email: c.email,
                tokenHash: sha256(token),
                expiresAt: new Date(clock().getTime() + COMPANION_INVITATION_DAYS * 86_400_000),
              },
              trx,
            );
            await audit.record(
              {
                actorUserId: lead.id,
                action: 'party.companion_invited',
                entityType: 'trip_registration',
                entityId: created.id,
                registrationId: created.id,
                payload: { email: c.email },
              },
              trx,
            );
            await messages.companionInvitation(trx, {
              userId: user.id,
              email: c.email,
              name: c.fullNameAsPerPassport,
              lead: lead.fullName,
              locale: lead.locale,
              invitationId,
              token,
            });
          }
          // The lead hears of the companion's place and deposit, like their own start.
          await messages.afterStep(trx, {
            action: 'registration.started',
            auditId,
            travellerId: user.id,
            registrationId: created.id,
            fare: own.fare,
            payload: { depositCents: depositFor(price.paymentPlan, own.fare), holdExpiresAt: hold.toISOString() },
          });
        }
      });
      seats.forgetFigures();
      return viewOf(lead.id, (await registrations.findByUser(lead.id, own.tripId))!);
    },

    /**
     * The lead invites an adult companion of the party to claim their account, after adding them or
     * again (a new single-use link; an earlier one stops working). A minor stays managed by the lead;
     * a companion who claimed their account is no longer the lead's to invite. Audited, emailed.
     */
    async inviteCompanion(lead: { id: string; fullName: string; locale: Locale | null }, registrationId: string, input: unknown): Promise<PartyView> {
      const { email } = validate(inviteCompanionRules, input);
      if (!UUID.test(registrationId)) throw new AppError('NOT_FOUND', PARTY_MESSAGES.notInParty);
      const own = await ownRegistration(lead.id);
      if (own.relationship || !own.partyId)
        throw new AppError(own.relationship ? 'FORBIDDEN' : 'NOT_FOUND', own.relationship ? PARTY_MESSAGES.notLead : PARTY_MESSAGES.notInParty);
      const trip = await partyTrip(own.tripId);
      await tx.transaction(async (trx) => {
        const r = await registrations.lockById(registrationId, trx);
        if (!r || r.partyId !== own.partyId || r.id === own.id || r.cancelledAt) throw new AppError('NOT_FOUND', PARTY_MESSAGES.notInParty);
        const member = (await parties.members(own.partyId!, {}, trx)).find((m) => m.registrationId === r.id);
        if (!member || member.managedBy !== lead.id) throw new AppError('CONFLICT', PARTY_MESSAGES.notManaged);
        const problem = member.dateOfBirth ? companionProblem({ dateOfBirth: member.dateOfBirth, email }, trip) : null;
        if (problem) throw new AppError('BAD_USER_INPUT', problem.message, { email: problem.message });
        if (await parties.emailTakenByOther(email, member.userId, trx))
          throw new AppError('CONFLICT', SERVER_MESSAGES.emailExists, { email: SERVER_MESSAGES.emailExists });
        await parties.expireInvitations(member.userId, clock(), trx);
        const token = randomBytes(32).toString('base64url');
        const invitationId = await parties.insertInvitation(
          {
            userId: member.userId,
            invitedBy: lead.id,
            email,
            tokenHash: sha256(token),
            expiresAt: new Date(clock().getTime() + COMPANION_INVITATION_DAYS * 86_400_000),
          },
          trx,
        );
        await audit.record(
          {
            actorUserId: lead.id,
            action: 'party.companion_invited',
            entityType: 'trip_registration',
            entityId: r.id,
            registrationId: r.id,
            payload: { email },
          },
          trx,
        );
        await messages.companionInvitation(trx, {
          userId: member.userId,
          email,
          name: member.fullNameAsPerPassport ?? member.fullName,
          lead: lead.fullName,
          locale: lead.locale,
          invitationId,
          token,
        });
      });
      return viewOf(lead.id, own);
    },

    /** The lead takes a companion out (their place is freed and offered on): only while nothing is paid for them. */
    async removeCompanion(lead: { id: string }, registrationId: string): Promise<PartyView> {
      if (!UUID.test(registrationId)) throw new AppError('NOT_FOUND', PARTY_MESSAGES.notInParty);
      const own = await ownRegistration(lead.id);
      if (own.relationship || !own.partyId)
        throw new AppError(own.relationship ? 'FORBIDDEN' : 'NOT_FOUND', own.relationship ? PARTY_MESSAGES.notLead : PARTY_MESSAGES.notInParty);
      const [money] = await moneyOf([{ id: registrationId, fare: own.fare }]);
      await tx.transaction(async (trx) => {
        await registrations.lockSeats(own.tripId, trx);
        const r = await registrations.lockById(registrationId, trx);
        if (!r || r.partyId !== own.partyId || r.id === own.id || r.cancelledAt) throw new AppError('NOT_FOUND', PARTY_MESSAGES.notInParty);
        if (!mayRemoveCompanion({ depositPaid: r.depositPaid, paidCents: money?.paidCents ?? 0 }))
          throw new AppError('CONFLICT', PARTY_MESSAGES.paidCannotRemove);
        await audit.record(
          {
            actorUserId: lead.id,
            action: 'party.companion_removed',
            entityType: 'trip_registration',
            entityId: r.id,
            registrationId: r.id,
            payload: { partyId: own.partyId, leadRegistrationId: own.id, relationship: r.relationship },
          },
          trx,
        );
        await seats.cancelWithin(trx, r, lead.id, 'Taken out of the party by its lead', 'registration.cancelled');
      });
      return viewOf(lead.id, own);
    },

    /**
     * An invited adult companion claims their account with the link's token: a username, phone and
     * password of their own, the invited address confirmed; the lead no longer acts for them (they
     * stay in the party, and the lead may still pay for them). Single use; audited as the companion.
     */
    async claim(input: unknown): Promise<{ username: string }> {
      const values = validate(claimCompanionRules, input);
      const invalid = () => new AppError('BAD_USER_INPUT', PARTY_MESSAGES.invitation, { token: PARTY_MESSAGES.invitation });
      const taken = () => new AppError('CONFLICT', SERVER_MESSAGES.usernameExists, { username: SERVER_MESSAGES.usernameExists });
      if (await usernameTaken(values.username)) throw taken();
      const passwordHash = await hashPassword(values.password);
      try {
        return await tx.transaction(async (trx) => {
          const invitation = await parties.lockUsableInvitation(sha256(values.token), clock(), trx);
          if (!invitation) throw invalid();
          await parties.claim(
            invitation.id,
            { userId: invitation.userId, username: values.username, phone: values.phone, email: invitation.email, passwordHash, at: clock() },
            trx,
          );
          await audit.record(
            {
              actorUserId: invitation.userId,
              action: 'party.companion_claimed',
              entityType: 'user',
              entityId: invitation.userId,
              payload: { leadUserId: invitation.invitedBy },
            },
            trx,
          );
          return { username: values.username };
        });
      } catch (err) {
        // Two claims of one name at once: the unique index answers the second.
        if ((err as { constraint?: string }).constraint === USERNAME_UNIQUE) throw taken();
        if ((err as { constraint?: string }).constraint === EMAIL_UNIQUE)
          throw new AppError('CONFLICT', SERVER_MESSAGES.emailExists, { email: SERVER_MESSAGES.emailExists });
        throw err;
      }
    },

    /**
     * Which traveller the portal shows: the viewer, or a companion they manage (ADR 0123). Answers
     * the companion's account id, or throws the not-in-party refusal for anyone else.
     */
    async mayActFor(leadUserId: string, userId: string): Promise<void> {
      if (userId === leadUserId) return;
      if (!UUID.test(userId) || !(await parties.managedBy(userId, leadUserId))) throw new AppError('FORBIDDEN', PARTY_MESSAGES.notInParty);
    },

    /** Registrations of a trip whose minor traveller has a guardian among their party (readiness asks them no consent letter). */
    async guardedOn(tripId: string): Promise<Set<string>> {
      const trip = await partyTrip(tripId);
      const byParty = new Map<string, { registrationId: string; relationship: Relationship | null; dateOfBirth: string | null }[]>();
      for (const m of await parties.membersOfTrip(tripId)) byParty.set(m.partyId, [...(byParty.get(m.partyId) ?? []), m]);
      const guarded = new Set<string>();
      for (const members of byParty.values()) for (const m of members) if (guardianInParty(m, members, trip)) guarded.add(m.registrationId);
      return guarded;
    },
  };
}
export type PartiesService = ReturnType<typeof createPartiesService>;
