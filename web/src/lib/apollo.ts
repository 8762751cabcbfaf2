import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';

// Spec §9: cached data never goes stale, no polling, no refetch on focus, no retries.
// Apollo has no focus refetch and no retry unless a RetryLink is added, and none is.
export function createApolloClient(): ApolloClient {
  return new ApolloClient({
    // Same origin as the page: the session cookie goes along, no CORS involved.
    link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
    cache: new InMemoryCache(),
    defaultOptions: {
      // Errors reject (errorPolicy 'none', the default): pages show their error states.
      watchQuery: { fetchPolicy: 'cache-first' },
      query: { fetchPolicy: 'cache-first' },
    },
  });
}

export const apolloClient = createApolloClient();
