import { useMutation, useQuery } from '@apollo/client/react';
import { MyRegistrationDocument, SaveTripFormDocument, type TripFormInput, TripFormDocument } from '@/gql/graphql';

/** The saved form (null when nothing was saved yet); asked only once a registration exists (spec §7). */
export function useTripForm({ enabled }: { enabled: boolean }) {
  const { data, loading, error, refetch } = useQuery(TripFormDocument, { skip: !enabled });
  return {
    form: data?.tripForm ?? null,
    loaded: data !== undefined,
    loading,
    error,
    refetch: () => refetch().catch(() => undefined),
  };
}

/**
 * Saves the form. `submit: true` is Submit Form (full rules, status FORM_SUBMITTED), `false` is
 * Save Progress. Both refresh the cached form; a submit also refreshes the registration, whose
 * status changed. Resolves once the cache is fresh; rejects with the api error.
 */
export function useSaveTripForm() {
  const [mutate, { loading }] = useMutation(SaveTripFormDocument);
  const save = async (input: TripFormInput, submit: boolean) => {
    const { data } = await mutate({
      variables: { input, submit },
      refetchQueries: submit ? [{ query: TripFormDocument }, { query: MyRegistrationDocument }] : [{ query: TripFormDocument }],
      awaitRefetchQueries: true,
    });
    return data?.saveTripForm;
  };
  return { save, saving: loading };
}
