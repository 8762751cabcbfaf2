import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { ownerOnly } from '../../graphql/guards.js';

export const auditResolvers: Resolvers = {
  Query: {
    auditLog: ownerOnly(async (_p, args, { services }) => services.auditLog.page(args)),
  },
};
