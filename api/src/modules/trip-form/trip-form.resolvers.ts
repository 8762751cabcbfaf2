import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireUser } from '../auth/viewer.js';

export const tripFormResolvers: Resolvers = {
  Query: {
    tripForm: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.tripForm.get(user.id);
    },
  },
  Mutation: {
    saveTripForm: async (_p, { input, submit }, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.tripForm.save(user.id, input, submit);
    },
  },
};
