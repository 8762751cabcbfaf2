import { CircleAlert } from 'lucide-react';
import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

/** A form-level or page-level error, announced when it appears. */
export function ErrorBanner({ children, className, id }: { children: ReactNode; className?: string; id?: string }) {
  return (
    <div id={id} role="alert" className={cn('flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-3 py-2.5 text-sm text-red-800', className)}>
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
