// The language switch (ADR 0110): each language named in itself; choosing one shows the page in
// it at once and remembers it (the visitor's cookie; the account's own language is saved by
// `onChosen`, which the signed-in frames pass).
import { LOCALE_NAMES, type Locale, TRAVELLER_LOCALES } from '@umrah/graphql';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { cn } from '@/lib/cn';
import { switchLocale, useLocale, useT } from '@/lib/i18n';

export function LanguageSwitch({
  locales = TRAVELLER_LOCALES,
  onChosen,
  className,
}: {
  locales?: readonly Locale[];
  onChosen?: (locale: Locale) => void | Promise<void>;
  className?: string;
}) {
  const t = useT();
  const current = useLocale();
  const id = useId();
  return (
    <div className={cn('inline-flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="inline-flex items-center text-slate-600">
        <Languages aria-hidden="true" className="size-4" />
        <span className="sr-only">{t('common.language.label')}</span>
      </label>
      <select
        id={id}
        value={current}
        onChange={(event) => {
          const locale = event.target.value as Locale;
          void switchLocale(locale).then(() => onChosen?.(locale));
        }}
        className="min-h-9 rounded-md border border-slate-300 bg-white px-2 text-sm text-slate-800 focus-visible:outline-2 focus-visible:outline-brand-600"
      >
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
