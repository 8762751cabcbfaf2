import { type TripContent } from '@umrah/graphql';
import { BrandMark } from '@/components/brand-mark';

/** The brand's logo mark and its wordmark with the life-style suffix (docs/product.md §1). */
export function Wordmark({ brand }: { brand: TripContent['brand'] }) {
  return (
    <span className="inline-flex items-center gap-2 leading-none whitespace-nowrap">
      <BrandMark className="size-7 shrink-0 rounded-md ring-1 ring-white/30" />
      <span className="inline-flex items-baseline gap-1.5">
        <span className="font-serif text-xl font-semibold tracking-tight text-white sm:text-2xl">{brand.wordmark}</span>{' '}
        {/* On the narrowest phones the suffix is read, not shown: the mark and the button need the room. */}
        <span className="text-[0.7rem] font-semibold tracking-[0.14em] text-amber-300 uppercase max-[399px]:sr-only sm:text-xs sm:tracking-[0.22em]">
          {brand.suffix}
        </span>
      </span>
    </span>
  );
}
