import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

// Free text takes its direction from what is typed (an Arabic name reads right to left and is not
// cut off at its start); dates, numbers and passwords keep the page's.
const FOLLOWS_TEXT = new Set(['text', 'search', 'email', 'tel', 'url']);

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      dir={FOLLOWS_TEXT.has(type) ? 'auto' : undefined}
      className={cn(
        'block min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 shadow-sm sm:text-sm',
        'placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-0',
        'disabled:cursor-not-allowed disabled:bg-slate-100 disabled:opacity-70',
        'aria-invalid:border-red-600',
        className,
      )}
      {...props}
    />
  );
}
