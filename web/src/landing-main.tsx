// The entry of the public landing page (landing.html, served for "/"): React and the landing page
// only. No router, no Apollo, no portal code; the portal is the other entry (main.tsx). The api
// sends "/" already rendered (src/landing-ssr.tsx): then React hydrates it; otherwise (vite dev,
// no server rendering) it renders here.
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { LandingApp } from './features/landing/components/landing-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

// Hydrate only the page the server rendered with its content; anything else renders afresh.
if (root.hasChildNodes() && document.getElementById('trip-content')) {
  // The page is already painted: hydrate it as a transition, which React does in slices that
  // yield to the browser, not in one long task that would hold up a tap or a scroll.
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <LandingApp prerendered />
      </StrictMode>,
    );
  });
} else {
  root.replaceChildren();
  createRoot(root).render(
    <StrictMode>
      <LandingApp />
    </StrictMode>,
  );
}
