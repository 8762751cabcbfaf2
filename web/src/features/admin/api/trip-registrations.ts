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

/**
 * Runs one row action; rejects with the api error. Each action answers the whole updated row
 * (with its traveller), so Apollo's normalised cache updates the list without a refetch.
 */
export function useRegistrationAction() {
  const [markDepositPaid] = useMutation(MarkDepositPaidDocument);
  const [approveForm] = useMutation(ApproveFormDocument);
  const [approveVisa] = useMutation(ApproveVisaDocument);
  const [recordFinalPayment] = useMutation(RecordFinalPaymentDocument);
  const mutations: Record<AdminAction, (options: { variables: { id: string } }) => Promise<unknown>> = {
    markDepositPaid,
    approveForm,
    approveVisa,
    recordFinalPayment,
  };
  return (action: AdminAction, id: string) => mutations[action]({ variables: { id } });
}
