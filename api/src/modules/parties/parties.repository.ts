// The only code that touches parties (and the party columns of trip_registrations, and managed
// accounts as companions): a party is registrations of one trip with a lead (migration 0027); a
// companion is a managed account (migration 0028, ADR 0122).
import { RELATIONSHIPS, type GENDERS, type RegistrationStatusValue, type Relationship } from '@umrah/graphql';

type Gender = (typeof GENDERS)[number];
import type { Knex } from 'knex';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../lib/db.js';
import { now } from '../../lib/model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { TripFormModel } from '../trip-form/trip-form.model.js';
import { UserModel } from '../users/user.model.js';
import { CompanionInvitationModel } from './companion-invitation.model.js';
import { PartyModel } from './party.model.js';

export interface Party {
  id: string;
  tripId: string;
  leadRegistrationId: string;
  createdAt: Date;
}

/** One member of a party as its page shows them: their registration, their account, what the form says of them. */
export interface PartyMemberRow {
  registrationId: string;
  userId: string;
  fullName: string;
  relationship: Relationship | null;
  managedBy: string | null;
  email: string | null;
  status: RegistrationStatusValue;
  depositPaid: boolean;
  holdExpiresAt: Date | null;
  cancelledAt: Date | null;
  fareCents: number | null;
  /** From the member's form: the name as on the passport, the birth date (the guardian rule reads it). */
  fullNameAsPerPassport: string | null;
  dateOfBirth: string | null;
  gender: Gender | null;
  createdAt: Date;
}

export function createPartiesRepository(db: Knex) {
  return {
    async findByLead(leadRegistrationId: string, trx: Knex = db): Promise<Party | undefined> {
      return (await PartyModel.query(trx).findOne({ lead_registration_id: leadRegistrationId })) ?? undefined;
    },
    async findById(id: string, trx: Knex = db): Promise<Party | undefined> {
      return (await PartyModel.query(trx).findById(id)) ?? undefined;
    },
    /** The party of a lead's registration, made when the first companion is added. */
    async ensureFor(lead: { id: string; tripId: string }, trx: Tx): Promise<Party> {
      const found = await PartyModel.query(trx).findOne({ lead_registration_id: lead.id });
      if (found) return found;
      const party = await PartyModel.query(trx).insertAndFetch({ tripId: lead.tripId, leadRegistrationId: lead.id });
      await TripRegistrationModel.query(trx).findById(lead.id).patch({ partyId: party.id, relationship: null, updatedAt: now() });
      return party;
    },
    /** The party's members (cancelled ones too when asked), the lead first, then in the order they were added. */
    async members(partyId: string, opts: { withCancelled?: boolean } = {}, trx: Knex = db): Promise<PartyMemberRow[]> {
      const q = memberQuery(trx).where('trip_registrations.party_id', partyId);
      if (!opts.withCancelled) q.whereNull('trip_registrations.cancelled_at');
      return (await q) as unknown as PartyMemberRow[];
    },
    /** A traveller alone, as the only member of their party of one. */
    async soloMember(registrationId: string, trx: Knex = db): Promise<PartyMemberRow[]> {
      return (await memberQuery(trx).where('trip_registrations.id', registrationId)) as unknown as PartyMemberRow[];
    },
    /** Every active member of every party of a trip, with what the guardian rule reads. */
    async membersOfTrip(
      tripId: string,
      trx: Knex = db,
    ): Promise<{ partyId: string; registrationId: string; relationship: Relationship | null; dateOfBirth: string | null }[]> {
      return (await TripRegistrationModel.query(trx)
        .leftJoin(TripFormModel.tableName + ' as f', 'f.registration_id', 'trip_registrations.id')
        .where('trip_registrations.trip_id', tripId)
        .whereNotNull('trip_registrations.party_id')
        .whereNull('trip_registrations.cancelled_at')
        .select(
          'trip_registrations.party_id',
          'trip_registrations.id as registration_id',
          'trip_registrations.relationship',
          'f.date_of_birth',
        )) as unknown as {
        partyId: string;
        registrationId: string;
        relationship: Relationship | null;
        dateOfBirth: string | null;
      }[];
    },
    ...more(db),
  };
}

function memberQuery(trx: Knex) {
  return (
    TripRegistrationModel.query(trx)
      .join('users as u', 'u.id', 'trip_registrations.user_id')
      .leftJoin(TripFormModel.tableName + ' as f', 'f.registration_id', 'trip_registrations.id')
      .select(
        'trip_registrations.id as registration_id',
        'trip_registrations.user_id',
        'u.full_name',
        'trip_registrations.relationship',
        'u.managed_by',
        'u.email',
        'trip_registrations.status',
        'trip_registrations.deposit_paid',
        'trip_registrations.hold_expires_at',
        'trip_registrations.cancelled_at',
        'trip_registrations.fare_cents',
        'f.full_name_as_per_passport',
        'f.date_of_birth',
        'f.gender',
        'trip_registrations.created_at',
      )
      // The lead, then by relationship (spouse, child, parent…), then in the order added, then by name.
      .orderByRaw(
        `trip_registrations.relationship IS NOT NULL, array_position(ARRAY[${RELATIONSHIPS.map((r) => `'${r}'`).join(', ')}]::text[], trip_registrations.relationship::text), trip_registrations.created_at, u.full_name, trip_registrations.id`,
      )
  );
}

