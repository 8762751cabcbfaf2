// Apollo parses and validates a document it has not seen, then keeps it (its document store). When
// many requests bring the same new document at once (a crowd pressing Register just after a
// deploy), each would miss the store and pay for the whole validation, GraphQL Armor's cost rules
// included. This plugin lets the first one through and holds the others until it has been
// validated and stored, so they find it there; a document that fails lets them go on alone. A
// document seen before passes straight through.
import type { ApolloServerPlugin, BaseContext } from '@apollo/server';

export function validateOnce<C extends BaseContext>(): ApolloServerPlugin<C> {
  const inFlight = new Map<string, Promise<void>>();
  // Documents already validated and stored: their requests never wait (bounded: forgotten at 10,000;
  // a document Apollo has since dropped is validated again, as without this plugin).
  const stored = new Set<string>();
  return {
    async requestDidStart() {
      let release: (() => void) | undefined;
      const done = () => {
        release?.();
        release = undefined;
      };
      return {
        async didResolveSource({ queryHash }) {
          if (stored.has(queryHash)) return;
          const first = inFlight.get(queryHash);
          if (first) return first;
          inFlight.set(
            queryHash,
            new Promise<void>((resolve) => {
              // Never held long: should a request end without the hooks below, the others go on.
              const timer = setTimeout(() => release?.(), 2_000).unref();
              release = () => {
                clearTimeout(timer);
                inFlight.delete(queryHash);
                resolve();
              };
            }),
          );
        },
        // Apollo stores the validated document before it resolves the operation.
        async didResolveOperation({ queryHash }) {
          if (stored.size >= 10_000) stored.clear();
          stored.add(queryHash);
          done();
        },
        async didEncounterErrors() {
          done();
        },
        async willSendResponse() {
          done();
        },
      };
    },
  };
}
