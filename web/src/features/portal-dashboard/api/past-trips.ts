import { useQuery } from '@apollo/client/react';
import { MyPastTripsDocument } from '@/gql/graphql';

/** The traveller's registrations on other trips than the current one (read-only; their own only). */
export function usePastTrips() {
  const { data, error } = useQuery(MyPastTripsDocument);
  return { pastTrips: data?.myPastTrips ?? [], loaded: data !== undefined, error };
}
