import { NetworkStatus } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import {
  ApproveFormDocument,
  ApproveVisaDocument,
  MarkDepositPaidDocument,
  RecordFinalPaymentDocument,
  RegistrationsPageDocument,
  RequestFormChangesDocument,
  RequestVisaChangesDocument,
  type RegistrationsPageQueryVariables,
} from '@/gql/graphql';
import { useChosenTripId } from '../lib/chosen-trip';
import { type AdminAction, type ReviewAction } from '../lib/registration-actions';

/** One page of trip registrations with the summary counts (admins only; mount only where an admin looks). */
export function useRegistrationsPage(variables: RegistrationsPageQueryVariables) {
  const tripId = useChosenTripId();
  const { data, previousData, error, refetch, networkStatus } = useQuery(RegistrationsPageDocument, {
    variables: { ...variables, tripId },
    notifyOnNetworkStatusChange: true,
  });
  // While a new page loads, the previous one stays on screen (no flash of skeletons).
  const page = (data ?? previousData)?.registrationsPage;
  return {
    page,
    error,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    refreshing: networkStatus === NetworkStatus.refetch,
    refetch: () => refetch().catch(() => undefined),
  };
}

// Spec §7: an admin step ends with a toast and a list refetch (registrations made meanwhile appear).
const REFETCH = ['RegistrationsPage', 'RegistrationReview'];

/** Runs one step action; rejects with the api error. The list and any open review are refetched. */
export function useRegistrationAction() {
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [markDepositPaid] = useMutation(MarkDepositPaidDocument, options);
  const [approveForm] = useMutation(ApproveFormDocument, options);
  const [approveVisa] = useMutation(ApproveVisaDocument, options);
  const [recordFinalPayment] = useMutation(RecordFinalPaymentDocument, options);
  const mutations: Record<AdminAction, (options: { variables: { id: string; method?: string } }) => Promise<unknown>> = {
    markDepositPaid,
    approveForm,
    approveVisa,
    recordFinalPayment,
  };
  /** `method`: how the deposit came (Mark Deposit Paid only). */
  return (action: AdminAction, id: string, method?: string) => mutations[action]({ variables: action === 'markDepositPaid' ? { id, method } : { id } });
}

/** Sends a form or visa documents back with a reason; rejects with the api error. */
export function useReviewAction() {
  const options = { refetchQueries: REFETCH, awaitRefetchQueries: true };
  const [requestFormChanges] = useMutation(RequestFormChangesDocument, options);
  const [requestVisaChanges] = useMutation(RequestVisaChangesDocument, options);
  const mutations: Record<ReviewAction, (options: { variables: { id: string; reason: string } }) => Promise<unknown>> = {
    requestFormChanges,
    requestVisaChanges,
  };
  return (action: ReviewAction, id: string, reason: string) => mutations[action]({ variables: { id, reason } });
}
