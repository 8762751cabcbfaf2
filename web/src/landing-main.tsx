// The entry of the public landing page (landing.html, served for "/"): React and the landing page
// only. No router, no Apollo, no portal code; the portal is the other entry (main.tsx).
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LandingApp } from './features/landing/components/landing-app';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

createRoot(root).render(
  <StrictMode>
    <LandingApp />
  </StrictMode>,
);
