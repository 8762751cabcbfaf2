import type { Locale } from '@umrah/graphql';
import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LanguageSwitch } from '@/components/language-switch';
import { SiteBrand } from '@/components/site-brand';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { useSaveLanguage } from '@/lib/use-save-language';

/**
 * A centred card on a quiet background: the sign-up, sign-in and admin login screens. The language
 * switch sits at the top's end (`locales`: the staff screens offer English and French); a visitor's
 * choice is their cookie's, a signed-in person's is saved to their account too.
 */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  locales,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  locales?: readonly Locale[];
}) {
  const saveLanguage = useSaveLanguage();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-brand-50 to-slate-50">
      <header className="flex items-center justify-between gap-3 px-4 py-4 sm:px-6">
        <Link to={paths.home} className="inline-flex rounded-md">
          <SiteBrand />
        </Link>
        <LanguageSwitch locales={locales} onChosen={saveLanguage} />
      </header>
      <main className="flex flex-1 items-start justify-center px-4 pt-4 pb-12 sm:items-center sm:pt-0">
        <Card className="w-full max-w-md">
          <CardHeader className="text-center">
            <CardTitle as="h1" className="text-2xl">
              {title}
            </CardTitle>
            {description ? <CardDescription>{description}</CardDescription> : null}
          </CardHeader>
          <CardContent>{children}</CardContent>
          {footer ? <div className="border-t border-slate-200 px-5 py-4 text-center text-sm text-slate-600 sm:px-6">{footer}</div> : null}
        </Card>
      </main>
    </div>
  );
}
