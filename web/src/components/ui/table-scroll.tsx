import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export interface TableScrollProps {
  /** The region's name; with it (or labelledBy) the box is a focusable region the keyboard can scroll. */
  label?: string;
  labelledBy?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A wide table's own sideways scroll box: on a phone the table scrolls inside it, never the page.
 * `contain: inline-size` keeps the table's minimum width out of the box's own size, so the cards and
 * grids around it stay as wide as the screen instead of growing to the table. `relative` keeps the
 * cells' visually hidden (absolutely placed) texts inside the box too.
 */
export function TableScroll({ label, labelledBy, className, children }: TableScrollProps) {
  const region = label || labelledBy ? { role: 'region', 'aria-label': label, 'aria-labelledby': labelledBy, tabIndex: 0 } : {};
  return (
    <div {...region} className={cn('relative overflow-x-auto rounded-lg border border-slate-200 [contain:inline-size]', className)}>
      {children}
    </div>
  );
}
