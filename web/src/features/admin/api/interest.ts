import { useApolloClient, useQuery } from '@apollo/client/react';
import { useChosenTripId } from '../lib/chosen-trip';
import { InterestPageDocument, InterestSubmissionsDocument, type InterestSubmissionFieldsFragment } from '@/gql/graphql';

export type InterestSubmissionItem = InterestSubmissionFieldsFragment;

/**
 * One page of the interest list (newest first), read from the server page by page so a long
 * list never travels whole to the browser. Spec §9: no polling, no retries; Refresh and Retry
 * refetch. While the next page loads, the previous one stays on screen.
 */
export function useInterestPage(offset: number, limit: number) {
  const tripId = useChosenTripId();
  const { data, previousData, loading, error, refetch } = useQuery(InterestPageDocument, { variables: { offset, limit, tripId } });
  const page = (data ?? previousData)?.interestPage;
  return {
    page,
    loading,
    error,
    // The query's own error state shows a failure; the rejected promise needs no second report.
    refetch: () =>
      refetch().then(
        () => undefined,
        () => undefined,
      ),
  };
}

/** Every submission, fresh from the server, for the export (spec: it holds every row). */
export function useAllInterestSubmissions() {
  const client = useApolloClient();
  const tripId = useChosenTripId();
  return async () => {
    const { data } = await client.query({ query: InterestSubmissionsDocument, variables: { tripId }, fetchPolicy: 'network-only' });
    if (!data) throw new Error('The interest list did not load.');
    return data.interestSubmissions;
  };
}
