import { useMutation, useQuery } from '@apollo/client/react';
import { AcceptInvitationDocument, InvitationPreviewDocument, type AcceptInvitationInput } from '@/gql/graphql';

/** What the invitation link offers (the email, the role); an unusable link answers an error. */
export function useInvitation(token: string) {
  const { data, error, loading } = useQuery(InvitationPreviewDocument, { variables: { token }, skip: !token, fetchPolicy: 'network-only' });
  return { invitation: data?.invitation, error, loading };
}

export function useAcceptInvitation() {
  const [accept] = useMutation(AcceptInvitationDocument);
  return async (input: AcceptInvitationInput) => void (await accept({ variables: { input } }));
}
