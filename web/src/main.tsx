import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppRouter, preloadRoute } from './app/router';
import './index.css';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

preloadRoute(location.pathname);
// The page's HTML shows "Loading..." until React's first render replaces it. That render runs as
// a transition: React works in slices that yield to the browser, not in one long task (ADR 0071).
const app = createRoot(root);
startTransition(() => {
  app.render(
    <StrictMode>
      <AppRouter />
    </StrictMode>,
  );
});
