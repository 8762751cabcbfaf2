import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { PRIVACY_NOTICE_VERSION, type LogInValues, type SignUpValues } from '@umrah/graphql';
import { LogInDocument, PrivacyNoticeDocument, SignUpDocument } from '@/gql/graphql';
import { retryWhileUnavailable } from '@/lib/retry-unavailable';

/** Creates the account (a busy api is asked again: 503); resolves when the server accepted it, rejects with the api error. */
export function useSignUp() {
  const [mutate] = useMutation(SignUpDocument);
  // The form shows the notice's line: the version it links to is the one accepted (docs/product.md#privacy).
  const { data } = useQuery(PrivacyNoticeDocument);
  const version = data?.privacyNotice.version ?? PRIVACY_NOTICE_VERSION;
  return (input: SignUpValues) => retryWhileUnavailable(() => mutate({ variables: { input: { ...input, privacyNoticeVersion: version } } }));
}

/** Signs in and resolves with whether the account is an admin. */
export function useLogIn() {
  const client = useApolloClient();
  const [mutate] = useMutation(LogInDocument);
  return async (input: LogInValues) => {
    const { data } = await retryWhileUnavailable(() => mutate({ variables: { input } }));
    // A new session: nothing cached from before may leak into it (the guard re-asks anyway).
    await client.clearStore();
    return { isAdmin: data?.logIn.isAdmin ?? false, secondFactor: data?.logIn.secondFactor ?? null };
  };
}
