import { type TripContent } from '@umrah/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { scrollToSection, scrollToY } from '../lib/scroll';
import { LanguageLinks } from './language-links';
import { Wordmark } from './wordmark';

/** Spec §2 top bar: fixed; its padding shrinks once the page is scrolled more than 100 px. */
export function TopBar({ brand, compact }: { brand: TripContent['brand']; compact: boolean }) {
  const t = useT();
  return (
    <header
      data-compact={compact ? '' : undefined}
      className={
        'fixed inset-x-0 top-0 z-40 border-b border-white/10 bg-brand-950/90 text-white backdrop-blur-md transition-[padding,box-shadow] duration-300 ' +
        (compact ? 'py-2 shadow-lg shadow-black/25' : 'py-4')
      }
    >
      <div className="mx-auto flex w-full max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <a
          href="#hero"
          title={t('landing.backToTop')}
          onClick={(event) => {
            event.preventDefault();
            scrollToY(0);
          }}
          className="-mx-1 inline-flex min-h-11 items-center rounded-md px-1"
        >
          <Wordmark brand={brand} />
        </a>
        <nav aria-label={t('landing.topBar.nav')} className="flex items-center gap-1 sm:gap-3">
          <LanguageLinks />
          <a
            href={paths.logIn}
            className="hidden min-h-11 items-center rounded-md px-3 text-sm font-medium text-brand-50 hover:text-white hover:underline sm:inline-flex"
          >
            {t('landing.topBar.signIn')}
          </a>
          <a
            href="#register"
            onClick={(event) => {
              event.preventDefault();
              scrollToSection('register', { focus: true });
            }}
            className="inline-flex min-h-11 items-center rounded-full bg-amber-400 px-3.5 text-sm font-semibold whitespace-nowrap text-slate-950 shadow-sm hover:bg-amber-300 sm:px-5"
          >
            {t('landing.topBar.secureSpot')}
          </a>
        </nav>
      </div>
    </header>
  );
}