// Companions' accounts, forms and membership.
function more(db: Knex) {
  return {
    /** A managed account for a companion: no password, no username anyone chose (never signed in with: ADR 0122). */
    async insertManaged(c: { fullName: string; managedBy: string; email: string | null }, trx: Tx): Promise<{ id: string }> {
      const username = `companion-${randomBytes(9).toString('base64url').toLowerCase()}`;
      const m = await UserModel.query(trx).insertAndFetch({
        username,
        fullName: c.fullName,
        email: c.email,
        phone: null,
        passwordHash: null,
        role: 'traveler',
        managedBy: c.managedBy,
      });
      return { id: m.id };
    },
    /** Puts a new registration in a party with its relationship to the lead. */
    async join(registrationId: string, partyId: string, relationship: Relationship, trx: Tx): Promise<void> {
      await TripRegistrationModel.query(trx).findById(registrationId).patch({ partyId, relationship, updatedAt: now() });
    },
    /** The companion's form, begun with what the lead gave (a draft: Save Progress's columns). */
    async startForm(registrationId: string, f: { fullNameAsPerPassport: string; dateOfBirth: string; gender: Gender }, trx: Tx): Promise<void> {
      await TripFormModel.query(trx).insert({ registrationId, ...f, updatedAt: now() });
    },
    /** Whether an email is any account's (case aside). */
    async emailTaken(email: string, trx: Knex = db): Promise<boolean> {
      return Boolean(await UserModel.query(trx).whereRaw('lower(email) = lower(?)', [email]).first().select('id'));
    },
    /** An adult companion's invitation (a hashed single-use token); answers its id. */
    async insertInvitation(i: { userId: string; invitedBy: string; email: string; tokenHash: string; expiresAt: Date }, trx: Tx): Promise<string> {
      return (await CompanionInvitationModel.query(trx).insertAndFetch(i)).id;
    },
    /** Each account's newest invitation still usable (unused, unexpired): the address it went to. */
    async pendingInvitations(userIds: readonly string[], now: Date, trx: Knex = db): Promise<Map<string, string>> {
      if (userIds.length === 0) return new Map();
      const rows = await CompanionInvitationModel.query(trx)
        .whereIn('user_id', userIds)
        .whereNull('used_at')
        .where('expires_at', '>', now)
        .orderBy('created_at', 'asc')
        .select('user_id', 'email');
      return new Map(rows.map((r) => [r.userId, r.email]));
    },
    /** Ends an account's invitations still usable (a new link replaces them). */
    async expireInvitations(userId: string, now: Date, trx: Tx): Promise<void> {
      await CompanionInvitationModel.query(trx).where('user_id', userId).whereNull('used_at').where('expires_at', '>', now).patch({ expiresAt: now });
    },
    /** Whether an email is the address of an account other than this one (case aside). */
    async emailTakenByOther(email: string, userId: string, trx: Knex = db): Promise<boolean> {
      return Boolean(await UserModel.query(trx).whereRaw('lower(email) = lower(?)', [email]).whereNot('id', userId).first().select('id'));
    },
    /** A usable invitation by its token's hash, locked (unused, unexpired, its account still managed). */
    async lockUsableInvitation(tokenHash: string, now: Date, trx: Tx): Promise<{ id: string; userId: string; email: string; invitedBy: string } | undefined> {
      return (
        (await CompanionInvitationModel.query(trx)
          .join('users as u', 'u.id', 'companion_invitations.user_id')
          .where('companion_invitations.token_hash', tokenHash)
          .whereNull('companion_invitations.used_at')
          .where('companion_invitations.expires_at', '>', now)
          .whereNotNull('u.managed_by')
          .select('companion_invitations.id', 'companion_invitations.user_id', 'companion_invitations.email', 'companion_invitations.invited_by')
          .forUpdate()
          .first()) ?? undefined
      );
    },
    /** The companion takes their account: their username, phone, password and the invited address (confirmed by the link); no longer managed. */
    async claim(
      invitationId: string,
      c: { userId: string; username: string; phone: string; email: string; passwordHash: string; at: Date },
      trx: Tx,
    ): Promise<void> {
      await UserModel.query(trx)
        .findById(c.userId)
        .patch({ username: c.username, phone: c.phone, email: c.email, passwordHash: c.passwordHash, emailVerifiedAt: c.at, managedBy: null, updatedAt: c.at });
      await CompanionInvitationModel.query(trx).findById(invitationId).patch({ usedAt: c.at });
    },
    /** The account, if the lead manages it. */
    async managedBy(userId: string, leadUserId: string, trx: Knex = db): Promise<{ id: string } | undefined> {
      return (await UserModel.query(trx).findOne({ id: userId, managed_by: leadUserId }).whereNull('deleted_at').select('id')) ?? undefined;
    },
  };
}
export type PartiesRepository = ReturnType<typeof createPartiesRepository>;
