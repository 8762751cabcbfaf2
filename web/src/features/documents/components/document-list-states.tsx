import { type ComponentType, type ReactNode } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { useT } from '@/lib/i18n';

/** An announced placeholder while a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-label={label} className="grid gap-3">
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
      <Skeleton className="h-16 w-full" />
    </div>
  );
}

export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="grid justify-items-start gap-3">
      <ErrorBanner className="w-full">{message}</ErrorBanner>
      <Button variant="outline" onClick={onRetry}>
        {t('trip.retry')}
      </Button>
    </div>
  );
}

export function ListEmpty({
  icon: Icon,
  title,
  children,
}: {
  icon: ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-10 text-center">
      <Icon aria-hidden="true" className="size-10 text-slate-500" />
      <h3 className="text-base font-semibold text-slate-900">{title}</h3>
      {children ? <p className="max-w-sm text-sm text-slate-600">{children}</p> : null}
    </div>
  );
}
