import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChangeFareDocument,
  FinanceOverviewDocument,
  type Fare,
  type PaymentInput,
  RecordPaymentDocument,
  RecordRefundDocument,
  type RefundInput,
  RegistrationCancellationQuoteDocument,
  RegistrationPaymentsDocument,
  ReversePaymentDocument,
} from '@/gql/graphql';
import { useChosenTripId } from '../lib/chosen-trip';

// A change of money refreshes the review (status, timeline) and the list (the deposit may be marked).
const REFETCH = ['RegistrationPayments', 'RegistrationReview', 'RegistrationsPage', 'FinanceOverview', 'RegistrationCancellationQuote'];

export function useRegistrationPayments(registrationId: string) {
  const { data, error, refetch } = useQuery(RegistrationPaymentsDocument, { variables: { registrationId } });
  return { account: data?.registrationPayments, error, refetch: () => refetch().catch(() => undefined) };
}

export function usePaymentActions() {
  const options = { refetchQueries: REFETCH };
  const [record] = useMutation(RecordPaymentDocument, options);
  const [reverse] = useMutation(ReversePaymentDocument, options);
  const [changeFare] = useMutation(ChangeFareDocument, options);
  const [refund] = useMutation(RecordRefundDocument, options);
  return {
    refund: (registrationId: string, input: RefundInput) => refund({ variables: { registrationId, input } }),
    record: (input: PaymentInput) => record({ variables: { input } }),
    reverse: (paymentId: string, reason: string) => reverse({ variables: { paymentId, reason } }),
    changeFare: (registrationId: string, fare: Fare) => changeFare({ variables: { registrationId, fare } }),
  };
}

export function useFinanceOverview() {
  const tripId = useChosenTripId();
  const { data, error, refetch } = useQuery(FinanceOverviewDocument, { variables: { tripId } });
  return { overview: data?.financeOverview, error, refetch: () => refetch().catch(() => undefined) };
}

/** What cancelling today would give back under the trip's refund policy (the refund form shows it). */
export function useCancellationQuote(registrationId: string) {
  const { data } = useQuery(RegistrationCancellationQuoteDocument, { variables: { registrationId } });
  return data?.registrationCancellationQuote;
}
