import { InterestForm } from './interest-form';

/** Spec §2 Coming Soon (anchor coming-soon), with the interest form of DECISIONS.md. */
export function ComingSoonSection() {
  return (
    <section id="coming-soon" aria-labelledby="coming-soon-title" className="scroll-mt-20 bg-slate-50 text-slate-900">
      <div className="mx-auto w-full max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="text-center">
          <h2 id="coming-soon-title" className="text-3xl font-bold tracking-tight text-brand-900 sm:text-4xl">
            Coming Soon
          </h2>
          <p className="mx-auto mt-4 max-w-xl text-base text-slate-700 sm:text-lg">
            We are preparing an extraordinary spiritual journey for our community: a group Umrah in Winter 2026, with
            guidance, comfort and companionship at every step.
          </p>
          <p className="mt-3 text-base font-semibold text-brand-800">Stay tuned for updates</p>
        </div>
        <div className="relative mt-10 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
          <h3 id="interest-form-title" className="text-lg font-semibold text-slate-900">
            Register your interest
          </h3>
          <p className="mt-1 text-sm text-slate-600">Leave your details and we will contact you as soon as registration opens.</p>
          <InterestForm aria-labelledby="interest-form-title" className="mt-6 grid gap-4 sm:grid-cols-2" />
        </div>
      </div>
    </section>
  );
}
