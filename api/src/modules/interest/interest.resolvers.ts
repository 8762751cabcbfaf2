import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireAdmin } from '../auth/viewer.js';

export const interestResolvers: Resolvers = {
  Query: {
    interestSubmissions: async (_p, _a, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.interest.list();
    },
    interestPage: async (_p, { offset, limit }, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.interest.page(offset, limit);
    },
  },
  Mutation: {
    submitInterest: async (_p, { input }, { req, services }) => {
      await services.interest.submit(input, req.ip ?? '');
      return { success: true };
    },
  },
};
