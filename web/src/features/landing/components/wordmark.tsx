import { type TripContent } from '@umrah/graphql';

/** The brand as a wordmark with its life-style suffix (docs/product.md §1). */
export function Wordmark({ brand }: { brand: TripContent['brand'] }) {
  return (
    <span className="inline-flex items-baseline gap-1.5 leading-none whitespace-nowrap">
      <span className="font-serif text-xl font-semibold tracking-tight text-white sm:text-2xl">{brand.wordmark}</span>{' '}
      <span className="text-[0.7rem] font-semibold tracking-[0.14em] text-amber-300 uppercase sm:text-xs sm:tracking-[0.22em]">{brand.suffix}</span>
    </span>
  );
}
