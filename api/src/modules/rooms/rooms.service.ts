// Rooms (docs/product.md#rooms; ADRs 0124-0126): a trip's hotel stays and room types, a
// traveller's room choice (its supplement is what the ledger adds to the fare), the rooming board
// (rooms per stay, "Assign automatically", moves, buses) and the hotels' rooming lists. The rules
// are graphql/src/rooming.ts and hotel-stays.ts; this loads → applies → saves → audits.
import {
  addRoomsRules,
  assignRooms,
  busRules,
  checkRoom,
  dayIn,
  hotelStaysRules,
  ROOM_TYPE_LABELS,
  roomChoiceRules,
  ROOMS_MESSAGES,
  stayOn,
  supplementFor,
  typesOffered,
  warningsFor,
  type RoomGender,
  type RoomingRoom,
  type RoomingTraveller,
  type RoomingWarning,
  type RoomType,
} from '@umrah/graphql';
import { z } from 'zod';
import type { Transactor, Tx } from '../../lib/db.js';
import { AppError } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { AuditRepository } from '../audit/audit.repository.js';
import { NO_ROAD_FACTS, type RoadFacts } from '../road/road-facts.js';
import type { TripsService } from '../trips/trips.service.js';
import type { RoomingSource, RoomsRepository, StoredBus, StoredRoom, StoredStay } from './rooms.repository.js';

const m = ROOMS_MESSAGES;
const isUuid = (v: unknown): v is string => z.uuid().safeParse(v).success;

export interface RoomView extends StoredRoom {
  occupantIds: string[];
}
export interface StayBoardView {
  stay: StoredStay;
  rooms: RoomView[];
  warnings: RoomingWarning[];
}
export interface RoomingTravellerView {
  id: string;
  name: string;
  gender: 'male' | 'female' | null;
  minor: boolean;
  partyId: string | null;
  partyLeadName: string | null;
  relationship: string | null;
  roomType: RoomType | null;
  wishes: string[];
  busId: string | null;
  version: number;
}
export interface RoomingBoardView {
  tripId: string;
  stays: StayBoardView[];
  travellers: RoomingTravellerView[];
  buses: StoredBus[];
}
export interface RoomChoiceView {
  registrationId: string;
  roomType: RoomType | null;
  supplementCents: number;
  wishes: string[];
  options: { type: RoomType; supplementCents: number }[];
  stays: StoredStay[];
}

/** The name the hotel and the board read: as on the passport once the form has it. */
export const nameOf = (t: Pick<RoomingSource, 'passportName' | 'fullName'>): string => t.passportName?.trim() || t.fullName;

export const toRoomingTraveller = (t: RoomingSource): RoomingTraveller => ({
  id: t.id,
  gender: t.gender,
  minor: t.minor,
  partyId: t.partyId,
  relationship: t.relationship,
  preferredRoomType: t.roomType,
  wishes: t.roomWishes,
});
const toRoomingRoom = (r: StoredRoom): RoomingRoom => ({ id: r.id, type: r.type, capacity: r.capacity, gender: r.gender });

const moveRules = z.object({
  registrationId: z.uuid({ error: m.roomNotFound }),
  stayId: z.uuid({ error: m.stayNotFound }),
  roomId: z.uuid({ error: m.roomNotFound }).nullable(),
  version: z.number().int(),
});
const busMoveRules = z.object({
  registrationId: z.uuid({ error: m.busNotFound }),
  busId: z.uuid({ error: m.busNotFound }).nullable(),
  version: z.number().int(),
});

interface Deps {
  tx: Transactor;
  rooms: RoomsRepository;
  audit: AuditRepository;
  trips: Pick<TripsService, 'chosen' | 'current'>;
}

