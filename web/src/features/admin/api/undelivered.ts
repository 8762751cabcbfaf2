import { useMutation, useQuery } from '@apollo/client/react';
import { SendUndeliveredAgainDocument, UndeliveredMessagesDocument } from '@/gql/graphql';

export function useUndeliveredMessages() {
  const { data, error, refetch } = useQuery(UndeliveredMessagesDocument, { fetchPolicy: 'cache-and-network' });
  return { messages: data?.undeliveredMessages, error, refetch: () => refetch().catch(() => undefined) };
}

/** Sends these again (or all, without ids); answers how many went back into the queue. */
export function useSendUndeliveredAgain() {
  const [send] = useMutation(SendUndeliveredAgainDocument, { refetchQueries: ['UndeliveredMessages'], awaitRefetchQueries: true });
  return async (ids?: string[]) => (await send({ variables: { ids: ids ?? null } })).data!.sendUndeliveredAgain.requeued;
}
