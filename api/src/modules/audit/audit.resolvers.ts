import type { Resolvers } from '../../graphql/__generated__/resolvers.js';
import { requires } from '../../graphql/guards.js';

export const auditResolvers: Resolvers = {
  Query: {
    // GraphQL nulls mean "not given", as an absent query-string key does over REST.
    auditLog: requires('audit:read')(async (_p, args, { services }) =>
      services.auditLog.page(Object.fromEntries(Object.entries(args).filter(([, v]) => v != null))),
    ),
  },
};
