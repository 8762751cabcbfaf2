import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn } from '../../graphql/guards.js';

export const announcementsResolvers: Resolvers = {
  Query: {
    myAnnouncements: signedIn((_p, _a, { services, viewer }) => services.announcements.mine(viewer.id)),
    announcements: requires('announcements:send')((_p, { tripId }, { services }) => services.announcements.list(tripId)),
  },
  Mutation: {
    sendAnnouncement: requires('announcements:send')((_p, { input, tripId }, { services, viewer }) => services.announcements.send(viewer.id, input, tripId)),
    dismissAnnouncement: signedIn((_p, { id }, { services, viewer }) => services.announcements.dismiss(viewer.id, id)),
  },
};
