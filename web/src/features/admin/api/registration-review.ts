import { useMutation, useQuery } from '@apollo/client/react';
import { RegistrationReviewDocument, RevealPassportNumberDocument } from '@/gql/graphql';

/** Everything a traveller submitted, for the admin's review. */
export function useRegistrationReview(id: string) {
  const { data, error, refetch, loading } = useQuery(RegistrationReviewDocument, { variables: { id }, notifyOnNetworkStatusChange: true });
  return { review: data?.registrationReview, error, loading, refetch: () => refetch().catch(() => undefined) };
}

/** The passport number in clear (each call is audited on the server); refetches the timeline. */
export function useRevealPassport() {
  const [reveal] = useMutation(RevealPassportNumberDocument, { refetchQueries: ['RegistrationReview'] });
  return async (registrationId: string) => (await reveal({ variables: { registrationId } })).data?.revealPassportNumber ?? '';
}
