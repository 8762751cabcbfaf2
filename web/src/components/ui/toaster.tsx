import { UI } from '@umrah/graphql';
import { Toast, ToastClose, ToastDescription, ToastProvider, ToastTitle, ToastViewport } from './toast';
import { dismissToast, useToast } from './use-toast';

/** Renders the toast queue. Spec §9: 5000 ms, swipe right past 50 px to dismiss, F8 focuses it. */
export function Toaster() {
  const { toasts } = useToast();
  return (
    <ToastProvider duration={UI.toastDurationMs} swipeDirection="right" swipeThreshold={UI.toastSwipeThresholdPx}>
      {toasts.map(({ id, title, description, variant, duration, open }) => (
        <Toast
          key={id}
          variant={variant}
          duration={duration}
          open={open}
          onOpenChange={(next) => {
            if (!next) dismissToast(id);
          }}
        >
          <div className="grid gap-0.5">
            {title ? <ToastTitle>{title}</ToastTitle> : null}
            {description ? <ToastDescription>{description}</ToastDescription> : null}
          </div>
          <ToastClose />
        </Toast>
      ))}
      {/* Radix's default hotkey is F8; the region is labelled "Notifications (F8)". */}
      <ToastViewport hotkey={['F8']} />
    </ToastProvider>
  );
}
