// Today's programme (issue 37; docs/product.md#on-the-road; ADR 0134): the steps of today's day of
// the trip's programme with their times in Saudi time, the current one marked. The pilgrim's card
// and the leader's road page show it from the data they keep offline (every day comes with it), so
// it is right offline too; the rule picking today and the current step is itinerary.ts's. Nothing
// is shown on a day without a programme.
import { itineraryNow, type ItineraryDay } from '@umrah/graphql';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n';

/** The time now, again every 30 seconds: the current step moves on while the page stays open. */
function useNow(everyMs = 30_000): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const id = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(id);
  }, [everyMs]);
  return now;
}

export function ItineraryToday({ programme, className }: { programme: readonly ItineraryDay[]; className?: string }) {
  const t = useT();
  const today = itineraryNow(programme, useNow());
  if (!today || today.day.steps.length === 0) return null;
  return (
    <section aria-labelledby="programme-title" className={cn('grid gap-2', className)}>
      <div>
        <h2 id="programme-title" className="text-lg font-semibold">
          {t('portal.programme.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('portal.programme.when', { date: formatLongDate(`${today.day.date}T12:00:00Z`) })}</p>
      </div>
      <ol className="grid gap-1">
        {today.day.steps.map((step, i) => {
          const current = i === today.current;
          return (
            <li
              key={`${step.time}-${i}`}
              aria-current={current ? 'step' : undefined}
              className={cn(
                'flex items-start gap-3 rounded-lg border-s-4 px-3 py-2',
                current ? 'border-emerald-700 bg-emerald-50 font-semibold text-emerald-950' : 'border-transparent',
                today.current !== null && i < today.current ? 'text-slate-500' : null,
              )}
            >
              <time dir="ltr" className="w-12 shrink-0 tabular-nums">
                {step.time}
              </time>
              {/* Aligned with the page; a text still in English (not translated yet) keeps its own order. */}
              <span className="min-w-0 flex-1 [overflow-wrap:anywhere]">
                <span className="block">
                  <bdi>{step.title}</bdi>
                </span>
                {step.place ? (
                  <span className="block text-sm font-normal text-slate-600">
                    <bdi>{step.place}</bdi>
                  </span>
                ) : null}
              </span>
              {current ? (
                <span className="shrink-0 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-semibold text-white">{t('portal.programme.now')}</span>
              ) : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
