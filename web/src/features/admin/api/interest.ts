import { useQuery } from '@apollo/client/react';
import { InterestSubmissionsDocument, type InterestSubmissionsQuery } from '@/gql/graphql';

export type InterestSubmissionItem = InterestSubmissionsQuery['interestSubmissions'][number];

/** The interest list (newest first). Spec §9: no polling, no retries; Refresh and Retry refetch. */
export function useInterestSubmissions() {
  const { data, loading, error, refetch } = useQuery(InterestSubmissionsDocument);
  return {
    submissions: data?.interestSubmissions,
    loading,
    error,
    // The query's own error state shows a failure; the rejected promise needs no second report.
    refetch: () => refetch().then(
      () => undefined,
      () => undefined,
    ),
  };
}
