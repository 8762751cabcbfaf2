import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly } from '../../graphql/guards.js';

export const undeliveredResolvers: Resolvers = {
  Query: {
    undeliveredMessages: adminOnly((_p, _a, { services }) => services.undelivered.list()),
  },
  Mutation: {
    sendUndeliveredAgain: adminOnly((_p, { ids }, { services, viewer }) => services.undelivered.sendAgain(viewer.id, { ids })),
  },
};
