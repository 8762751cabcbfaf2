import { useMutation } from '@apollo/client/react';
import { VerifyEmailDocument } from '@/gql/graphql';

/** Follows a confirmation link; the dashboard's notice asks the server again. */
export function useVerifyEmail() {
  const [mutate] = useMutation(VerifyEmailDocument, {
    update: (cache) => {
      cache.evict({ id: 'ROOT_QUERY', fieldName: 'emailVerification' });
    },
  });
  return (token: string) => mutate({ variables: { token } });
}
