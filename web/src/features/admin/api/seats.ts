// The admins' seat operations: cancel, extend a hold, the waiting list (docs/product.md#seats).
import { useMutation, useQuery } from '@apollo/client/react';
import { useChosenTripId } from '../lib/chosen-trip';
import { CancelRegistrationDocument, ExtendHoldDocument, OfferSeatDocument, ReorderWaitlistDocument, WaitlistDocument } from '@/gql/graphql';

const options = { refetchQueries: ['RegistrationsPage', 'RegistrationReview', 'Waitlist'], awaitRefetchQueries: true };

export function useWaitlist() {
  const tripId = useChosenTripId();
  const { data, loading, error } = useQuery(WaitlistDocument, { variables: { tripId }, fetchPolicy: 'cache-and-network' });
  return { entries: data?.waitlist ?? null, loading, error };
}

export function useAdminSeatActions() {
  const [cancel, c] = useMutation(CancelRegistrationDocument, options);
  const [extend, e] = useMutation(ExtendHoldDocument, options);
  const [reorder, r] = useMutation(ReorderWaitlistDocument, options);
  const [offer, o] = useMutation(OfferSeatDocument, options);
  return {
    cancel: (id: string, reason: string) => cancel({ variables: { id, reason } }),
    extend: (id: string, hours: number, reason: string) => extend({ variables: { id, hours, reason } }),
    reorder: (id: string, position: number, reason: string) => reorder({ variables: { id, position, reason } }),
    offer: (id: string, reason: string) => offer({ variables: { id, reason } }),
    pending: c.loading || e.loading || r.loading || o.loading,
  };
}
