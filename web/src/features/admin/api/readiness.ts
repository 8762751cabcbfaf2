import { useQuery } from '@apollo/client/react';
import { ReadinessBoardDocument, RegistrationReadinessDocument } from '@/gql/graphql';

/** The organiser's readiness board for the chosen trip (undefined: the current trip). */
export function useReadinessBoard(tripId: string | undefined) {
  const { data, error, refetch } = useQuery(ReadinessBoardDocument, { variables: { tripId }, fetchPolicy: 'cache-and-network' });
  return { board: data?.readinessBoard ?? null, error, refetch };
}

/** One registration's readiness for its review page (care needs only for medical:read, the visa number for visas:review). */
export function useRegistrationReadiness(registrationId: string) {
  const { data, error } = useQuery(RegistrationReadinessDocument, { variables: { registrationId }, fetchPolicy: 'cache-and-network' });
  return { readiness: data?.registrationReadiness ?? null, error };
}
