import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireUser } from '../auth/viewer.js';

export const profileResolvers: Resolvers = {
  Query: {
    profile: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.profile.get(user.id);
    },
  },
  Mutation: {
    updateProfile: async (_p, { input }, { req, services }) => {
      const user = await requireUser(req, services.users);
      return services.profile.update(user.id, input);
    },
  },
};
