// The viewer's party (docs/product.md#parties): shared by the portal's traveller switch, the party
// page and the payments page. Switching the traveller refetches every page's data: the server now
// answers the form, documents, readiness and payments of the companion the lead acts for (ADR 0123).
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import {
  ActForTravellerDocument,
  AddCompanionsDocument,
  type CompanionInput,
  InviteCompanionDocument,
  MyPartyDocument,
  RemoveCompanionDocument,
} from '@/gql/graphql';

export function useMyParty() {
  const { data, error, refetch } = useQuery(MyPartyDocument);
  return { party: data?.myParty ?? null, loaded: data !== undefined, error, refetch: () => refetch().catch(() => undefined) };
}

export function useActFor() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(ActForTravellerDocument);
  const actFor = async (userId: string | null) => {
    await mutate({ variables: { userId } });
    // Every cached page was about the previous traveller.
    await client.resetStore();
  };
  return { actFor, switching: loading };
}

export function useAddCompanions() {
  const [mutate, { loading }] = useMutation(AddCompanionsDocument, { refetchQueries: ['MyParty', 'MySeat', 'MyPayments'] });
  return { add: async (companions: CompanionInput[]) => (await mutate({ variables: { companions } })).data?.addCompanions, adding: loading };
}

export function useRemoveCompanion() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(RemoveCompanionDocument);
  const remove = async (registrationId: string) => {
    await mutate({ variables: { registrationId } });
    await client.resetStore();
  };
  return { remove, removing: loading };
}

/** The lead invites an adult companion to claim their account (again: a new link replaces the last). */
export function useInviteCompanion() {
  const [mutate, { loading }] = useMutation(InviteCompanionDocument);
  return { invite: (registrationId: string, email: string) => mutate({ variables: { registrationId, email } }), inviting: loading };
}
