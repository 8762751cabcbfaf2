// Limits on what a GraphQL document may cost, checked before anything runs (GraphQL Armor).
// Every rule walks each fragment once (memoised), so a tiny document of nested spreads cannot
// make validation itself the attack; the parser stops at the token limit before any rule runs.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';
import { ApolloArmor } from '@escape.tech/graphql-armor';

/** The largest of the web's own operations is far below each of these (a test keeps it so). */
export const GRAPHQL_LIMITS = {
  maxTokens: 1000,
  maxDepth: 12,
  maxAliases: 30,
  maxDirectives: 50,
  maxCost: 5000,
} as const;

export function documentLimits({ production }: { production: boolean }) {
  const armor = new ApolloArmor({
    // Armor's token check throws from a plugin hook, which Apollo answers with a 500; the same
    // limit given to Apollo's own parser answers a 400 syntax error instead.
    maxTokens: { enabled: false },
    maxDepth: { n: GRAPHQL_LIMITS.maxDepth },
    maxAliases: { n: GRAPHQL_LIMITS.maxAliases },
    maxDirectives: { n: GRAPHQL_LIMITS.maxDirectives },
    costLimit: { maxCost: GRAPHQL_LIMITS.maxCost },
    // "Did you mean …" reveals the schema; development keeps the help.
    blockFieldSuggestion: { enabled: production },
  });
  const { plugins, validationRules } = armor.protect();
  return {
    // Armor's typings name Apollo's CommonJS build, ours the ESM one: the same plugin interface.
    plugins: plugins as unknown as ApolloServerPlugin<BaseContext>[],
    validationRules,
    parseOptions: { maxTokens: GRAPHQL_LIMITS.maxTokens },
  };
}
