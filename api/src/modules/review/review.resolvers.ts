import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';
import { reviewAllowance } from '../auth/viewer.js';

export const reviewResolvers: Resolvers = {
  Query: {
    registrationReview: requires('roster:read')(async (_p, { id }, { services, viewer }) => {
      return services.review.review(id, reviewAllowance(viewer));
    }),
  },
  Mutation: {
    revealPassportNumber: requires('passports:reveal')(async (_p, { registrationId }, { services, viewer: admin }) => {
      return services.review.revealPassportNumber(admin.id, registrationId);
    }),
  },
};
