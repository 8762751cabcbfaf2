import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { signedIn } from '../../graphql/guards.js';

export const profileResolvers: Resolvers = {
  Query: {
    profile: signedIn(async (_p, _a, { services, viewer: user }) => {
      return services.profile.get(user);
    }),
  },
  Mutation: {
    updateProfile: signedIn(async (_p, { input }, { services, viewer: user }) => {
      return services.profile.update(user, input);
    }),
    setMyLanguage: signedIn(async (_p, { locale }, { services, viewer: user }) => {
      return services.profile.setLanguage(user, locale);
    }),
  },
};
