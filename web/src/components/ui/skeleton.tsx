import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A pulsing placeholder block; hidden from assistive technology (announce loading elsewhere). */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('animate-pulse rounded bg-slate-200', className)} {...props} />;
}
