import { useMutation, useQuery } from '@apollo/client/react';
import { ReadinessBoardDocument, RegistrationReadinessDocument, SaveReadinessRulesDocument, type ReadinessRulesInput } from '@/gql/graphql';

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

/** The owner replaces the trip's readiness rules (trips:manage); the board comes back judged by them. */
export function useSaveReadinessRules() {
  const [save] = useMutation(SaveReadinessRulesDocument, { refetchQueries: ['ReadinessBoard'] });
  return async (tripId: string, rules: ReadinessRulesInput) => (await save({ variables: { tripId, rules } })).data!.saveReadinessRules;
}
