import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const flightsResolvers: Resolvers = {
  Query: {
    flightLegs: requires('roster:read')(async (_p, { tripId }, { services }) => services.flights.ofTrip(tripId)),
  },
  Mutation: {
    addFlightLeg: requires('trips:manage')(async (_p, { tripId, input }, { services }) => services.flights.add(tripId, input)),
    updateFlightLeg: requires('trips:manage')(async (_p, { id, input }, { services }) => services.flights.update(id, input)),
    deleteFlightLeg: requires('trips:manage')(async (_p, { id }, { services }) => services.flights.remove(id)),
    setFlightLegTraveller: requires('trips:manage')(async (_p, { legId, registrationId, onLeg }, { services }) =>
      services.flights.setTraveller(legId, registrationId, onLeg),
    ),
  },
};
