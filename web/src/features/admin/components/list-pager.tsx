import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';

/** A server-paged list's Previous / "Page n of m" / Next, shown only when there is more than one page. */
export function ListPager({ label, page, pages, busy, onPage }: { label: string; page: number; pages: number; busy: boolean; onPage: (page: number) => void }) {
  const t = useT();
  if (pages <= 1) return null;
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1 || busy}>
        <ChevronLeft aria-hidden="true" />
        {t('admin.pager.previous')}
      </Button>
      <p className="text-sm text-slate-700" aria-live="polite">
        {t('admin.pager.page', { page, pages })}
      </p>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pages || busy}>
        {t('admin.pager.next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}

/** A list that could not be loaded: what went wrong and a Retry button. */
export function ListLoadFailed({ message, retrying, onRetry }: { message: string; retrying: boolean; onRetry: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-red-200 bg-red-50 p-6 text-center">
      <p role="alert" className="text-sm font-medium text-red-800">
        {message}
      </p>
      <Button variant="outline" onClick={onRetry} disabled={retrying}>
        {t('admin.retry')}
      </Button>
    </div>
  );
}
