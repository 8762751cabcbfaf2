import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { type ReactNode } from 'react';

/**
 * An Apollo client that answers nothing, for component tests of pages whose frame asks for
 * something beside what the test is about (the brand in the header shows the seed's then).
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const client = new ApolloClient({ link: ApolloLink.empty(), cache: new InMemoryCache() });
  return <ApolloProvider client={client}>{children}</ApolloProvider>;
}
