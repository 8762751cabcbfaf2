import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly } from '../../graphql/guards.js';

export const reviewResolvers: Resolvers = {
  Query: {
    registrationReview: adminOnly(async (_p, { id }, { services }) => {
      return services.review.review(id);
    }),
  },
  Mutation: {
    revealPassportNumber: adminOnly(async (_p, { registrationId }, { services, viewer: admin }) => {
      return services.review.revealPassportNumber(admin.id, registrationId);
    }),
  },
};
