import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import { type ToastVariant } from './use-toast';

export const ToastProvider = ToastPrimitive.Provider;

export function ToastViewport({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  return (
    <ToastPrimitive.Viewport
      className={cn('fixed end-0 bottom-0 z-[100] flex max-h-dvh w-full flex-col gap-2 p-4 outline-none sm:max-w-[420px]', className)}
      {...props}
    />
  );
}

const variants: Record<ToastVariant, string> = {
  default: 'border-slate-200 bg-white text-slate-900',
  destructive: 'border-red-800 bg-red-700 text-white [&_:focus-visible]:outline-white',
};

export function Toast({ className, variant = 'default', ...props }: ComponentProps<typeof ToastPrimitive.Root> & { variant?: ToastVariant }) {
  return (
    <ToastPrimitive.Root
      // Errors interrupt (assertive); confirmations wait their turn (polite).
      type={variant === 'destructive' ? 'foreground' : 'background'}
      className={cn(
        'toast group pointer-events-auto relative flex w-full items-start justify-between gap-3 overflow-hidden rounded-xl border p-4 pe-10 shadow-lg',
        'data-[state=open]:animate-toast-in data-[state=closed]:animate-toast-out rtl:data-[state=open]:animate-toast-in-rtl',
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}

export function ToastTitle({ className, ...props }: ComponentProps<typeof ToastPrimitive.Title>) {
  return <ToastPrimitive.Title className={cn('text-sm font-semibold', className)} {...props} />;
}

export function ToastDescription({ className, ...props }: ComponentProps<typeof ToastPrimitive.Description>) {
  return <ToastPrimitive.Description className={cn('mt-0.5 text-sm opacity-90', className)} {...props} />;
}

export function ToastClose({ className, ...props }: ComponentProps<typeof ToastPrimitive.Close>) {
  const t = useT();
  return (
    <ToastPrimitive.Close
      aria-label={t('common.close')}
      className={cn('absolute end-2.5 top-2.5 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:opacity-100', className)}
      {...props}
    >
      <X aria-hidden="true" className="size-4" />
    </ToastPrimitive.Close>
  );
}
