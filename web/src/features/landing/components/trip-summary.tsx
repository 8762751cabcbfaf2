import { Trans } from '@lingui/react';
import { formatMoney, isolatedIn, type Hotel, type MessageId, type TripContent } from '@umrah/graphql';
import { BedDouble, CalendarDays, ChevronDown, Plane, Star, Users } from './icons';
import { type ReactNode, useState } from 'react';
import { useLocale, useT } from '@/lib/i18n';
import { TripDetails } from './trip-details';

function Fact({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div className="relative ps-12">
      <dt className="text-sm font-semibold text-slate-900">
        <span aria-hidden="true" className="absolute start-0 top-0 grid size-9 place-items-center rounded-full bg-brand-50 text-brand-700 [&_svg]:size-[18px]">
          {icon}
        </span>
        {term}
      </dt>
      <dd className="mt-0.5 text-sm leading-relaxed text-slate-700">{children}</dd>
    </div>
  );
}

function HotelLine({ hotel }: { hotel: Hotel }) {
  const t = useT();
  return (
    <span className="block">
      <span className="font-medium text-slate-900">{hotel.name}</span>{' '}
      <span className="inline-flex translate-y-0.5 text-amber-500" role="img" aria-label={t('landing.summary.stars', { stars: hotel.stars })}>
        {Array.from({ length: hotel.stars }, (_, i) => (
          <Star key={i} aria-hidden="true" className="size-3.5 fill-current" />
        ))}
      </span>
      <span className="block">{t('landing.summary.hotelDates', { dates: hotel.dates, location: hotel.location })}</span>
    </span>
  );
}

function Price({ label, cents, accent }: { label: MessageId; cents: number; accent?: boolean }) {
  const t = useT();
  const locale = useLocale();
  return (
    <div className={'rounded-xl p-4 ring-1 ' + (accent ? 'bg-brand-50 ring-brand-200' : 'bg-stone-50 ring-stone-200')}>
      <p className={'text-sm font-semibold ' + (accent ? 'text-brand-800' : 'text-slate-700')}>{t(label)}</p>
      <p className="mt-1 text-3xl font-bold tracking-tight text-slate-950">{isolatedIn(formatMoney(cents, locale, { dropZeroCents: true }), locale)}</p>
      <p className="mt-0.5 text-xs text-slate-600">{t('landing.summary.perPerson')}</p>
    </div>
  );
}

/** Spec §2 register, left column: the trip summary, and its details behind Show More Details. */
export function TripSummary({ content }: { content: TripContent }) {
  const t = useT();
  const [expanded, setExpanded] = useState(false);
  const { accommodations: stay } = content;
  return (
    <article aria-labelledby="trip-summary-title" className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <h3 id="trip-summary-title" className="font-serif text-2xl font-semibold text-brand-950">
        {content.title}
      </h3>
      <p className="mt-2 text-base leading-relaxed text-slate-700">{content.purpose}</p>

      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        <Price label="landing.summary.barakah" cents={content.cost.barakahCents} accent />
        <Price label="landing.summary.nonBarakah" cents={content.cost.nonBarakahCents} />
      </div>

      <dl className="mt-7 grid gap-5">
        <Fact icon={<CalendarDays />} term={t('landing.summary.dates')}>
          <span className="block">{content.dates}</span>
          <span className="block text-slate-600 italic">{content.datesNote}</span>
        </Fact>
        <Fact icon={<Users />} term={t('landing.summary.groupSize')}>
          <Trans id="landing.summary.limitedTo" values={{ count: content.groupSize }} components={{ 0: <strong className="font-semibold text-slate-900" /> }} />
        </Fact>
        <Fact icon={<Plane />} term={t('landing.summary.flights')}>
          {content.flights}
        </Fact>
        <Fact icon={<BedDouble />} term={t('landing.summary.hotels')}>
          <HotelLine hotel={stay.madinah} />
          <span className="mt-2 block">
            <HotelLine hotel={stay.mecca} />
          </span>
          <span className="mt-2 block text-slate-600">{stay.note}</span>
        </Fact>
      </dl>

      <button
        type="button"
        aria-expanded={expanded}
        aria-controls="trip-details"
        onClick={() => setExpanded((v) => !v)}
        className="mt-8 inline-flex min-h-11 w-full items-center justify-center gap-2 rounded-full border border-brand-700 px-5 text-sm font-semibold text-brand-800 hover:bg-brand-50 sm:w-auto"
      >
        {expanded ? t('landing.summary.showLess') : t('landing.summary.showMore')}
        <ChevronDown aria-hidden="true" className={'size-4 transition-transform motion-reduce:transition-none ' + (expanded ? 'rotate-180' : '')} />
      </button>
      <div id="trip-details" hidden={!expanded}>
        {expanded ? <TripDetails content={content} /> : null}
      </div>
    </article>
  );
}
