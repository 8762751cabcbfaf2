import { useMutation, useQuery } from '@apollo/client/react';
import {
  ChangeFareDocument,
  FinanceOverviewDocument,
  type Fare,
  type PaymentInput,
  RecordPaymentDocument,
  RecordRefundDocument,
  type RefundInput,
  RefundToCardDocument,
  type CardRefundInput,
  RegistrationCancellationQuoteDocument,
  RegistrationPaymentsDocument,
  ReversePaymentDocument,
  SettleOnlinePaymentFlagDocument,
} from '@/gql/graphql';
import { useChosenTripId } from '../lib/chosen-trip';

// A change of money refreshes the review (status, timeline) and the list (the deposit may be marked).
const REFETCH = ['RegistrationPayments', 'RegistrationParty', 'RegistrationReview', 'RegistrationsPage', 'FinanceOverview', 'RegistrationCancellationQuote'];

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
  const [toCard] = useMutation(RefundToCardDocument, options);
  return {
    /** A refund sent back to the card payments (ADR 0129): in the ledger once the provider confirms. */
    refundToCard: (registrationId: string, input: CardRefundInput) => toCard({ variables: { registrationId, input } }),
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

/** Settles an online payment of the treasurer's refund list by hand, with a note (ADR 0129); the list refreshes. */
export function useSettleOnlinePaymentFlag() {
  const [settle] = useMutation(SettleOnlinePaymentFlagDocument, { refetchQueries: ['FinanceOverview'], awaitRefetchQueries: true });
  return (id: string, note: string) => settle({ variables: { id, note } });
}

/** What cancelling today would give back under the trip's refund policy (the refund form shows it). */
export function useCancellationQuote(registrationId: string) {
  const { data } = useQuery(RegistrationCancellationQuoteDocument, { variables: { registrationId } });
  return data?.registrationCancellationQuote;
}
