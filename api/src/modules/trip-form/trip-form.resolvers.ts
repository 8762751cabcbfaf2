import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { asTraveller } from '../../graphql/guards.js';

export const tripFormResolvers: Resolvers = {
  Query: {
    tripForm: asTraveller(async (_p, _a, { services, viewer: user }) => {
      return services.tripForm.get(user.id);
    }),
  },
  Mutation: {
    saveTripForm: asTraveller(async (_p, { input, submit }, { services, viewer: user }) => {
      return services.tripForm.save(user.id, input, submit);
    }),
  },
};
