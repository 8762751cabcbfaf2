import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const interestResolvers: Resolvers = {
  Query: {
    interestSubmissions: requires('interest:read')(async (_p, { tripId }, { services }) => {
      return services.interest.list(tripId);
    }),
    interestPage: requires('interest:read')(async (_p, { offset, limit, tripId }, { services }) => {
      return services.interest.page(offset, limit, tripId);
    }),
  },
  Mutation: {
    submitInterest: async (_p, { input }, { req, services }) => {
      await services.interest.submit(input, req.ip ?? '');
      return { success: true };
    },
  },
};
