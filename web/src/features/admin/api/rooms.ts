// The rooming board's data and changes (docs/product.md#rooms): each change answers the whole board.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AddBusDocument,
  AddRoomsDocument,
  AssignBusDocument,
  AssignRoomsAutomaticallyDocument,
  MoveTravellerDocument,
  RemoveBusDocument,
  RemoveRoomDocument,
  RoomingBoardDocument,
  type AddRoomsInput,
  type BusInput,
  type MoveTravellerInput,
} from '@/gql/graphql';

/** The chosen trip's rooming board (undefined: the current trip). */
export function useRoomingBoard(tripId: string | undefined) {
  const { data, error, refetch } = useQuery(RoomingBoardDocument, { variables: { tripId }, fetchPolicy: 'cache-and-network' });
  return { board: data?.roomingBoard ?? null, error, refetch: () => refetch().catch(() => undefined) };
}

export function useRoomingChanges() {
  const options = { refetchQueries: ['RoomingBoard'], awaitRefetchQueries: true };
  const [assign, a] = useMutation(AssignRoomsAutomaticallyDocument, options);
  const [move, m] = useMutation(MoveTravellerDocument, options);
  const [addRooms, r] = useMutation(AddRoomsDocument, options);
  const [addBus] = useMutation(AddBusDocument, options);
  const [assignBus] = useMutation(AssignBusDocument, options);
  const [removeRoom, rr] = useMutation(RemoveRoomDocument, options);
  const [removeBus, rb] = useMutation(RemoveBusDocument, options);
  return {
    assign: (stayId: string) => assign({ variables: { stayId } }),
    move: (input: MoveTravellerInput) => move({ variables: { input } }),
    addRooms: (stayId: string, input: AddRoomsInput) => addRooms({ variables: { stayId, input } }),
    addBus: (tripId: string, input: BusInput) => addBus({ variables: { tripId, input } }),
    assignBus: (registrationId: string, busId: string | null, version: number) => assignBus({ variables: { input: { registrationId, busId, version } } }),
    removeRoom: (roomId: string) => removeRoom({ variables: { roomId } }),
    removeBus: (busId: string) => removeBus({ variables: { busId } }),
    pending: a.loading || m.loading || r.loading || rr.loading || rb.loading,
  };
}
