import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { DeleteDocumentDocument, MyDocumentsDocument, MyRegistrationDocument, SharedDocumentsDocument } from '@/gql/graphql';

/** The traveller's own documents, newest first. */
export function useMyDocuments() {
  const { data, error, refetch } = useQuery(MyDocumentsDocument);
  return {
    documents: data?.myDocuments ?? [],
    loaded: data !== undefined,
    error,
    refetch: () => refetch().catch(() => undefined),
  };
}

/** Documents other travellers made public, newest first. */
export function useSharedDocuments() {
  const { data, error, refetch } = useQuery(SharedDocumentsDocument);
  return {
    documents: data?.sharedDocuments ?? [],
    loaded: data !== undefined,
    error,
    refetch: () => refetch().catch(() => undefined),
  };
}

/**
 * Re-reads both lists and the registration (a visa upload or delete changes its status). Asked
 * from the network and written to the cache, so lists that are not on screen (the other tab, the
 * dashboard card) are fresh when they next show. Never rejects: the upload or delete itself
 * already succeeded.
 */
export function useRefreshDocuments() {
  const client = useApolloClient();
  return useCallback(async () => {
    const queries = [MyDocumentsDocument, SharedDocumentsDocument, MyRegistrationDocument] as const;
    await Promise.allSettled(queries.map((query) => client.query({ query, fetchPolicy: 'network-only' })));
  }, [client]);
}

/**
 * Deletes one of the traveller's documents; resolves once the lists and the registration are
 * fresh (deleting the last visa document can move the registration back). Rejects with the api error.
 */
export function useDeleteDocument() {
  const [mutate] = useMutation(DeleteDocumentDocument);
  const refresh = useRefreshDocuments();
  const [deleting, setDeleting] = useState(false);
  const remove = async (id: string) => {
    setDeleting(true);
    try {
      await mutate({
        variables: { id },
        // Gone from every cached list at once; the refresh below confirms it.
        update(cache) {
          cache.evict({ id: cache.identify({ __typename: 'TripDocument', id }) });
          cache.evict({ id: cache.identify({ __typename: 'SharedDocument', id }) });
          cache.gc();
        },
      });
      await refresh();
    } finally {
      setDeleting(false);
    }
  };
  return { remove, deleting };
}
