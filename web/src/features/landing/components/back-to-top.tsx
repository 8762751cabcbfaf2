import { useEffect, useState } from 'react';
import { ArrowUp } from './icons';
import { useT } from '@/lib/i18n';
import { scrollToY } from '../lib/scroll';

/** True while a form or a framed form (the payment portal) is on screen. */
function useFormInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const seen = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) seen.add(entry.target);
        else seen.delete(entry.target);
      }
      setInView(seen.size > 0);
    });
    document.querySelectorAll('main form, main iframe').forEach((el) => observer.observe(el));
    return () => observer.disconnect();
  }, []);
  return inView;
}

/**
 * Spec §2: a floating button, shown once the page is scrolled more than 300 px; it steps aside
 * while a form is on screen, where it would sit on the form's fields and its submit button.
 */
export function BackToTop({ visible, onTop }: { visible: boolean; onTop: () => void }) {
  const t = useT();
  const formInView = useFormInView();
  if (!visible || formInView) return null;
  return (
    <button
      type="button"
      aria-label={t('landing.backToTop')}
      onClick={() => {
        scrollToY(0);
        onTop();
      }}
      className="fixed end-4 bottom-4 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/20 ring-1 ring-white/30 hover:bg-brand-800 sm:end-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
