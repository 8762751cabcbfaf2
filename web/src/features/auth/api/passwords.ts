import { useMutation } from '@apollo/client/react';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@/gql/graphql';

export function usePasswordCalls() {
  const [request] = useMutation(RequestPasswordResetDocument);
  const [reset] = useMutation(ResetPasswordDocument);
  return {
    requestReset: (email: string) => request({ variables: { email } }),
    reset: (token: string, password: string) => reset({ variables: { token, password } }),
  };
}
