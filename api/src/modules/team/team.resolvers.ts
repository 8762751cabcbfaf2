import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const teamResolvers: Resolvers = {
  Query: {
    team: requires('team:manage')((_p, _a, { services }) => services.team.list()),
    invitation: (_p, { token }, { services }) => services.team.preview(token),
  },
  Mutation: {
    inviteStaff: requires('team:manage')((_p, { input }, { services, viewer }) => services.team.invite(viewer.id, input)),
    revokeInvitation: requires('team:manage')(async (_p, { id }, { services, viewer }) => {
      await services.team.revokeInvitation(viewer.id, id);
      return { success: true };
    }),
    changeStaffRole: requires('team:manage')((_p, { id, staffRole }, { services, viewer }) => services.team.changeRole(viewer.id, id, { staffRole })),
    revokeStaff: requires('team:manage')((_p, { id }, { services, viewer }) => services.team.revoke(viewer.id, id)),
    acceptInvitation: async (_p, { input }, { services }) => {
      await services.team.accept(input);
      return { success: true };
    },
  },
};
