// Placeholder landing page; a later issue builds the full page of spec §2. Kept free of Apollo
// and of the UI kit so the first visit downloads as little as possible.
import { Link } from 'react-router-dom';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ComingSoonSection } from './coming-soon-section';

const primary =
  'inline-flex min-h-11 items-center justify-center rounded-lg bg-white px-5 py-2.5 text-sm font-semibold text-brand-900 shadow-sm hover:bg-brand-50';
const secondary =
  'inline-flex min-h-11 items-center justify-center rounded-lg border border-white/70 px-5 py-2.5 text-sm font-semibold text-white hover:bg-white/10';

export function LandingPage() {
  useDocumentTitle();
  return (
    <div className="flex min-h-dvh flex-col bg-brand-950 text-white">
      <header className="mx-auto flex w-full max-w-6xl items-center px-4 py-4 sm:px-6">
        <span className="text-lg font-bold tracking-tight">
          Barakah <span className="font-normal text-brand-200">Lifestyle</span>
        </span>
      </header>
      <main className="flex flex-1 flex-col">
        <section
          aria-labelledby="hero-title"
          className="mx-auto flex min-h-[calc(100dvh-4rem)] w-full max-w-3xl flex-col justify-center px-4 py-16 text-center sm:px-6"
        >
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">Umrah · Winter 2026</p>
          <h1 id="hero-title" className="mt-3 text-4xl font-bold tracking-tight sm:text-6xl">
            A Journey of the Soul
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base text-brand-100 sm:text-lg">
            Join our community on a group Umrah pilgrimage from Canada. Create an account to register for the trip, pay
            your deposit and prepare your documents in one place.
          </p>
          <div className="mt-8 flex flex-col items-stretch justify-center gap-3 sm:flex-row sm:items-center">
            <Link to={paths.signUp} className={primary}>
              Create an account
            </Link>
            <Link to={paths.logIn} className={secondary}>
              Sign in
            </Link>
          </div>
        </section>
        <ComingSoonSection />
      </main>
    </div>
  );
}
