import { WifiOff } from 'lucide-react';
import { useLocale, useT } from '@/lib/i18n';

/** "Offline — last updated 14:05": what the page shows is the copy saved on this phone at that time. */
export function OfflineBanner({ savedAt }: { savedAt: string | null }) {
  const t = useT();
  const locale = useLocale();
  const time = savedAt ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(savedAt)) : '—';
  return (
    <p role="status" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
      <WifiOff aria-hidden="true" className="size-5 shrink-0" />
      {t('admin.road.offline', { time })}
    </p>
  );
}
