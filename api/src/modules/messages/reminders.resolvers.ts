import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requireUser } from '../auth/viewer.js';

export const remindersResolvers: Resolvers = {
  Query: {
    reminderSettings: async (_p, _a, { req, services }) => {
      const user = await requireUser(req, services.users);
      return { enabled: !(await services.reminderSettings.optOut(user.id)) };
    },
  },
  Mutation: {
    setReminders: async (_p, { enabled }, { req, services }) => {
      const user = await requireUser(req, services.users);
      await services.reminderSettings.setOptOut(user.id, !enabled);
      return { enabled };
    },
  },
};
