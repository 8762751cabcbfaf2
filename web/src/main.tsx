import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './app/router';
import { FIRST_AREAS } from './app/route-modules';
import { LocaleProvider, loadAreas } from './lib/i18n';
import { languageOfOfflineShell } from './lib/offline-pages';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

languageOfOfflineShell();
preloadRoute(location.pathname);
// The page's HTML shows "Loading..." until React's first render replaces it. That render runs as
// a transition: React works in slices that yield to the browser, not in one long task (ADR 0071).
// The traveller's catalogues in the page's language come first (the admin's load with its pages).
const app = createRoot(root);
void loadAreas(FIRST_AREAS).then(() =>
  startTransition(() => {
    app.render(
      <StrictMode>
        <LocaleProvider>
          <AppRouter />
        </LocaleProvider>
      </StrictMode>,
    );
  }),
);
