import { UI } from '@umrah/graphql';
import { useEffect } from 'react';
import { isSectionId, scrollToSection } from './scroll';

/** Spec §2: an address whose hash names a section scrolls there 100 ms after the page renders. */
export function useHashScroll(): void {
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (!isSectionId(id)) return;
    const timer = setTimeout(() => scrollToSection(id), UI.hashScrollDelayMs);
    return () => clearTimeout(timer);
  }, []);
}
