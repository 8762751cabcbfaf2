import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { AuditLogDocument, type AuditLogQueryVariables } from '@/gql/graphql';

/** One page of the audit log (the owner only; mount only where the owner looks). */
export function useAuditLog(variables: AuditLogQueryVariables) {
  const { data, previousData, error, refetch, networkStatus } = useQuery(AuditLogDocument, {
    variables,
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // While a new page loads, the previous one stays on screen.
  const page = (data ?? previousData)?.auditLog;
  return {
    page,
    error,
    loading: networkStatus === NetworkStatus.loading || networkStatus === NetworkStatus.setVariables,
    refreshing: networkStatus === NetworkStatus.refetch,
    refetch: () => refetch().catch(() => undefined),
  };
}
