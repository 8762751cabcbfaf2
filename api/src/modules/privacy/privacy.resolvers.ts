import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn } from '../../graphql/guards.js';
import { endSession } from '../../lib/session.js';

export const privacyResolvers: Resolvers = {
  Query: {
    tripRetention: requires('trips:manage')((_p, _a, { services }) => services.retention.list()),
    myPurgedTrips: signedIn((_p, _a, { services, viewer }) => services.retention.purgedTripsOf(viewer.id)),
  },
  Mutation: {
    deleteMyAccount: signedIn(async (_p, { input }, { req, services, viewer }) => {
      await services.privacy.deleteAccount(viewer.id, input);
      await endSession(req);
      return { success: true };
    }),
    purgeTripData: requires('trips:manage')((_p, { tripId }, { services, viewer }) => services.retention.runNow(viewer.id, tripId)),
  },
};
