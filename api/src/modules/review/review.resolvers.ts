import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireAdmin } from '../auth/viewer.js';

export const reviewResolvers: Resolvers = {
  Query: {
    registrationReview: async (_p, { id }, { req, services }) => {
      await requireAdmin(req, services.users);
      return services.review.review(id);
    },
  },
  Mutation: {
    revealPassportNumber: async (_p, { registrationId }, { req, services }) => {
      const admin = await requireAdmin(req, services.users);
      return services.review.revealPassportNumber(admin.id, registrationId);
    },
  },
};
