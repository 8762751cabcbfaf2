// A tiny toast in the look of the app's Toaster (spec §9: one at a time, 5000 ms, a Close button)
// for the landing page, which ships without the Radix toast and the Apollo shell. The form's own
// inline status and alert texts are what assistive technology announces; this is the visual echo.
import { UI } from '@umrah/graphql';
import { X } from './icons';
import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useT } from '@/lib/i18n';

export interface LandingToastMessage {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

export function useLandingToast() {
  const [current, setCurrent] = useState<(LandingToastMessage & { id: number }) | undefined>();
  // A new toast replaces the one on screen (limit 1) and restarts the timer.
  const show = useCallback((message: LandingToastMessage) => setCurrent({ ...message, id: Date.now() + Math.random() }), []);
  const dismiss = useCallback(() => setCurrent(undefined), []);
  return { current, show, dismiss };
}

export function LandingToast({ toast, onDismiss }: { toast?: LandingToastMessage & { id: number }; onDismiss: () => void }) {
  const t = useT();
  const [paused, setPaused] = useState(false);
  useEffect(() => {
    if (!toast || paused) return;
    const timer = setTimeout(onDismiss, UI.toastDurationMs);
    return () => clearTimeout(timer);
  }, [toast, paused, onDismiss]);

  if (!toast) return null;
  const destructive = toast.variant === 'destructive';
  // In the body: inside the form's revealed (transformed) section, "fixed" would hold to the
  // section, and the toast sat on the form's own confirmation instead of the screen's bottom edge.
  return createPortal(
    <div className="pointer-events-none fixed end-0 bottom-0 z-[100] flex w-full flex-col p-4 sm:max-w-[420px]">
      <div
        key={toast.id}
        onMouseEnter={() => setPaused(true)}
        onMouseLeave={() => setPaused(false)}
        onFocus={() => setPaused(true)}
        onBlur={() => setPaused(false)}
        className={
          'pointer-events-auto relative flex w-full animate-toast-in items-start gap-3 overflow-hidden rounded-xl border p-4 pe-10 shadow-lg ' +
          (destructive ? 'border-red-800 bg-red-700 text-white' : 'border-slate-200 bg-white text-slate-900')
        }
      >
        <div className="grid gap-0.5">
          <p className="text-sm font-semibold">{toast.title}</p>
          {toast.description ? <p className="mt-0.5 text-sm opacity-90">{toast.description}</p> : null}
        </div>
        <button
          type="button"
          aria-label={t('landing.toast.close')}
          onClick={onDismiss}
          className="absolute end-2.5 top-2.5 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100"
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </div>,
    document.body,
  );
}
