import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { signedIn } from '../../graphql/guards.js';

export const remindersResolvers: Resolvers = {
  Query: {
    reminderSettings: signedIn(async (_p, _a, { services, viewer: user }) => {
      return { enabled: !(await services.reminderSettings.optOut(user.id)) };
    }),
  },
  Mutation: {
    setReminders: signedIn(async (_p, { enabled }, { services, viewer: user }) => {
      await services.reminderSettings.setOptOut(user.id, !enabled);
      return { enabled };
    }),
  },
};
