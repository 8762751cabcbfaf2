import { useT } from '@/lib/i18n';

/** Shown while a page's code loads; tiny on purpose (it ships with the entry chunk). */
export function RouteFallback() {
  const t = useT();
  return (
    <div role="status" className="flex min-h-[50dvh] items-center justify-center p-8 text-slate-700">
      {t('common.loading')}
    </div>
  );
}
