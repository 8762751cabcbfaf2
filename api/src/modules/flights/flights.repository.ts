// The only code that touches flight_legs and flight_leg_exclusions. Values arrive validated.
import type { FlightLegValues } from '@umrah/graphql';
import type { Knex } from 'knex';
import { plain } from '../../lib/model.js';
import { FlightLegExclusionModel } from './flight-leg-exclusion.model.js';
import { FlightLegModel } from './flight-leg.model.js';

export interface StoredFlightLeg extends FlightLegValues {
  id: string;
  tripId: string;
  /** Active registrations of the trip left off this leg. */
  excludedRegistrationIds: string[];
}

export function createFlightsRepository(db: Knex) {
  const withExclusions = async (legs: FlightLegModel[], trx: Knex): Promise<StoredFlightLeg[]> => {
    if (!legs.length) return [];
    const off = await FlightLegExclusionModel.query(trx)
      .alias('x')
      .join('trip_registrations as r', 'r.id', 'x.registration_id')
      .whereIn(
        'x.leg_id',
        legs.map((l) => l.id),
      )
      .whereNull('r.cancelled_at')
      .select('x.leg_id', 'x.registration_id')
      .orderBy('x.registration_id');
    return legs.map((l) => {
      const { createdAt: _created, ...leg } = plain(l);
      return { ...leg, excludedRegistrationIds: off.filter((x) => x.legId === l.id).map((x) => x.registrationId) };
    });
  };

  return {
    /** A trip's legs in flying order. */
    async ofTrip(tripId: string, trx: Knex = db): Promise<StoredFlightLeg[]> {
      const legs = await FlightLegModel.query(trx).where('trip_id', tripId).orderBy(['departs_on', 'flight_number']);
      return withExclusions(legs, trx);
    },
    async find(legId: string, trx: Knex = db): Promise<StoredFlightLeg | undefined> {
      const leg = await FlightLegModel.query(trx).findById(legId);
      return leg ? (await withExclusions([leg], trx))[0] : undefined;
    },
    async insert(tripId: string, values: FlightLegValues, trx: Knex = db): Promise<string> {
      return (
        await FlightLegModel.query(trx)
          .insert({ ...values, tripId })
          .returning('id')
      ).id;
    },
    async update(legId: string, values: FlightLegValues, trx: Knex = db): Promise<number> {
      return FlightLegModel.query(trx).findById(legId).patch(values);
    },
    async delete(legId: string, trx: Knex = db): Promise<number> {
      return FlightLegModel.query(trx).deleteById(legId);
    },
    async exclude(legId: string, registrationId: string, trx: Knex = db): Promise<void> {
      await FlightLegExclusionModel.query(trx).insert({ legId, registrationId }).onConflict(['leg_id', 'registration_id']).ignore();
    },
    async include(legId: string, registrationId: string, trx: Knex = db): Promise<void> {
      await FlightLegExclusionModel.query(trx).where({ leg_id: legId, registration_id: registrationId }).delete();
    },
  };
}
export type FlightsRepository = ReturnType<typeof createFlightsRepository>;
