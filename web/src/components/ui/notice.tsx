import { CircleCheck, Info, TriangleAlert } from 'lucide-react';
import { type ReactNode } from 'react';
import { cn } from '@/lib/cn';

export type NoticeTone = 'info' | 'warning' | 'success';

const tones: Record<NoticeTone, { box: string; icon: typeof Info }> = {
  info: { box: 'border-blue-200 bg-blue-50 text-blue-900', icon: Info },
  warning: { box: 'border-amber-200 bg-amber-50 text-amber-950', icon: TriangleAlert },
  success: { box: 'border-green-200 bg-green-50 text-green-900', icon: CircleCheck },
};

/** A static, non-urgent message box (not announced; use ErrorBanner for errors). */
export function Notice({
  tone = 'info',
  title,
  children,
  className,
  titleAs: Title = 'h3',
}: {
  tone?: NoticeTone;
  title?: ReactNode;
  children?: ReactNode;
  className?: string;
  titleAs?: 'h2' | 'h3' | 'p';
}) {
  const { box, icon: Icon } = tones[tone];
  return (
    <div className={cn('flex items-start gap-3 rounded-lg border px-4 py-3 text-sm', box, className)}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid min-w-0 gap-1">
        {title ? <Title className="font-semibold">{title}</Title> : null}
        {children ? <div>{children}</div> : null}
      </div>
    </div>
  );
}
