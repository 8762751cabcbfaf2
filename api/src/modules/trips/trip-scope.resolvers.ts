import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn } from '../../graphql/guards.js';

export const tripScopeResolvers: Resolvers = {
  Query: {
    tripChoices: requires('roster:read')((_p, _a, { services }) => services.tripScope.choices()),
    myPastTrips: signedIn((_p, _a, { services, viewer }) => services.tripScope.pastOf(viewer.id)),
  },
};
