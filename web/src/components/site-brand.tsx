import { useQuery } from '@apollo/client/react';
import { SEED_TRIP_CONTENT } from '@umrah/graphql';
import { SiteBrandDocument } from '@/gql/graphql';
import { cn } from '@/lib/cn';
import { BrandMark } from './brand-mark';

/** The brand from the CMS (the seed's until it has answered): wordmark and suffix. */
export function useSiteBrand() {
  const { data } = useQuery(SiteBrandDocument);
  return data?.tripContent.brand ?? SEED_TRIP_CONTENT.brand;
}

/** The logo mark and the brand's name, as the app's pages show them (docs/product.md, Names and formats). */
export function SiteBrand({ className }: { className?: string }) {
  const brand = useSiteBrand();
  return (
    <span className={cn('inline-flex items-center gap-2', className)}>
      <BrandMark />
      <span className="inline-flex items-baseline gap-1.5 whitespace-nowrap">
        <span className="font-serif text-lg font-semibold tracking-tight text-brand-900">{brand.wordmark}</span>{' '}
        <span className="text-[0.7rem] font-semibold tracking-[0.14em] text-brand-700 uppercase">{brand.suffix}</span>
      </span>
    </span>
  );
}
