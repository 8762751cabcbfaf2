import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';

export function Spinner({ className }: { className?: string }) {
  return <LoaderCircle aria-hidden="true" className={cn('size-4 animate-spin', className)} />;
}

/** A centred, announced loading message ("Loading..." by default). */
export function LoadingState({ label, className }: { label?: string; className?: string }) {
  const t = useT();
  return (
    <div role="status" className={cn('flex items-center justify-center gap-2 p-8 text-slate-700', className)}>
      <Spinner className="size-5 text-brand-700" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  );
}
