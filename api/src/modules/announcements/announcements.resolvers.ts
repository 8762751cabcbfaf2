import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { adminOnly, signedIn } from '../../graphql/guards.js';

export const announcementsResolvers: Resolvers = {
  Query: {
    myAnnouncements: signedIn((_p, _a, { services, viewer }) => services.announcements.mine(viewer.id)),
    announcements: adminOnly((_p, _a, { services }) => services.announcements.list()),
  },
  Mutation: {
    sendAnnouncement: adminOnly((_p, { input }, { services, viewer }) => services.announcements.send(viewer.id, input)),
    dismissAnnouncement: signedIn((_p, { id }, { services, viewer }) => services.announcements.dismiss(viewer.id, id)),
  },
};
