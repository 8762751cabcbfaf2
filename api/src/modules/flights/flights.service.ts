// Flight legs of a trip (issue 35; docs/product.md#ready-to-travel; ADR 0128): the owner adds,
// edits and removes them and leaves a traveller off a leg; staff who read the roster read them.
// The per-leg airline manifest is written by exports.service.ts from the same legs.
import { FLIGHT_MESSAGES, flightLegRules, type TripFacts } from '@umrah/graphql';
import { AppError, uniqueViolation } from '../../lib/errors.js';
import { validate } from '../../lib/validate.js';
import type { RegistrationRepository } from '../registration/registration.repository.js';
import { UUID } from '../registration/registration.service.js';
import type { FlightsRepository, StoredFlightLeg } from './flights.repository.js';

export interface FlightLegView extends StoredFlightLeg {
  /** Active travellers on the leg (everyone but those left off it). */
  travellerCount: number;
}

interface Deps {
  flights: FlightsRepository;
  registrations: RegistrationRepository;
  chosenTrip: (tripId?: string | null) => Promise<TripFacts>;
}

const notFound = () => new AppError('NOT_FOUND', FLIGHT_MESSAGES.notFound);

export function createFlightsService({ flights, registrations, chosenTrip }: Deps) {
  async function view(leg: StoredFlightLeg): Promise<FlightLegView> {
    const active = await registrations.countActive(leg.tripId);
    return { ...leg, travellerCount: active - leg.excludedRegistrationIds.length };
  }
  async function legOf(legId: string): Promise<StoredFlightLeg> {
    const leg = UUID.test(legId) ? await flights.find(legId) : undefined;
    if (!leg) throw notFound();
    return leg;
  }
  /** A duplicate (same flight on the same day of the same trip) is the unique key's refusal. */
  async function guarded<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (err) {
      if (uniqueViolation(err) !== undefined) throw new AppError('CONFLICT', FLIGHT_MESSAGES.duplicate, { flightNumber: FLIGHT_MESSAGES.duplicate });
      throw err;
    }
  }

  return {
    /** The chosen trip's legs in flying order. */
    async ofTrip(tripId?: string | null): Promise<FlightLegView[]> {
      const trip = await chosenTrip(tripId);
      const active = await registrations.countActive(trip.id);
      return (await flights.ofTrip(trip.id)).map((leg) => ({ ...leg, travellerCount: active - leg.excludedRegistrationIds.length }));
    },
    /** One leg of a trip (NOT_FOUND when it is another trip's: a manifest names its trip). */
    async leg(tripId: string, legId: string): Promise<StoredFlightLeg> {
      const leg = await legOf(legId);
      if (leg.tripId !== tripId) throw notFound();
      return leg;
    },
    async add(tripId: string | null | undefined, input: unknown): Promise<FlightLegView> {
      const values = validate(flightLegRules(), input ?? {});
      const trip = await chosenTrip(tripId);
      const id = await guarded(() => flights.insert(trip.id, values));
      return view(await legOf(id));
    },
    async update(legId: string, input: unknown): Promise<FlightLegView> {
      const values = validate(flightLegRules(), input ?? {});
      await legOf(legId);
      await guarded(() => flights.update(legId, values));
      return view(await legOf(legId));
    },
    async remove(legId: string): Promise<boolean> {
      await legOf(legId);
      return (await flights.delete(legId)) > 0;
    },
    /** Puts a traveller back on a leg or leaves them off it (idempotent). */
    async setTraveller(legId: string, registrationId: string, onLeg: boolean): Promise<FlightLegView> {
      const leg = await legOf(legId);
      const tripId = UUID.test(registrationId) ? await registrations.tripOf(registrationId) : undefined;
      if (tripId !== leg.tripId) throw new AppError('NOT_FOUND', FLIGHT_MESSAGES.notOnTrip);
      if (onLeg) await flights.include(legId, registrationId);
      else await flights.exclude(legId, registrationId);
      return view(await legOf(legId));
    },
  };
}
export type FlightsService = ReturnType<typeof createFlightsService>;
