import { useMutation, useQuery } from '@apollo/client/react';
import { AddFlightLegDocument, DeleteFlightLegDocument, FlightLegsDocument, SetFlightLegTravellerDocument, type FlightLegInput } from '@/gql/graphql';

/** The chosen trip's flight legs (undefined: the current trip), in flying order. */
export function useFlightLegs(tripId: string | undefined) {
  const { data, error } = useQuery(FlightLegsDocument, { variables: { tripId }, fetchPolicy: 'cache-and-network' });
  return { legs: data?.flightLegs ?? null, error };
}

export function useAddFlightLeg() {
  const [add] = useMutation(AddFlightLegDocument, { refetchQueries: ['FlightLegs'] });
  return async (tripId: string | undefined, input: FlightLegInput) => (await add({ variables: { tripId, input } })).data!.addFlightLeg;
}

export function useDeleteFlightLeg() {
  const [remove] = useMutation(DeleteFlightLegDocument, { refetchQueries: ['FlightLegs'] });
  return async (id: string) => (await remove({ variables: { id } })).data!.deleteFlightLeg;
}

export function useSetFlightLegTraveller() {
  const [set] = useMutation(SetFlightLegTravellerDocument);
  return async (legId: string, registrationId: string, onLeg: boolean) =>
    (await set({ variables: { legId, registrationId, onLeg } })).data!.setFlightLegTraveller;
}
