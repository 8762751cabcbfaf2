import { useMutation, useQuery } from '@apollo/client/react';
import { type PaymentInput, RecordPartyPaymentDocument, RegistrationPartyDocument } from '@/gql/graphql';

// A party payment changes every member's money: the review, the list and the finance figures refresh too.
const REFETCH = ['RegistrationPayments', 'RegistrationReview', 'RegistrationsPage', 'FinanceOverview', 'RegistrationCancellationQuote'];

/** The party of the registration under review (a party of one when alone). */
export function useRegistrationParty(registrationId: string) {
  const { data, error, refetch } = useQuery(RegistrationPartyDocument, { variables: { registrationId } });
  return { party: data?.registrationParty, error, refetch };
}

/** Records a payment for the whole party on its lead's registration: the server shares it out. */
export function useRecordPartyPayment() {
  const [record] = useMutation(RecordPartyPaymentDocument, { refetchQueries: REFETCH });
  return (input: PaymentInput) => record({ variables: { input } });
}
