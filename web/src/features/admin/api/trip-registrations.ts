import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApproveFormDocument,
  ApproveVisaDocument,
  MarkDepositPaidDocument,
  RecordFinalPaymentDocument,
  TripRegistrationsDocument,
} from '@/gql/graphql';
import { type AdminAction } from '../lib/registration-actions';

/** Every trip registration with its traveller (admins only; mount only where an admin looks). */
export function useTripRegistrations() {
  const { data, error, refetch, networkStatus } = useQuery(TripRegistrationsDocument, { notifyOnNetworkStatusChange: true });
  return {
    registrations: data?.tripRegistrations,
    error,
    refreshing: networkStatus === NetworkStatus.refetch,
    refetch: () => refetch().catch(() => undefined),
  };
}

const refresh = { refetchQueries: [{ query: TripRegistrationsDocument }], awaitRefetchQueries: true };

/** Runs one row action; resolves once the list is fresh, rejects with the api error. */
export function useRegistrationAction() {
  const [markDepositPaid] = useMutation(MarkDepositPaidDocument, refresh);
  const [approveForm] = useMutation(ApproveFormDocument, refresh);
  const [approveVisa] = useMutation(ApproveVisaDocument, refresh);
  const [recordFinalPayment] = useMutation(RecordFinalPaymentDocument, refresh);
  const mutations: Record<AdminAction, (options: { variables: { id: string } }) => Promise<unknown>> = {
    markDepositPaid,
    approveForm,
    approveVisa,
    recordFinalPayment,
  };
  return (action: AdminAction, id: string) => mutations[action]({ variables: { id } });
}
