// The traveller's own registration, shared by the dashboard, the register-trip page and the
// registration form (each a separate feature), so it lives with the other shared hooks.
import { useMutation, useQuery } from '@apollo/client/react';
import { type Fare, MyRegistrationDocument, StartRegistrationDocument } from '@/gql/graphql';

/**
 * The signed-in traveller's registration; `null` when none was started. Spec §7: no retry and
 * no refetch on focus (Apollo does neither unless asked); the cache answers repeat visits.
 */
export function useMyRegistration() {
  const { data, loading, error, refetch } = useQuery(MyRegistrationDocument);
  return {
    registration: data?.myRegistration ?? null,
    /** True once the server answered (with a registration or with none). */
    loaded: data !== undefined,
    loading,
    error,
    refetch: () => refetch().catch(() => undefined),
  };
}

/**
 * Starts the registration (idempotent on the server) and resolves once the cached registration
 * is fresh, so the next screen already shows it. Rejects with the api error.
 */
export function useStartRegistration() {
  const [mutate, { loading }] = useMutation(StartRegistrationDocument, {
    refetchQueries: [{ query: MyRegistrationDocument }],
    awaitRefetchQueries: true,
  });
  /** Without a fare the server keeps the non-member price (the spec's own client sends none). */
  const start = async (fare?: Fare) => {
    const { data } = await mutate({ variables: { fare: fare ?? null } });
    return data?.startRegistration;
  };
  return { start, starting: loading };
}
