import { paths, type TripContent } from '@umrah/graphql';
import { useT } from '@/lib/i18n';
import { useSeatFigures, type SeatFigures } from '../api/seats';
import { Ornament } from './ornament';
import { PaymentPortal } from './payment-portal';
import { Reveal } from './reveal';
import { TripSummary } from './trip-summary';

/** The seats left, once the api has told them (nothing until then: the page is the same for everyone). */
function SeatsLine({ seats }: { seats: SeatFigures | null }) {
  const t = useT();
  if (!seats) return null;
  return (
    <p role="status" className="mt-3 text-base font-semibold text-brand-900">
      {seats.full ? t('landing.register.full') : t('landing.register.left', { left: seats.left, limit: seats.limit })}
    </p>
  );
}

/** When the group is full: the waiting list instead of a seat that is not there. */
function WaitingListCard() {
  const t = useT();
  return (
    <article aria-labelledby="waiting-list-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
      <h3 id="waiting-list-title" className="text-xl font-semibold text-amber-950">
        {t('landing.waitingList.title')}
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-amber-950">{t('landing.waitingList.body')}</p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={paths.signUp} className="inline-flex min-h-11 items-center rounded-full bg-brand-900 px-5 text-sm font-semibold text-white hover:bg-brand-950">
          {t('landing.createAccount')}
        </a>
        <a
          href={paths.portal.dashboard}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-900 px-5 text-sm font-semibold text-brand-900 hover:bg-white"
        >
          {t('landing.waitingList.dashboard')}
        </a>
      </div>
    </article>
  );
}

/** Spec §2 Secure Your Spot (anchor register): the trip summary beside the payment portal. */
export function RegisterSection({ content }: { content: TripContent }) {
  const t = useT();
  const seats = useSeatFigures();
  return (
    <section id="register" aria-labelledby="register-title" tabIndex={-1} className="bg-white text-slate-900 outline-none">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <Reveal className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase rtl:tracking-normal">{content.landing.registerEyebrow}</p>
          <h2 id="register-title" className="mt-2 font-serif text-4xl font-semibold tracking-tight text-brand-950 sm:text-5xl">
            {content.landing.registerHeading}
          </h2>
          <Ornament className="mt-4 text-amber-600" />
          <p className="mt-5 text-base leading-relaxed text-slate-700 sm:text-lg">
            {t('landing.register.places', { count: content.groupSize })} {content.landing.registerIntro}
          </p>
          <SeatsLine seats={seats} />
        </Reveal>
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
          <Reveal>
            <TripSummary content={content} />
          </Reveal>
          <Reveal>{seats?.full ? <WaitingListCard /> : <PaymentPortal form={content.paymentForm} />}</Reveal>
        </div>
      </div>
    </section>
  );
}
