import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { endSession, startSession } from '../../lib/session.js';
import { authStatusOf } from './viewer.js';

export const authResolvers: Resolvers = {
  Query: {
    authStatus: (_p, _a, { viewer }) => authStatusOf(viewer),
  },
  Mutation: {
    signUp: async (_p, { input }, { req, services }) => {
      await services.auth.signUp(input, req.ip ?? '');
      return { success: true };
    },
    logIn: async (_p, { input }, { req, services }) => {
      const user = await services.auth.logIn(input, req.ip ?? '');
      await startSession(req, user);
      return { isAdmin: user.role === 'admin' };
    },
    adminLogIn: async (_p, { input }, { req, services }) => {
      const user = await services.auth.adminLogIn(input, req.ip ?? '');
      await startSession(req, user);
      return { isAdmin: true };
    },
    logOut: async (_p, _a, { req }) => {
      await endSession(req);
      return { success: true };
    },
    adminLogOut: async (_p, _a, { req }) => {
      await endSession(req);
      return { success: true };
    },
  },
};
