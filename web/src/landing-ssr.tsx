// The landing page rendered on the server (built by `vite build --ssr` into dist/.ssr/): the api
// renders "/" with the current trip content once per copy of it and language, and landing-main.tsx
// hydrates it with the same language's messages, which the api inlines in the page.
import { I18nProvider } from '@lingui/react';
import { type Locale, type TripContent } from '@umrah/graphql';
import { i18nFor } from '@umrah/graphql/node';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './features/landing/components/landing-app';

export function renderLanding(content: TripContent, locale: Locale): string {
  return renderToString(
    <StrictMode>
      <I18nProvider i18n={i18nFor(locale)}>
        <LandingApp content={content} prerendered />
      </I18nProvider>
    </StrictMode>,
  );
}
