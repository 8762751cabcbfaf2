import { Megaphone, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip } from '@/components/ui/tooltip';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { useDismissAnnouncement, useMyAnnouncements } from '../api/announcements';

/** The organisers' messages to this traveller, shown until dismissed (they were also emailed). */
export function Announcements() {
  const t = useT();
  const { announcements } = useMyAnnouncements();
  const dismiss = useDismissAnnouncement();
  if (!announcements.length) return null;

  return (
    <section aria-labelledby="announcements-title" className="grid gap-3">
      <h2 id="announcements-title" className="sr-only">
        {t('portal.announcements.heading')}
      </h2>
      {announcements.map((a) => (
        <article
          key={a.id}
          aria-labelledby={`announcement-${a.id}`}
          className="flex items-start gap-3 rounded-lg border border-brand-200 bg-brand-50 px-4 py-3 text-sm text-slate-900"
        >
          <Megaphone aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h3 id={`announcement-${a.id}`} className="font-semibold wrap-anywhere">
              {a.subject}
            </h3>
            <p className="text-xs text-slate-600">{t('portal.announcements.from', { date: formatLongDate(a.createdAt) })}</p>
            <p className="wrap-anywhere whitespace-pre-line">{a.body}</p>
          </div>
          <Tooltip content={t('portal.announcements.dismiss')}>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('portal.announcements.dismissLabel', { subject: a.subject })}
              onClick={() =>
                void dismiss(a.id).catch((error: unknown) =>
                  toast({
                    variant: 'destructive',
                    title: t('portal.error'),
                    description: errorMessage(error, t('portal.announcements.dismissFailed')),
                  }),
                )
              }
            >
              <X aria-hidden="true" />
            </Button>
          </Tooltip>
        </article>
      ))}
    </section>
  );
}
