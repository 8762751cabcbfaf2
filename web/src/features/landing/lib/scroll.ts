// In-page scrolling of spec §2: targets sit 80 px below the fixed top bar, and the motion is smooth
// unless the visitor asked for reduced motion.
import { UI } from '@umrah/graphql';

/** The anchors of the landing page's sections, in page order. */
export const SECTION_IDS = ['hero', 'coming-soon', 'register'] as const;
export type SectionId = (typeof SECTION_IDS)[number];

export const isSectionId = (value: string): value is SectionId => (SECTION_IDS as readonly string[]).includes(value);

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

export function scrollToY(top: number): void {
  window.scrollTo({ top: Math.max(0, top), behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Scrolls a section to 80 px below the top of the window. With `focus`, keyboard and screen reader
 * users continue from that section too (the section is focusable with tabIndex -1).
 */
export function scrollToSection(id: SectionId, opts: { focus?: boolean } = {}): void {
  const target = document.getElementById(id);
  if (!target) return;
  scrollToY(target.getBoundingClientRect().top + window.scrollY - UI.scrollOffsetPx);
  if (opts.focus) target.focus({ preventScroll: true });
}
