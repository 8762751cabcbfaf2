// The portal's Trip Information comes from the CMS (GraphQL tripContent.portal); the seed of the
// shared contract stands in while it loads or if it cannot be read, so the page never breaks.
import { useQuery } from '@apollo/client/react';
import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import { PortalTripInfoDocument, type PortalTripInfoQuery } from '@/gql/graphql';
import { formatPrice } from '@/lib/format';

export type PortalTripInfo = PortalTripInfoQuery['tripContent']['portal'];

export function usePortalTripInfo(): { info: PortalTripInfo; cost: { barakahCents: number; nonBarakahCents: number }; loading: boolean } {
  const { data, loading } = useQuery(PortalTripInfoDocument);
  return {
    info: data?.tripContent.portal ?? SEED_TRIP_CONTENT.portal,
    cost: data?.tripContent.cost ?? SEED_TRIP_CONTENT.cost,
    loading: loading && !data,
  };
}

export const depositNotice = (info: PortalTripInfo) => ({
  title: 'Deposit Required',
  text: `A deposit of ${formatPrice(info.depositCents)} is required to secure your spot. ${info.depositNote}`,
});

export const includedNotice = (info: PortalTripInfo) => ({
  title: "What's Included",
  text: `${info.packageLines.join(', ')}.`,
});
