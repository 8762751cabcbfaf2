// The traveller's seat beyond the registration itself (docs/product.md#seats): the waiting list,
// its offer, and cancelling. Shared by the dashboard and the register-trip page.
import { useMutation, useQuery } from '@apollo/client/react';
import {
  AcceptOfferDocument,
  CancelMyRegistrationDocument,
  JoinWaitlistDocument,
  LeaveWaitlistDocument,
  MyRegistrationDocument,
  MySeatDocument,
  SeatsDocument,
  type Fare,
} from '@/gql/graphql';

const refresh = { refetchQueries: [{ query: MyRegistrationDocument }, { query: MySeatDocument }, { query: SeatsDocument }], awaitRefetchQueries: true };

/** The traveller's waiting-list entry (latest) and last cancellation. */
export function useMySeat() {
  const { data, loading } = useQuery(MySeatDocument, { fetchPolicy: 'cache-and-network' });
  return { seat: data?.mySeat ?? null, loading };
}

/** The group's figures: seats left, full, how many wait. */
export function useSeatFigures() {
  const { data } = useQuery(SeatsDocument, { fetchPolicy: 'cache-and-network' });
  return data?.seats ?? null;
}

export function useSeatActions() {
  const [join, joining] = useMutation(JoinWaitlistDocument, refresh);
  const [leave, leaving] = useMutation(LeaveWaitlistDocument, refresh);
  const [accept, accepting] = useMutation(AcceptOfferDocument, refresh);
  const [cancel, cancelling] = useMutation(CancelMyRegistrationDocument, refresh);
  return {
    join: () => join(),
    leave: () => leave(),
    accept: (id: string, fare?: Fare) => accept({ variables: { id, fare: fare ?? null } }),
    cancel: (reason?: string) => cancel({ variables: { reason: reason?.trim() ? reason.trim() : null } }),
    busy: joining.loading || leaving.loading || accepting.loading || cancelling.loading,
  };
}
