import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, asTraveller } from '../../graphql/guards.js';
import { readinessAllowance } from '../auth/viewer.js';

export const readinessResolvers: Resolvers = {
  Query: {
    myReadiness: asTraveller(async (_p, _a, { services, viewer: user }) => services.readiness.mine(user.id)),
    readinessBoard: requires('roster:read')(async (_p, { tripId }, { services }) => services.readiness.board(tripId)),
    registrationReadiness: requires('roster:read')(async (_p, { registrationId }, { services, viewer }) =>
      services.readiness.ofRegistration(registrationId, readinessAllowance(viewer), viewer.id),
    ),
  },
  Mutation: {
    saveTravelDetails: asTraveller(async (_p, { input }, { services, viewer: user }) => services.readiness.save(user.id, input)),
    saveReadinessRules: requires('trips:manage')(async (_p, { tripId, rules }, { services, viewer }) => services.readiness.saveRules(viewer.id, tripId, rules)),
  },
};
