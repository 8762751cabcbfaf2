// The only code that touches hotel_stays, hotel_room_types, rooms, room_assignments and buses,
// and the rooming columns of trip_registrations (migration 0029). Through their models (ADR 0060):
// rows come back camelCase and leave here as plain objects, the shapes the service reads.
import type { RoomGender, RoomType } from '@umrah/graphql';
import type { Knex } from 'knex';
import { raw, type ModelObject } from 'objection';
import type { Tx } from '../../lib/db.js';
import { now, plain } from '../../lib/model.js';
import { TripRegistrationModel } from '../registration/registration.model.js';
import { UserModel } from '../users/user.model.js';
import { BusModel } from './bus.model.js';
import { HotelRoomTypeModel } from './hotel-room-type.model.js';
import { HotelStayModel } from './hotel-stay.model.js';
import { RoomAssignmentModel } from './room-assignment.model.js';
import { RoomModel } from './room.model.js';

export interface StoredRoomType {
  type: RoomType;
  capacity: number;
  supplementCents: number;
}

export interface StoredStay {
  id: string;
  tripId: string;
  position: number;
  city: string;
  hotelName: string;
  addressEn: string;
  addressAr: string;
  checkIn: string;
  checkOut: string;
  roomTypes: StoredRoomType[];
}

export interface StoredRoom {
  id: string;
  stayId: string;
  label: string;
  type: RoomType;
  capacity: number;
  gender: RoomGender;
}

export interface StoredBus {
  id: string;
  tripId: string;
  name: string;
  leaderUserId: string | null;
  leaderName: string | null;
}

/** An active traveller of a trip as the board and the lists read them. */
export interface RoomingSource {
  id: string;
  userId: string;
  email: string | null;
  /** The account's name; the passport's when the form has one. */
  fullName: string;
  passportName: string | null;
  gender: 'male' | 'female' | null;
  minor: boolean;
  partyId: string | null;
  relationship: string | null;
  /** The party lead's name, for the lists' "party" column. */
  partyLeadName: string | null;
  roomType: RoomType | null;
  roomSupplementCents: number;
  roomWishes: string[];
  busId: string | null;
  roomingVersion: number;
}

export interface StayInput {
  id?: string | null;
  city: string;
  hotelName: string;
  addressEn: string;
  addressAr: string;
  checkIn: string;
  checkOut: string;
  roomTypes: StoredRoomType[];
}

const asGender = (g: unknown): RoomingSource['gender'] => (g === 'male' || g === 'female' ? g : null);

/** A traveller's row as `travellers` selects it (camelCase through the model). */
type TravellerRow = Omit<RoomingSource, 'passportName' | 'gender' | 'roomWishes'> & {
  fullNameAsPerPassport: string | null;
  gender: string | null;
  roomWishes: string[] | null;
};

type ChoiceRow = Pick<ModelObject<TripRegistrationModel>, 'id' | 'cancelledAt' | 'roomType' | 'roomSupplementCents' | 'roomWishes'>;

const toChoice = (m: ChoiceRow) => ({
  id: m.id,
  cancelled: m.cancelledAt !== null,
  roomType: m.roomType as RoomType | null,
  roomSupplementCents: m.roomSupplementCents,
  roomWishes: m.roomWishes ?? [],
});

