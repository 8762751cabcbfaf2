import { ArrowUp } from './icons';
import { scrollToY } from '../lib/scroll';

/** Spec §2: a floating button, shown once the page is scrolled more than 300 px. */
export function BackToTop({ visible, onTop }: { visible: boolean; onTop: () => void }) {
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Back to top"
      onClick={() => {
        scrollToY(0);
        onTop();
      }}
      className="fixed right-4 bottom-4 z-30 grid size-12 animate-fade-in place-items-center rounded-full bg-brand-700 text-white shadow-lg shadow-black/20 ring-1 ring-white/30 hover:bg-brand-800 sm:right-6 sm:bottom-6"
    >
      <ArrowUp aria-hidden="true" className="size-5" />
    </button>
  );
}
