import { useMutation, useQuery } from '@apollo/client/react';
import { EmailVerificationDocument, ResendVerificationEmailDocument } from '@/gql/graphql';

/** Whether the signed-in account's email is confirmed, and a new link on request. */
export function useEmailVerification() {
  const { data } = useQuery(EmailVerificationDocument);
  const [mutate, { loading: resending }] = useMutation(ResendVerificationEmailDocument, {
    // The answer is the status itself (confirmed meanwhile, perhaps): the notice shows it.
    update: (cache, { data: answer }) => {
      if (answer) cache.writeQuery({ query: EmailVerificationDocument, data: { emailVerification: answer.resendVerificationEmail } });
    },
  });
  return {
    status: data?.emailVerification,
    resend: () => mutate(),
    resending,
  };
}
