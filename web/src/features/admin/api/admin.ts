import { useApolloClient, useMutation } from '@apollo/client/react';
import { type AdminLogInValues } from '@umrah/graphql';
import { AdminLogInDocument } from '@/gql/graphql';

/** Admin sign-in; rejects with the api error for anyone who is not an admin. */
export function useAdminLogIn() {
  const client = useApolloClient();
  const [mutate] = useMutation(AdminLogInDocument);
  /** Answers what the sign-in still needs: 'enrol' or 'verify' a second factor (staff always pass one). */
  return async (input: AdminLogInValues) => {
    const { data } = await mutate({ variables: { input } });
    await client.clearStore();
    return { secondFactor: data?.adminLogIn.secondFactor ?? null };
  };
}
