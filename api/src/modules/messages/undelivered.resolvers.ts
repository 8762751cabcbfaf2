import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const undeliveredResolvers: Resolvers = {
  Query: {
    undeliveredMessages: requires('messages:manage')((_p, _a, { services }) => services.undelivered.list()),
  },
  Mutation: {
    sendUndeliveredAgain: requires('messages:manage')((_p, { ids }, { services, viewer }) => services.undelivered.sendAgain(viewer.id, { ids })),
  },
};
