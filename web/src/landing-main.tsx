// The entry of the public landing page (landing.html, served for "/"): React and the landing page
// only. No router, no Apollo, no portal code; the portal is the other entry (main.tsx). The api
// sends "/" already rendered (src/landing-ssr.tsx) in the page's language, with that language's
// messages inlined: then React hydrates it at once; otherwise (vite dev, no server rendering) the
// messages are loaded and it renders here.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { readInlinedMessages } from './features/landing/api/landing-messages';
import { LandingApp } from './features/landing/components/landing-app';
import { activateWith, loadAreas, LocaleProvider, pageLocale } from './lib/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const locale = pageLocale();
const inlined = readInlinedMessages();
if (inlined) activateWith(locale, inlined);

// Hydrate only the page the server rendered with its content and messages; anything else renders afresh.
if (inlined && root.hasChildNodes() && document.getElementById('trip-content')) {
  // The page is already painted: hydrate it as a transition, which React does in slices that
  // yield to the browser, not in one long task that would hold up a tap or a scroll.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LocaleProvider>
          <LandingApp prerendered />
        </LocaleProvider>
      </StrictMode>,
    );
  });
} else {
  void (inlined ? Promise.resolve() : loadAreas(['common', 'landing'], locale)).then(() => {
    root.replaceChildren();
    createRoot(root).render(
      <StrictMode>
        <LocaleProvider>
          <LandingApp />
        </LocaleProvider>
      </StrictMode>,
    );
  });
}
