import { tripDates } from '@umrah/graphql';
import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const tripsResolvers: Resolvers = {
  Query: {
    trips: requires('trips:manage')((_p, _a, { services }) => services.trips.views()),
    trip: requires('trips:manage')((_p, { id }, { services }) => services.trips.view(id)),
  },
  Mutation: {
    copyTrip: requires('trips:manage')((_p, { id, input }, { services, viewer }) => services.trips.copy(viewer.id, id, input)),
    updateTrip: requires('trips:manage')((_p, { id, input }, { services, viewer }) => services.trips.update(viewer.id, id, input)),
    moveTrip: requires('trips:manage')((_p, { id, to }, { services, viewer }) => services.trips.move(viewer.id, id, { to })),
  },
  Trip: {
    dates: (t) => tripDates(t),
  },
  TripRegistration: {
    trip: (r, _a, { services }) => services.trips.of(r.tripId),
  },
  RegistrationTrip: {
    dates: (t) => tripDates(t),
  },
};
