import { LOCALE_NAMES, type Locale, TRAVELLER_LOCALES } from '@umrah/graphql';
import { useLocale, useT } from '@/lib/i18n';
import { Languages } from './icons';

/** Each language's short mark, for the narrowest top bar (its name in itself is read out). */
const SHORT: Record<Locale, string> = { en: 'EN', fr: 'FR', ar: 'ع' };

/**
 * The landing page's language switch (ADR 0113): plain links (`?lang=fr`), each language named in
 * itself; the api answers the page in it and remembers it in the visitor's cookie. A disclosure,
 * so it works before any script has arrived and takes little room on a phone.
 */
export function LanguageLinks() {
  const t = useT();
  const current = useLocale();
  return (
    <details className="group relative">
      <summary className="flex min-h-11 cursor-pointer list-none items-center gap-1.5 rounded-md px-2 text-sm font-medium text-brand-50 hover:text-white [&::-webkit-details-marker]:hidden">
        {/* On the narrowest phones the mark alone: the call to action needs the room in French. */}
        <Languages aria-hidden="true" className="size-4 max-[399px]:hidden" />
        <span className="sr-only">{t('common.language.label')} </span>
        <span lang={current} aria-hidden="true" className="sm:hidden">
          {SHORT[current]}
        </span>
        <span lang={current} className="max-sm:sr-only">
          {LOCALE_NAMES[current]}
        </span>
      </summary>
      <ul className="absolute end-0 top-full mt-2 grid min-w-36 gap-0.5 rounded-lg bg-white p-1.5 text-slate-900 shadow-lg ring-1 ring-black/10">
        {TRAVELLER_LOCALES.map((locale) => (
          <li key={locale}>
            <a
              href={`?lang=${locale}`}
              hrefLang={locale}
              lang={locale}
              aria-current={locale === current ? 'true' : undefined}
              className="flex min-h-11 items-center rounded-md px-3 text-sm hover:bg-brand-50 aria-[current]:font-semibold aria-[current]:text-brand-800"
            >
              {LOCALE_NAMES[locale]}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
