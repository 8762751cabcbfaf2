// The traveller's readiness (docs/product.md#ready-to-travel): the dashboard's card and the documents page's form read it.
import { useMutation, useQuery } from '@apollo/client/react';
import { MyReadinessDocument, SaveTravelDetailsDocument, type TravelDetailsInput } from '@/gql/graphql';

/** The traveller's readiness (fresh on every visit: an upload elsewhere may have changed it). */
export function useMyReadiness({ enabled }: { enabled: boolean }) {
  const { data, error, refetch } = useQuery(MyReadinessDocument, { skip: !enabled, fetchPolicy: 'cache-and-network' });
  return { readiness: data?.myReadiness ?? null, loaded: data !== undefined, error, refetch };
}

/** Saves the traveller's details; the answer is the new readiness, written into the cache. */
export function useSaveTravelDetails() {
  const [save] = useMutation(SaveTravelDetailsDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: MyReadinessDocument, data: { myReadiness: data.saveTravelDetails } });
    },
  });
  return async (input: TravelDetailsInput) => (await save({ variables: { input } })).data!.saveTravelDetails;
}
