// The portal's Trip Information: the trip's facts and the CMS's words (GraphQL tripContent.portal); the seed of the
// shared contract stands in while it loads or if it cannot be read, so the page never breaks.
import { useQuery } from '@apollo/client/react';
import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import { PortalTripInfoDocument, type PortalTripInfoQuery } from '@/gql/graphql';
import { formatPrice } from '@/lib/format';
import type { useT } from '@/lib/i18n';

type Translate = ReturnType<typeof useT>;

export type PortalTripInfo = PortalTripInfoQuery['tripContent']['portal'];

export function usePortalTripInfo(): { info: PortalTripInfo; cost: { barakahCents: number; nonBarakahCents: number }; loading: boolean } {
  const { data, loading } = useQuery(PortalTripInfoDocument);
  return {
    info: data?.tripContent.portal ?? SEED_TRIP_CONTENT.portal,
    cost: data?.tripContent.cost ?? SEED_TRIP_CONTENT.cost,
    loading: loading && !data,
  };
}

/** One deposit when both fares pay the same; else each fare's (from the trip's schedule). */
function depositAmount({ deposits }: PortalTripInfo, t: Translate): string {
  if (deposits.barakahCents === deposits.nonBarakahCents) return formatPrice(deposits.barakahCents);
  return t('portal.register.deposit.perFare', { barakah: formatPrice(deposits.barakahCents), nonBarakah: formatPrice(deposits.nonBarakahCents) });
}

export const depositNotice = (info: PortalTripInfo, t: Translate) => ({
  title: t('portal.register.deposit.title'),
  text: t('portal.register.deposit.text', { amount: depositAmount(info, t), note: info.depositNote }),
});

export const includedNotice = (info: PortalTripInfo, t: Translate) => ({
  title: t('portal.register.included.title'),
  text: `${info.packageLines.join(', ')}.`,
});
