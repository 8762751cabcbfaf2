import { useMutation, useQuery } from '@apollo/client/react';
import {
  CopyTripDocument,
  TripChoicesDocument,
  MoveTripDocument,
  TripsDocument,
  UpdateTripDocument,
  type CopyTripInput,
  type TripFactsInput,
  type TripStatus,
} from '@/gql/graphql';

export function useTrips() {
  const { data, error, refetch } = useQuery(TripsDocument);
  return { trips: data?.trips, error, refetch: () => refetch().catch(() => undefined) };
}

export function useCopyTrip() {
  const [copy] = useMutation(CopyTripDocument, { refetchQueries: ['Trips'] });
  return async (id: string, input: CopyTripInput) => (await copy({ variables: { id, input } })).data!.copyTrip;
}

export function useUpdateTrip() {
  const [update] = useMutation(UpdateTripDocument);
  return async (id: string, input: TripFactsInput) => (await update({ variables: { id, input } })).data!.updateTrip;
}

/** A move changes two trips' places (the current one): the whole list is read again. */
export function useMoveTrip() {
  const [move] = useMutation(MoveTripDocument, { refetchQueries: ['Trips'] });
  return async (id: string, to: TripStatus) => (await move({ variables: { id, to } })).data!.moveTrip;
}

/** Every trip for the switcher, the latest departure first, the current one marked (admins only). */
export function useTripChoices() {
  const { data, loading, error } = useQuery(TripChoicesDocument);
  return { trips: data?.tripChoices, loading, error };
}
