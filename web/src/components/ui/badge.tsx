import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export type BadgeTone = 'green' | 'amber' | 'blue' | 'red' | 'slate';

// Dark text on a pale fill keeps every tone above 4.5:1 (WCAG AA).
const tones: Record<BadgeTone, string> = {
  green: 'border-green-200 bg-green-50 text-green-800',
  amber: 'border-amber-200 bg-amber-50 text-amber-900',
  blue: 'border-blue-200 bg-blue-50 text-blue-800',
  red: 'border-red-200 bg-red-50 text-red-800',
  slate: 'border-slate-200 bg-slate-100 text-slate-700',
};

/** A small pill of text; the tone is decoration, the text carries the meaning. */
export function Badge({ tone = 'slate', className, ...props }: ComponentProps<'span'> & { tone?: BadgeTone }) {
  return (
    <span
      className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap', tones[tone], className)}
      {...props}
    />
  );
}
