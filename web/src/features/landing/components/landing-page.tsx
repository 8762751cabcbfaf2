// Spec §2 landing page: top bar, hero, Coming Soon, Secure Your Spot, footer image. Kept free of
// Apollo, the router and the UI kit: it is the first visit, and has its own entry (landing.html).
import { type TripContent, UI } from '@umrah/graphql';
import { useEffect } from 'react';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHashScroll } from '../lib/use-hash-scroll';
import { useScrolledPast } from '../lib/use-scrolled-past';
import { BackToTop } from './back-to-top';
import { ComingSoonSection } from './coming-soon-section';
import { HeroSection } from './hero-section';
import { RegisterSection } from './register-section';
import { SiteFooter } from './site-footer';
import { TopBar } from './top-bar';

export function LandingPage({ content, prerendered = false }: { content: TripContent; prerendered?: boolean }) {
  useDocumentTitle(content.title);
  useHashScroll();
  // Whatever the browser scrolls into view (a hash, a focused control) stays clear of the top bar.
  useEffect(() => {
    const html = document.documentElement;
    html.style.scrollPaddingTop = `${UI.scrollOffsetPx}px`;
    return () => {
      html.style.scrollPaddingTop = '';
    };
  }, []);
  const compact = useScrolledPast(UI.compactBarAfterPx);
  const showBackToTop = useScrolledPast(UI.backToTopAfterPx);

  return (
    <div className="min-h-dvh bg-white text-slate-900">
      <TopBar brand={content.brand} compact={compact} />
      <main>
        <HeroSection content={content} prerendered={prerendered} />
        <ComingSoonSection content={content} />
        <RegisterSection content={content} />
      </main>
      <SiteFooter content={content} />
      <BackToTop visible={showBackToTop} onTop={() => document.getElementById('hero')?.focus({ preventScroll: true })} />
    </div>
  );
}
