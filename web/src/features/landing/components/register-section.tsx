import { paths, type TripContent } from '@umrah/graphql';
import { useSeatFigures, type SeatFigures } from '../api/seats';
import { Ornament } from './ornament';
import { PaymentPortal } from './payment-portal';
import { Reveal } from './reveal';
import { TripSummary } from './trip-summary';

/** The seats left, once the api has told them (nothing until then: the page is the same for everyone). */
function SeatsLine({ seats }: { seats: SeatFigures | null }) {
  if (!seats) return null;
  return (
    <p role="status" className="mt-3 text-base font-semibold text-brand-900">
      {seats.full ? 'The group is full.' : `${seats.left} of ${seats.limit} places left.`}
    </p>
  );
}

/** When the group is full: the waiting list instead of a seat that is not there. */
function WaitingListCard() {
  return (
    <article aria-labelledby="waiting-list-title" className="rounded-2xl border border-amber-200 bg-amber-50 p-6 sm:p-8">
      <h3 id="waiting-list-title" className="text-xl font-semibold text-amber-950">
        Join the waiting list
      </h3>
      <p className="mt-2 text-sm leading-relaxed text-amber-950">
        Every place is taken. Create an account or sign in, then join the waiting list from your dashboard: when a place frees up, the next person on the list
        gets an offer by email.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <a href={paths.signUp} className="inline-flex min-h-11 items-center rounded-full bg-brand-900 px-5 text-sm font-semibold text-white hover:bg-brand-950">
          Create an account
        </a>
        <a
          href={paths.portal.dashboard}
          className="inline-flex min-h-11 items-center rounded-full border border-brand-900 px-5 text-sm font-semibold text-brand-900 hover:bg-white"
        >
          Go to my dashboard
        </a>
      </div>
    </article>
  );
}

/** Spec §2 Secure Your Spot (anchor register): the trip summary beside the payment portal. */
export function RegisterSection({ content }: { content: TripContent }) {
  const seats = useSeatFigures();
  return (
    <section id="register" aria-labelledby="register-title" tabIndex={-1} className="bg-white text-slate-900 outline-none">
      <div className="mx-auto w-full max-w-6xl px-4 py-16 sm:px-6 sm:py-24">
        <Reveal className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase">Registration</p>
          <h2 id="register-title" className="mt-2 font-serif text-4xl font-semibold tracking-tight text-brand-950 sm:text-5xl">
            Secure Your Spot
          </h2>
          <Ornament className="mt-4 text-amber-600" />
          <p className="mt-5 text-base leading-relaxed text-slate-700 sm:text-lg">
            Places are limited to {content.groupSize} participants. Read the trip details, then reserve your place through the payment portal.
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
