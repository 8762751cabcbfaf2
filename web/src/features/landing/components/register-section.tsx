import { type TripContent } from '@umrah/graphql';
import { Ornament } from './ornament';
import { PaymentPortal } from './payment-portal';
import { Reveal } from './reveal';
import { TripSummary } from './trip-summary';

/** Spec §2 Secure Your Spot (anchor register): the trip summary beside the payment portal. */
export function RegisterSection({ content }: { content: TripContent }) {
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
        </Reveal>
        <div className="mt-12 grid items-start gap-8 lg:grid-cols-2 lg:gap-10">
          <Reveal>
            <TripSummary content={content} />
          </Reveal>
          <Reveal>
            <PaymentPortal form={content.paymentForm} />
          </Reveal>
        </div>
      </div>
    </section>
  );
}
