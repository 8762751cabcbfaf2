import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { startSession } from '../../lib/session.js';
import { signedIn } from '../../graphql/guards.js';

export const passwordsResolvers: Resolvers = {
  Mutation: {
    requestPasswordReset: async (_p, { email }, { req, services }) => {
      await services.passwords.requestReset({ email }, req.ip ?? '');
      return { success: true };
    },
    resetPassword: async (_p, { token, password }, { services }) => {
      await services.passwords.reset({ token, password });
      return { success: true };
    },
    changePassword: signedIn(async (_p, args, { req, services, viewer: user }) => {
      await services.passwords.change(user.id, args);
      // Every older session ended; this one goes on, on a fresh id.
      await startSession(req, user);
      return { success: true };
    }),
  },
};
