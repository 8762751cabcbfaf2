import type { TripContent } from '@umrah/graphql';
import { ArrowDown } from './icons';
import { scrollToSection } from '../lib/scroll';
import { InterestForm } from './interest-form';
import { Ornament } from './ornament';
import { Reveal } from './reveal';

/** Spec §2 Coming Soon (anchor coming-soon), with the interest form of docs/product.md §2. */
export function ComingSoonSection({ content }: { content: TripContent }) {
  const words = content.landing;
  return (
    <section id="coming-soon" aria-labelledby="coming-soon-title" tabIndex={-1} className="bg-stone-50 text-slate-900 outline-none">
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
        <Reveal className="text-center">
          <p className="text-sm font-semibold tracking-[0.18em] text-brand-700 uppercase rtl:tracking-normal">{words.comingSoonEyebrow}</p>
          <h2 id="coming-soon-title" className="mt-2 font-serif text-4xl font-semibold tracking-tight text-brand-950 sm:text-5xl">
            {words.comingSoonHeading}
          </h2>
          <Ornament className="mt-4 text-amber-600" />
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed text-slate-700 sm:text-lg">{words.comingSoonText}</p>
          <p className="mt-3 text-base font-semibold text-brand-800">{words.comingSoonStayTuned}</p>
        </Reveal>
        <Reveal className="relative mt-10 rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-8">
          <h3 id="interest-form-title" className="text-lg font-semibold text-slate-900">
            {words.interestTitle}
          </h3>
          <p className="mt-1 text-sm text-slate-600">{words.interestIntro}</p>
          <InterestForm aria-labelledby="interest-form-title" className="mt-6 grid gap-4 sm:grid-cols-2" />
        </Reveal>
        <p className="mt-8 text-center">
          <a
            href="#register"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('register', { focus: true });
            }}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-4 text-base font-semibold text-brand-800 underline decoration-brand-300 decoration-2 underline-offset-4 hover:text-brand-950 hover:decoration-brand-600"
          >
            {words.comingSoonLink}
            <ArrowDown aria-hidden="true" className="size-4" />
          </a>
        </p>
      </div>
    </section>
  );
}
