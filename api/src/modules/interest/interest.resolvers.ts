import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly } from '../../graphql/guards.js';

export const interestResolvers: Resolvers = {
  Query: {
    interestSubmissions: adminOnly(async (_p, _a, { services }) => {
      return services.interest.list();
    }),
    interestPage: adminOnly(async (_p, { offset, limit }, { services }) => {
      return services.interest.page(offset, limit);
    }),
  },
  Mutation: {
    submitInterest: async (_p, { input }, { req, services }) => {
      await services.interest.submit(input, req.ip ?? '');
      return { success: true };
    },
  },
};