export function createRoomsRepository(db: Knex) {
  const k = (trx?: Tx): Knex => trx ?? db;

  async function staysOf(tripId: string, trx?: Tx): Promise<StoredStay[]> {
    const stays = (await HotelStayModel.query(k(trx)).where('trip_id', tripId).orderBy('position').orderBy('check_in')).map(plain);
    if (!stays.length) return [];
    const types = await HotelRoomTypeModel.query(k(trx))
      .whereIn(
        'stay_id',
        stays.map((s) => s.id),
      )
      .orderByRaw(`array_position(array['quad','triple','double']::text[], type::text)`);
    return stays.map((s) => ({
      ...s,
      roomTypes: types.filter((t) => t.stayId === s.id).map((t) => ({ type: t.type, capacity: t.capacity, supplementCents: t.supplementCents })),
    }));
  }

  return {
    staysOf,

    async stay(stayId: string, trx?: Tx): Promise<StoredStay | undefined> {
      const row = await HotelStayModel.query(k(trx)).findById(stayId).select('trip_id');
      if (!row) return undefined;
      return (await staysOf(row.tripId, trx)).find((s) => s.id === stayId);
    },

    /** The stays of a trip become exactly these (in this order); each stay's room types are replaced. */
    async replaceStays(tripId: string, stays: readonly StayInput[], trx: Tx): Promise<void> {
      const keep = stays.map((s) => s.id).filter((id): id is string => !!id);
      await HotelStayModel.query(trx).where('trip_id', tripId).whereNotIn('id', keep).delete();
      for (const [position, s] of stays.entries()) {
        const values = {
          tripId,
          position,
          city: s.city,
          hotelName: s.hotelName,
          addressEn: s.addressEn,
          addressAr: s.addressAr,
          checkIn: s.checkIn,
          checkOut: s.checkOut,
        };
        let id = s.id ?? null;
        if (id) await HotelStayModel.query(trx).where({ id, trip_id: tripId }).patch(values);
        else ({ id } = await HotelStayModel.query(trx).insert(values).returning('id'));
        await HotelRoomTypeModel.query(trx).where('stay_id', id).delete();
        if (s.roomTypes.length)
          await HotelRoomTypeModel.query(trx).insert(
            s.roomTypes.map((t) => ({ stayId: id, type: t.type, capacity: t.capacity, supplementCents: t.supplementCents })),
          );
      }
    },

    /** Active registrations of the trip per chosen room type. */
    async typeChoices(tripId: string, trx?: Tx): Promise<Map<RoomType, number>> {
      const rows = await TripRegistrationModel.query(k(trx))
        .where('trip_id', tripId)
        .whereNull('cancelled_at')
        .whereNotNull('room_type')
        .groupBy('room_type')
        .select('room_type', raw('count(*)::int as n'))
        .castTo<{ roomType: RoomType; n: number }[]>();
      return new Map(rows.map((r) => [r.roomType, r.n]));
    },

    /** How many travellers sleep in each of these stays' rooms. */
    async occupied(stayIds: readonly string[], trx?: Tx): Promise<Map<string, number>> {
      if (!stayIds.length) return new Map();
      const rows = await RoomAssignmentModel.query(k(trx))
        .whereIn('stay_id', stayIds)
        .groupBy('stay_id')
        .select('stay_id', raw('count(*)::int as n'))
        .castTo<{ stayId: string; n: number }[]>();
      return new Map(rows.map((r) => [r.stayId, r.n]));
    },

    async roomsOf(tripId: string, trx?: Tx): Promise<StoredRoom[]> {
      const rows = await RoomModel.query(k(trx))
        .alias('r')
        .join('hotel_stays as s', 's.id', 'r.stay_id')
        .where('s.trip_id', tripId)
        .orderByRaw('length(r.label), r.label')
        .select('r.*');
      return rows.map(plain);
    },

    async insertRooms(rows: readonly Omit<StoredRoom, 'id'>[], trx: Tx): Promise<void> {
      if (rows.length)
        await RoomModel.query(trx).insert(rows.map((r) => ({ stayId: r.stayId, label: r.label, type: r.type, capacity: r.capacity, gender: r.gender })));
    },

    async assignmentsOf(tripId: string, trx?: Tx): Promise<{ registrationId: string; stayId: string; roomId: string }[]> {
      const rows = await RoomAssignmentModel.query(k(trx)).alias('a').join('hotel_stays as s', 's.id', 'a.stay_id').where('s.trip_id', tripId).select('a.*');
      return rows.map(plain);
    },

    /** The trip's active travellers with what rooming reads (name as on the passport, gender, party, choice). */
    async travellers(tripId: string, trx?: Tx): Promise<RoomingSource[]> {
      const rows = await TripRegistrationModel.query(k(trx))
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .leftJoin('trip_forms as f', 'f.registration_id', 'r.id')
        .leftJoin('parties as p', 'p.id', 'r.party_id')
        .leftJoin('trip_registrations as lr', 'lr.id', 'p.lead_registration_id')
        .leftJoin('users as lu', 'lu.id', 'lr.user_id')
        .leftJoin('trip_forms as lf', 'lf.registration_id', 'lr.id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .orderByRaw('coalesce(f.full_name_as_per_passport, u.full_name, u.username), r.id')
        .select(
          'r.id',
          'r.user_id',
          'u.email',
          raw('coalesce(u.full_name, u.username) as full_name'),
          'f.full_name_as_per_passport',
          'f.gender',
          raw('coalesce(f.is_under_18, false) as minor'),
          'r.party_id',
          'r.relationship',
          raw('coalesce(lf.full_name_as_per_passport, lu.full_name, lu.username) as party_lead_name'),
          'r.room_type',
          'r.room_supplement_cents',
          'r.room_wishes',
          'r.bus_id',
          'r.rooming_version',
        )
        .castTo<TravellerRow[]>();
      // The passport's name is the view's passportName; a lead's name only for a traveller in a party.
      return rows.map(({ fullNameAsPerPassport, gender, partyLeadName, roomWishes, ...r }) => ({
        id: r.id,
        userId: r.userId,
        email: r.email,
        fullName: r.fullName,
        passportName: fullNameAsPerPassport,
        gender: asGender(gender),
        minor: r.minor,
        partyId: r.partyId,
        relationship: r.relationship,
        partyLeadName: r.partyId ? partyLeadName : null,
        roomType: r.roomType,
        roomSupplementCents: r.roomSupplementCents,
        roomWishes: roomWishes ?? [],
        busId: r.busId,
        roomingVersion: r.roomingVersion,
      }));
    },

    /** The registration's rooming columns, locked for the change. */
    async lockRegistration(id: string, trx: Tx): Promise<{ id: string; tripId: string; roomingVersion: number; cancelled: boolean } | undefined> {
      const m = await TripRegistrationModel.query(trx).findById(id).forUpdate().select('id', 'trip_id', 'rooming_version', 'cancelled_at');
      return m && { id: m.id, tripId: m.tripId, roomingVersion: m.roomingVersion, cancelled: m.cancelledAt !== null };
    },

    async bumpVersions(ids: readonly string[], trx: Tx): Promise<void> {
      if (ids.length) await TripRegistrationModel.query(trx).whereIn('id', ids).increment('rooming_version', 1);
    },

    /** Puts a traveller in a room of a stay (or out of the stay's rooms with null). */
    async setAssignment(registrationId: string, stayId: string, roomId: string | null, trx: Tx): Promise<void> {
      if (roomId === null) await RoomAssignmentModel.query(trx).where({ registration_id: registrationId, stay_id: stayId }).delete();
      else await RoomAssignmentModel.query(trx).insert({ registrationId, stayId, roomId }).onConflict(['registration_id', 'stay_id']).merge(['room_id']);
    },

    async replaceAssignments(stayId: string, rows: readonly { registrationId: string; roomId: string }[], trx: Tx): Promise<void> {
      await RoomAssignmentModel.query(trx).where('stay_id', stayId).delete();
      if (rows.length) await RoomAssignmentModel.query(trx).insert(rows.map((r) => ({ registrationId: r.registrationId, stayId, roomId: r.roomId })));
    },

    async setRoomChoice(id: string, choice: { roomType: RoomType | null; roomSupplementCents: number; roomWishes: string[] }, trx: Tx): Promise<void> {
      await TripRegistrationModel.query(trx)
        .findById(id)
        .patch({ roomType: choice.roomType, roomSupplementCents: choice.roomSupplementCents, roomWishes: choice.roomWishes, updatedAt: now() });
    },

    /** The trip's registration of a user (active or not). */
    async registrationOf(userId: string, tripId: string, trx?: Tx) {
      const m = await TripRegistrationModel.query(k(trx))
        .where({ user_id: userId, trip_id: tripId })
        .orderBy('created_at', 'desc')
        .select('id', 'cancelled_at', 'room_type', 'room_supplement_cents', 'room_wishes')
        .first();
      return m && toChoice(m);
    },

    async registrationForChoice(id: string, trx: Tx) {
      const m = await TripRegistrationModel.query(trx)
        .findById(id)
        .forUpdate()
        .select('id', 'trip_id', 'cancelled_at', 'room_type', 'room_supplement_cents', 'room_wishes');
      return m && { ...toChoice(m), tripId: m.tripId };
    },

    /** Active registrations of the trip whose account has one of these emails: id by email (lowercase). */
    async registrationsByEmail(tripId: string, emails: readonly string[], trx?: Tx): Promise<Map<string, string>> {
      if (!emails.length) return new Map();
      const rows = await TripRegistrationModel.query(k(trx))
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .where('r.trip_id', tripId)
        .whereNull('r.cancelled_at')
        .whereRaw('lower(u.email) = any(?::text[])', [emails.map((e) => e.toLowerCase())])
        .select('r.id', raw('lower(u.email) as email'))
        .castTo<{ id: string; email: string }[]>();
      return new Map(rows.map((r) => [r.email, r.id]));
    },

    async emailsOf(ids: readonly string[], trx?: Tx): Promise<string[]> {
      if (!ids.length) return [];
      const rows = await TripRegistrationModel.query(k(trx))
        .alias('r')
        .join('users as u', 'u.id', 'r.user_id')
        .whereIn('r.id', ids)
        .select('u.email')
        .castTo<{ email: string | null }[]>();
      return rows.map((r) => r.email).filter((e): e is string => !!e);
    },

    async busesOf(tripId: string, trx?: Tx): Promise<StoredBus[]> {
      const rows = await BusModel.query(k(trx))
        .alias('b')
        .leftJoin('users as u', 'u.id', 'b.leader_user_id')
        .where('b.trip_id', tripId)
        .orderByRaw('length(b.name), b.name')
        .select('b.*', raw('coalesce(u.full_name, u.username) as leader_name'))
        .castTo<(ModelObject<BusModel> & { leaderName: string | null })[]>();
      return rows.map((r) => ({ id: r.id, tripId: r.tripId, name: r.name, leaderUserId: r.leaderUserId, leaderName: r.leaderName }));
    },

    async insertBus(tripId: string, name: string, leaderUserId: string | null, trx: Tx): Promise<void> {
      await BusModel.query(trx).insert({ tripId, name, leaderUserId });
    },

    async isStaff(userId: string, trx?: Tx): Promise<boolean> {
      return !!(await UserModel.query(k(trx)).where({ id: userId, role: 'admin' }).select('id').first());
    },

    /** Deletes a room (its assignments go with it); answers it with who was in it, or undefined when there is none. */
    async deleteRoom(roomId: string, trx: Tx): Promise<{ room: StoredRoom; tripId: string; hotelName: string; occupantIds: string[] } | undefined> {
      const [found] = await RoomModel.query(trx)
        .alias('r')
        .join('hotel_stays as s', 's.id', 'r.stay_id')
        .where('r.id', roomId)
        .forUpdate()
        .select('r.*', 's.trip_id as room_trip_id', 's.hotel_name as room_hotel_name')
        .castTo<(ModelObject<RoomModel> & { roomTripId: string; roomHotelName: string })[]>();
      if (!found) return undefined;
      const occupants = await RoomAssignmentModel.query(trx).where('room_id', roomId).select('registration_id');
      await RoomModel.query(trx).deleteById(roomId);
      const room: StoredRoom = {
        id: found.id,
        stayId: found.stayId,
        label: found.label,
        type: found.type as RoomType,
        capacity: found.capacity,
        gender: found.gender as RoomGender,
      };
      return { room, tripId: found.roomTripId, hotelName: found.roomHotelName, occupantIds: occupants.map((o) => o.registrationId) };
    },

    /**
     * Deletes a bus (its riders keep no bus); answers it with who rode it, undefined when there is
     * none, or 'counted' when a headcount counted it (the check keeps its bus: migration 0033).
     */
    async deleteBus(busId: string, trx: Tx): Promise<{ bus: { id: string; tripId: string; name: string }; riderIds: string[] } | 'counted' | undefined> {
      const bus = await BusModel.query(trx).findById(busId).forUpdate();
      if (!bus) return undefined;
      const riders = await TripRegistrationModel.query(trx).where('bus_id', busId).select('id');
      try {
        await BusModel.query(trx).deleteById(busId);
      } catch (err) {
        // The transaction is spent: the caller refuses, and everything rolls back.
        if ((err as { constraint?: string }).constraint === 'headcount_checks_bus_id_foreign') return 'counted';
        throw err;
      }
      return { bus: { id: bus.id, tripId: bus.tripId, name: bus.name }, riderIds: riders.map((r) => r.id) };
    },

    async setBus(registrationId: string, busId: string | null, trx: Tx): Promise<void> {
      await TripRegistrationModel.query(trx).findById(registrationId).patch({ busId, updatedAt: now() });
    },
  };
}
export type RoomsRepository = ReturnType<typeof createRoomsRepository>;
