// The traveller's own payments, shared by the dashboard's Payments card and the payments page.
import { useQuery } from '@apollo/client/react';
import { MyPaymentsDocument } from '@/gql/graphql';

export function useMyPayments({ enabled = true }: { enabled?: boolean } = {}) {
  const { data, error, refetch } = useQuery(MyPaymentsDocument, { skip: !enabled });
  return { account: data?.myPayments ?? null, loaded: data !== undefined, error, refetch: () => refetch().catch(() => undefined) };
}
