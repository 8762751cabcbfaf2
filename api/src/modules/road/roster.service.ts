// The leader's roster on the road (issue 37; docs/product.md#on-the-road; ADR 0132): every active
// traveller of the trip with what it takes to find, reach and care for them. Rooms and buses come
// through the road-facts seam; the care needs only with medical:read, each read audited.
import { DEFAULT_LOCALE, type ItineraryDay, type Locale, type TripFacts } from '@umrah/graphql';
import { noProgramme, type ProgrammeOf } from './card.service.js';
import type { Care } from '../readiness/readiness.service.js';
import type { RoadRepository } from './road.repository.js';
import { noRoadFacts, type RoadFactsOf } from './road-facts.js';

export interface RoadTravellerView {
  registrationId: string;
  fullName: string;
  fullNameAsPerPassport: string | null;
  phone: string | null;
  whatsapp: string | null;
  photoUrl: string | null;
  room: string | null;
  bus: string | null;
  busId: string | null;
  emergencyContact: { name: string | null; email: string | null; relationship: string | null };
  care: Care | null;
}

export interface RoadRosterView {
  tripId: string;
  tripName: string;
  /** Every day of the trip's programme in the reader's language (the page shows today's). */
  programme: ItineraryDay[];
  buses: { id: string; name: string }[];
  travellers: RoadTravellerView[];
}

interface Deps {
  road: RoadRepository;
  chosenTrip: (tripId?: string | null) => Promise<TripFacts>;
  careOfTrip: (tripId: string, staffId: string) => Promise<Map<string, Care>>;
  clock: () => Date;
  /** Rooms, buses and today's hotel (the rooms module). */
  roadFacts?: RoadFactsOf;
  /** The trip's daily programme (the content service). */
  programmeOf?: ProgrammeOf;
}

/** wa.me wants the international number's digits only; a number without its country code cannot be linked. */
export function whatsappOf(phone: string | null): string | null {
  if (!phone) return null;
  const digits = phone.replace(/\D/g, '');
  if (digits.length < 8) return null;
  // A North American number written without +1 (the organiser's travellers are in Canada).
  return phone.trim().startsWith('+') ? digits : digits.length === 10 ? `1${digits}` : digits;
}

export function createRosterService({ road, chosenTrip, careOfTrip, clock, roadFacts = noRoadFacts, programmeOf = noProgramme }: Deps) {
  return {
    async roster(staffId: string, mayReadCare: boolean, tripId?: string | null, locale: Locale = DEFAULT_LOCALE): Promise<RoadRosterView> {
      const trip = await chosenTrip(tripId);
      const [travellers, facts, care, programme] = await Promise.all([
        road.roster(trip.id),
        roadFacts(trip.id, clock()),
        mayReadCare ? careOfTrip(trip.id, staffId) : Promise.resolve(null),
        programmeOf(trip.slug, locale),
      ]);
      return {
        tripId: trip.id,
        tripName: trip.name,
        programme,
        buses: facts.buses,
        travellers: travellers.map((t) => ({
          registrationId: t.registrationId,
          fullName: t.fullName,
          fullNameAsPerPassport: t.fullNameAsPerPassport,
          phone: t.phone,
          whatsapp: whatsappOf(t.phone),
          photoUrl: t.photoKey ? `/uploads/${t.photoKey}` : null,
          room: facts.roomOf(t.registrationId),
          bus: facts.busOf(t.registrationId),
          busId: facts.busIdOf(t.registrationId),
          emergencyContact: { name: t.emergencyContactName, email: t.emergencyContactEmail, relationship: t.emergencyContactRelationship },
          care: care ? (care.get(t.registrationId) ?? null) : null,
        })),
      };
    },
  };
}
export type RosterService = ReturnType<typeof createRosterService>;
