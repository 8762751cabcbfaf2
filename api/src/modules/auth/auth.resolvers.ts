import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { endSession, startSession } from '../../lib/session.js';
import { requestLocale } from '../../http/locale.js';
import { authStatusOf } from './viewer.js';

export const authResolvers: Resolvers = {
  Query: {
    authStatus: (_p, _a, { viewer }) => authStatusOf(viewer),
  },
  Mutation: {
    signUp: async (_p, { input }, { req, services }) => {
      await services.auth.signUp(input, req.ip ?? '', requestLocale(req));
      return { success: true };
    },
    logIn: async (_p, { input }, { req, services }) => {
      const user = await services.auth.logIn(input, req.ip ?? '');
      const secondFactor = await services.factors.signInStep(user);
      await startSession(req, user, secondFactor);
      return { isAdmin: user.role === 'admin', secondFactor };
    },
    adminLogIn: async (_p, { input }, { req, services }) => {
      const user = await services.auth.adminLogIn(input, req.ip ?? '');
      const secondFactor = await services.factors.signInStep(user);
      await startSession(req, user, secondFactor);
      return { isAdmin: true, secondFactor };
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
