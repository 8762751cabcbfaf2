import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires, signedIn } from '../../graphql/guards.js';
import { viewerCan } from '../auth/viewer.js';
import { requestLocale } from '../../http/locale.js';

export const roadResolvers: Resolvers = {
  Query: {
    myCard: signedIn(async (_p, _a, { services, viewer, req }) => services.card.mine(viewer.id, requestLocale(req))),
    headcounts: requires('roster:read')(async (_p, { tripId }, { services }) => services.headcounts.list(tripId)),
    headcount: requires('roster:read')(async (_p, { id }, { services }) => services.headcounts.check(id)),
    roadRoster: requires('headcount:write')(async (_p, { tripId }, { services, viewer, req }) =>
      services.roster.roster(viewer.id, viewerCan(viewer, 'medical:read'), tripId, requestLocale(req)),
    ),
  },
  Mutation: {
    startHeadcount: requires('headcount:write')(async (_p, { input, tripId }, { services, viewer }) => services.headcounts.start(viewer.id, input, tripId)),
    syncHeadcount: requires('headcount:write')(async (_p, { id, marks }, { services, viewer }) => services.headcounts.sync(viewer.id, id, { marks })),
    closeHeadcount: requires('headcount:write')(async (_p, { id }, { services, viewer }) => services.headcounts.close(viewer.id, id)),
  },
};
