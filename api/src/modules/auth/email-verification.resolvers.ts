import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { signedIn } from '../../graphql/guards.js';

export const emailVerificationResolvers: Resolvers = {
  Query: {
    emailVerification: signedIn((_p, _a, { services, viewer }) => services.emailVerification.status(viewer)),
  },
  Mutation: {
    verifyEmail: async (_p, { token }, { services }) => {
      await services.emailVerification.verify({ token });
      return { success: true };
    },
    resendVerificationEmail: signedIn((_p, _a, { services, viewer }) => services.emailVerification.resend(viewer)),
  },
};
