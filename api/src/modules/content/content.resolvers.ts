import type { Resolvers } from '../../graphql/__generated__/resolvers.js';

export const contentResolvers: Resolvers = {
  Query: {
    tripContent: (_p, _a, { services }) => services.content.get(),
  },
};