export function createRoomsService({ tx, rooms, audit, trips }: Deps) {
  const stayOrFail = async (stayId: string, trx?: Tx): Promise<StoredStay> => {
    const stay = isUuid(stayId) ? await rooms.stay(stayId, trx) : undefined;
    if (!stay) throw new AppError('NOT_FOUND', m.stayNotFound);
    return stay;
  };

  async function board(tripId: string, trx?: Tx): Promise<RoomingBoardView> {
    // In turn: inside a transaction the reads share one connection, which runs one query at a time.
    const stays = await rooms.staysOf(tripId, trx);
    const allRooms = await rooms.roomsOf(tripId, trx);
    const assignments = await rooms.assignmentsOf(tripId, trx);
    const travellers = await rooms.travellers(tripId, trx);
    const buses = await rooms.busesOf(tripId, trx);
    const people = travellers.map(toRoomingTraveller);
    return {
      tripId,
      stays: stays.map((stay) => {
        const mine = allRooms.filter((r) => r.stayId === stay.id);
        const placed = assignments.filter((a) => a.stayId === stay.id).map((a) => ({ travellerId: a.registrationId, roomId: a.roomId }));
        return {
          stay,
          rooms: mine.map((r) => ({ ...r, occupantIds: placed.filter((a) => a.roomId === r.id).map((a) => a.travellerId) })),
          warnings: warningsFor(people, mine.map(toRoomingRoom), placed),
        };
      }),
      travellers: travellers.map((t) => ({
        id: t.id,
        name: nameOf(t),
        gender: t.gender,
        minor: t.minor,
        partyId: t.partyId,
        partyLeadName: t.partyLeadName,
        relationship: t.relationship,
        roomType: t.roomType,
        wishes: t.roomWishes,
        busId: t.busId,
        version: t.roomingVersion,
      })),
      buses,
    };
  }

  /** The choice and what it may be, for a registration of a trip. */
  async function choiceView(
    reg: { id: string; roomType: RoomType | null; roomSupplementCents: number; roomWishes: string[] },
    tripId: string,
  ): Promise<RoomChoiceView> {
    const stays = await rooms.staysOf(tripId);
    return {
      registrationId: reg.id,
      roomType: reg.roomType,
      supplementCents: reg.roomSupplementCents,
      wishes: await rooms.emailsOf(reg.roomWishes),
      options: typesOffered(stays).map((type) => ({ type, supplementCents: supplementFor(stays, type) ?? 0 })),
      stays,
    };
  }

  /** Sets a registration's room type (its supplement locked at today's stays) and wishes; audited when the money changes. */
  async function applyChoice(actorId: string, registrationId: string, roomType: RoomType | null, wishEmails: readonly string[] | null, trx: Tx) {
    const reg = await rooms.registrationForChoice(registrationId, trx);
    if (!reg || reg.cancelled) throw new AppError('NOT_FOUND', m.noRegistration);
    const stays = await rooms.staysOf(reg.tripId, trx);
    if (roomType !== null && stays.length === 0) throw new AppError('BAD_USER_INPUT', m.noStays, { roomType: m.noStays });
    const supplement = supplementFor(stays, roomType);
    if (supplement === null) {
      const message = m.typeNotOffered(ROOM_TYPE_LABELS[roomType!]);
      throw new AppError('BAD_USER_INPUT', message, { roomType: message });
    }
    let wishes = reg.roomWishes;
    if (wishEmails !== null) {
      const found = await rooms.registrationsByEmail(reg.tripId, wishEmails, trx);
      const missing = wishEmails.some((e) => !found.has(e.toLowerCase()));
      if (missing) throw new AppError('BAD_USER_INPUT', m.wishNotFound, { wishes: m.wishNotFound });
      wishes = [...new Set(found.values())].filter((id) => id !== reg.id);
    }
    // Unchanged type: the supplement locked when it was chosen stays (a trip's later prices apply to new choices).
    const supplementCents = roomType === reg.roomType ? reg.roomSupplementCents : supplement;
    await rooms.setRoomChoice(reg.id, { roomType, roomSupplementCents: supplementCents, roomWishes: wishes }, trx);
    if (roomType !== reg.roomType || supplementCents !== reg.roomSupplementCents)
      await audit.record(
        {
          actorUserId: actorId,
          action: 'registration.room_type_changed',
          entityType: 'trip_registration',
          entityId: reg.id,
          registrationId: reg.id,
          payload: { from: reg.roomType, to: roomType, fromCents: reg.roomSupplementCents, toCents: supplementCents },
        },
        trx,
      );
    return { ...reg, roomType, roomSupplementCents: supplementCents, roomWishes: wishes };
  }

  return {
    /**
     * The road's facts (api/src/modules/road/road-facts.ts): the hotel the group sleeps in on the
     * day in Makkah's time zone (`stayOn`), each traveller's room in it and their bus.
     */
    async roadFacts(tripId: string, now: Date): Promise<RoadFacts> {
      const stay = stayOn(await rooms.staysOf(tripId), dayIn(now, 'Asia/Riyadh'));
      const travellers = await rooms.travellers(tripId);
      const buses = (await rooms.busesOf(tripId)).map((b) => ({ id: b.id, name: b.name }));
      const busName = new Map(buses.map((b) => [b.id, b.name]));
      const busOf = new Map(travellers.map((t) => [t.id, t.busId ? (busName.get(t.busId) ?? null) : null]));
      const busIdOf = new Map(travellers.map((t) => [t.id, t.busId]));
      const theirBus = { busOf: (id: string) => busOf.get(id) ?? null, busIdOf: (id: string) => busIdOf.get(id) ?? null, buses };
      if (!stay) return { ...NO_ROAD_FACTS, ...theirBus };
      const label = new Map((await rooms.roomsOf(tripId)).filter((r) => r.stayId === stay.id).map((r) => [r.id, r.label]));
      const roomOf = new Map(
        (await rooms.assignmentsOf(tripId)).filter((a) => a.stayId === stay.id).map((a) => [a.registrationId, label.get(a.roomId) ?? null]),
      );
      return {
        roomOf: (id) => roomOf.get(id) ?? null,
        ...theirBus,
        hotelToday: { name: stay.hotelName, addressEn: stay.addressEn, addressAr: stay.addressAr },
      };
    },

    /**
     * Each registration's rooms as one line for a printed sheet ("Dar Al Taqwa 12 · Swissotel Al
     * Maqam 4", the stays in order), or null when it has none yet (the leader's emergency sheet).
     */
    async roomLabels(tripId: string, registrationIds: readonly string[]): Promise<Map<string, string | null>> {
      const stays = await rooms.staysOf(tripId);
      const all = new Map((await rooms.roomsOf(tripId)).map((r) => [r.id, r]));
      const assignments = await rooms.assignmentsOf(tripId);
      const order = new Map(stays.map((s, i) => [s.id, i]));
      const hotel = new Map(stays.map((s) => [s.id, s.hotelName]));
      const out = new Map<string, string | null>();
      for (const id of registrationIds) {
        const mine = assignments.filter((a) => a.registrationId === id).sort((a, b) => (order.get(a.stayId) ?? 0) - (order.get(b.stayId) ?? 0));
        const labels = mine.flatMap((a) => {
          const room = all.get(a.roomId);
          return room ? [`${hotel.get(a.stayId) ?? ''} ${room.label}`.trim()] : [];
        });
        out.set(id, labels.length ? labels.join(' · ') : null);
      }
      return out;
    },
    board: async (tripId?: string | null) => board((await trips.chosen(tripId)).id),

    /** The trip's hotel stays with their room types. */
    stays: async (tripId?: string | null) => rooms.staysOf((await trips.chosen(tripId)).id),

    /**
     * The trip's stays become these. A room type travellers chose cannot disappear from any stay
     * (their supplement would have no price), nor a stay whose rooms hold travellers.
     */
    async saveStays(adminId: string, tripId: string, input: unknown): Promise<StoredStay[]> {
      const stays = validate(hotelStaysRules, input);
      const { id } = await trips.chosen(tripId);
      await tx.transaction(async (trx) => {
        const before = await rooms.staysOf(id, trx);
        const removed = before.filter((b) => !stays.some((s) => s.id === b.id));
        const occupied = await rooms.occupied(
          removed.map((s) => s.id),
          trx,
        );
        const busy = removed.find((s) => (occupied.get(s.id) ?? 0) > 0);
        if (busy) throw new AppError('CONFLICT', m.stayInUse(busy.hotelName));
        const choices = await rooms.typeChoices(id, trx);
        for (const [type, count] of choices) {
          const lacking = stays.find((s) => !s.roomTypes.some((t) => t.type === type));
          if (lacking) {
            const hotel = before.find((b) => b.id === lacking.id)?.hotelName ?? lacking.hotelName;
            throw new AppError('CONFLICT', m.typeInUse(ROOM_TYPE_LABELS[type], hotel, count));
          }
        }
        await rooms.replaceStays(id, stays, trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'hotel_stays.saved',
            entityType: 'trip',
            entityId: id,
            tripId: id,
            payload: { stays: stays.map((s) => s.hotelName) },
          },
          trx,
        );
      });
      return rooms.staysOf(id);
    },

    /** The signed-in traveller's room choice on the current trip; null without a registration. */
    async mine(userId: string): Promise<RoomChoiceView | null> {
      const trip = await trips.current();
      const reg = await rooms.registrationOf(userId, trip.id);
      if (!reg || reg.cancelled) return null;
      return choiceView(reg, trip.id);
    },

    async choose(userId: string, input: unknown): Promise<RoomChoiceView> {
      const { roomType, wishes } = validate(roomChoiceRules, input);
      const trip = await trips.current();
      const reg = await rooms.registrationOf(userId, trip.id);
      if (!reg || reg.cancelled) throw new AppError('NOT_FOUND', m.noRegistration);
      const saved = await tx.transaction((trx) => applyChoice(userId, reg.id, roomType, wishes, trx));
      return choiceView(saved, trip.id);
    },

    /** An admin changes a traveller's room type (after payments too): the balance follows, audited. */
    async changeRoomType(adminId: string, registrationId: string, input: unknown): Promise<string> {
      const { roomType } = validate(z.object({ roomType: roomChoiceRules.shape.roomType }), input);
      if (!isUuid(registrationId)) throw new AppError('NOT_FOUND', m.noRegistration);
      await tx.transaction((trx) => applyChoice(adminId, registrationId, roomType, null, trx));
      return registrationId;
    },

    async addRooms(adminId: string, stayId: string, input: unknown): Promise<RoomingBoardView> {
      const { type, gender, count } = validate(addRoomsRules, input);
      const stay = await stayOrFail(stayId);
      const capacity = stay.roomTypes.find((t) => t.type === type)?.capacity;
      if (capacity === undefined) {
        const message = m.typeNotOffered(ROOM_TYPE_LABELS[type]);
        throw new AppError('BAD_USER_INPUT', message, { type: message });
      }
      await tx.transaction(async (trx) => {
        const existing = (await rooms.roomsOf(stay.tripId, trx)).filter((r) => r.stayId === stay.id);
        const labels = new Set(existing.map((r) => r.label));
        const added: Omit<StoredRoom, 'id'>[] = [];
        for (let n = 101; added.length < count; n++) {
          const label = String(n);
          if (!labels.has(label)) added.push({ stayId: stay.id, label, type, capacity, gender: gender as RoomGender });
        }
        await rooms.insertRooms(added, trx);
      });
      return board(stay.tripId);
    },

    /** "Assign automatically": the stay's rooms are filled again by the rules; everyone's version moves on. */
    async assignAutomatically(adminId: string, stayId: string): Promise<RoomingBoardView> {
      const stay = await stayOrFail(stayId);
      await tx.transaction(async (trx) => {
        const travellers = await rooms.travellers(stay.tripId, trx);
        const all = await rooms.roomsOf(stay.tripId, trx);
        const mine = all.filter((r) => r.stayId === stay.id);
        const { assignments, warnings } = assignRooms(travellers.map(toRoomingTraveller), mine.map(toRoomingRoom));
        await rooms.replaceAssignments(
          stay.id,
          assignments.map((a) => ({ registrationId: a.travellerId, roomId: a.roomId })),
          trx,
        );
        await rooms.bumpVersions(
          travellers.map((t) => t.id),
          trx,
        );
        await audit.record(
          {
            actorUserId: adminId,
            action: 'rooms.assigned',
            entityType: 'hotel_stay',
            entityId: stay.id,
            tripId: stay.tripId,
            payload: { hotel: stay.hotelName, placed: assignments.length, unplaced: warnings.filter((w) => w.kind === 'unplaced').length },
          },
          trx,
        );
      });
      return board(stay.tripId);
    },

    /**
     * One traveller into a room of a stay (or out of it: roomId null). The version the admin saw must
     * still be the traveller's: a move made meanwhile by someone else is a conflict, never a second room.
     */
    async move(adminId: string, input: unknown): Promise<RoomingBoardView> {
      const { registrationId, stayId, roomId, version } = validate(moveRules, input);
      const stay = await stayOrFail(stayId);
      await tx.transaction(async (trx) => {
        const reg = await rooms.lockRegistration(registrationId, trx);
        if (!reg || reg.cancelled || reg.tripId !== stay.tripId) throw new AppError('NOT_FOUND', m.noRegistration);
        if (reg.roomingVersion !== version) throw new AppError('CONFLICT', m.moved);
        const travellers = await rooms.travellers(stay.tripId, trx);
        const all = await rooms.roomsOf(stay.tripId, trx);
        const assignments = await rooms.assignmentsOf(stay.tripId, trx);
        const from = assignments.find((a) => a.registrationId === registrationId && a.stayId === stay.id)?.roomId ?? null;
        if (roomId !== null) {
          const room = all.find((r) => r.id === roomId && r.stayId === stay.id);
          if (!room) throw new AppError('NOT_FOUND', m.roomNotFound);
          const byId = new Map(travellers.map((t) => [t.id, toRoomingTraveller(t)]));
          const occupants = assignments
            .filter((a) => a.roomId === room.id && a.registrationId !== registrationId)
            .map((a) => byId.get(a.registrationId))
            .filter((t): t is RoomingTraveller => !!t);
          const problems = checkRoom(toRoomingRoom(room), [...occupants, byId.get(registrationId)!]);
          if (problems.some((p) => p.kind === 'overFull')) throw new AppError('CONFLICT', m.roomFull);
          if (problems.length) throw new AppError('CONFLICT', m.roomGender);
        }
        await rooms.setAssignment(registrationId, stay.id, roomId, trx);
        await rooms.bumpVersions([registrationId], trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'rooms.moved',
            entityType: 'trip_registration',
            entityId: registrationId,
            registrationId,
            tripId: stay.tripId,
            payload: {
              hotel: stay.hotelName,
              from: all.find((r) => r.id === from)?.label ?? null,
              to: all.find((r) => r.id === roomId)?.label ?? null,
            },
          },
          trx,
        );
      });
      return board(stay.tripId);
    },

    async addBus(adminId: string, tripId: string, input: unknown): Promise<RoomingBoardView> {
      const { name, leaderUserId } = validate(busRules, input);
      const { id } = await trips.chosen(tripId);
      if (leaderUserId && !(await rooms.isStaff(leaderUserId))) throw new AppError('BAD_USER_INPUT', m.leaderNotStaff, { leaderUserId: m.leaderNotStaff });
      await tx.transaction((trx) => rooms.insertBus(id, name, leaderUserId, trx));
      return board(id);
    },

    async assignBus(adminId: string, input: unknown): Promise<RoomingBoardView> {
      const { registrationId, busId, version } = validate(busMoveRules, input);
      let tripId = '';
      await tx.transaction(async (trx) => {
        const reg = await rooms.lockRegistration(registrationId, trx);
        if (!reg || reg.cancelled) throw new AppError('NOT_FOUND', m.noRegistration);
        tripId = reg.tripId;
        if (reg.roomingVersion !== version) throw new AppError('CONFLICT', m.moved);
        const bus = busId && (await rooms.busesOf(reg.tripId, trx)).find((b) => b.id === busId);
        if (busId && !bus) throw new AppError('NOT_FOUND', m.busNotFound);
        await rooms.setBus(registrationId, busId, trx);
        await rooms.bumpVersions([registrationId], trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'bus.assigned',
            entityType: 'trip_registration',
            entityId: registrationId,
            registrationId,
            tripId: reg.tripId,
            payload: { to: bus ? bus.name : null },
          },
          trx,
        );
      });
      return board(tripId);
    },

    /**
     * Takes a room off its stay. Whoever was in it is unplaced (the board warns) and their version
     * moves on, so a move an admin started from the old board is a conflict, not a room that is gone.
     */
    async removeRoom(adminId: string, roomId: string): Promise<RoomingBoardView> {
      if (!isUuid(roomId)) throw new AppError('NOT_FOUND', m.roomNotFound);
      const tripId = await tx.transaction(async (trx) => {
        const removed = await rooms.deleteRoom(roomId, trx);
        if (!removed) throw new AppError('NOT_FOUND', m.roomNotFound);
        await rooms.bumpVersions(removed.occupantIds, trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'rooms.room_removed',
            entityType: 'hotel_stay',
            entityId: removed.room.stayId,
            tripId: removed.tripId,
            payload: { hotel: removed.hotelName, room: removed.room.label, unplaced: removed.occupantIds.length },
          },
          trx,
        );
        return removed.tripId;
      });
      return board(tripId);
    },

    /** Takes a bus off the trip; whoever rode it has no bus (their versions move on, as for a room). */
    async removeBus(adminId: string, busId: string): Promise<RoomingBoardView> {
      if (!isUuid(busId)) throw new AppError('NOT_FOUND', m.busNotFound);
      const tripId = await tx.transaction(async (trx) => {
        const removed = await rooms.deleteBus(busId, trx);
        if (!removed) throw new AppError('NOT_FOUND', m.busNotFound);
        if (removed === 'counted') throw new AppError('CONFLICT', m.busCounted);
        await rooms.bumpVersions(removed.riderIds, trx);
        await audit.record(
          {
            actorUserId: adminId,
            action: 'bus.removed',
            entityType: 'bus',
            entityId: removed.bus.id,
            tripId: removed.bus.tripId,
            payload: { bus: removed.bus.name, riders: removed.riderIds.length },
          },
          trx,
        );
        return removed.bus.tripId;
      });
      return board(tripId);
    },

    /** What a hotel's rooming list holds: its rooms in order, each with its occupants. */
    async listOf(stayId: string) {
      const stay = await stayOrFail(stayId);
      const b = await board(stay.tripId);
      const mine = b.stays.find((s) => s.stay.id === stay.id)!;
      const byId = new Map(b.travellers.map((t) => [t.id, t]));
      return {
        stay,
        rooms: mine.rooms.map((r) => ({ ...r, occupants: r.occupantIds.map((id) => byId.get(id)!).filter(Boolean) })),
      };
    },

    /** Each list that leaves is audited, like the manifest: who, which hotel, how many names. */
    async recordExport(adminId: string, stay: StoredStay, format: 'xlsx' | 'pdf', names: number): Promise<void> {
      await audit.record({
        actorUserId: adminId,
        action: 'rooms.exported',
        entityType: 'hotel_stay',
        entityId: stay.id,
        tripId: stay.tripId,
        payload: { hotel: stay.hotelName, format, names },
      });
    },
  };
}
export type RoomsService = ReturnType<typeof createRoomsService>;
