// The landing page rendered on the server (built by `vite build --ssr` into dist/.ssr/): the api
// renders "/" with the current trip content once per copy of it, and landing-main.tsx hydrates it.
import { type TripContent } from '@umrah/graphql';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { LandingApp } from './features/landing/components/landing-app';

export function renderLanding(content: TripContent): string {
  return renderToString(
    <StrictMode>
      <LandingApp content={content} prerendered />
    </StrictMode>,
  );
}
