import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { ReadinessItems } from '@/components/readiness-items';
import { useMyReadiness } from '@/lib/use-readiness';

/** The dashboard's readiness card (docs/product.md#ready-to-travel): each rule ready, expiring, missing or blocked, with the fix. */
export function ReadinessCard() {
  const t = useT();
  const { readiness, loaded, error } = useMyReadiness({ enabled: true });
  const toDo = readiness?.items.filter((i) => i.status === 'missing' || i.status === 'blocked').length ?? 0;

  let body;
  if (error && !loaded) body = <p className="text-sm text-red-700">{t('portal.readiness.loadFailed')}</p>;
  else if (!readiness)
    body = (
      <div role="status" aria-label={t('portal.readiness.loading')} className="grid gap-3">
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-full" />
      </div>
    );
  else body = <ReadinessItems items={readiness.items} showFix />;

  return (
    <Card aria-labelledby="readiness-card-title">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id="readiness-card-title">{t('portal.readiness.title')}</CardTitle>
          {readiness ? (
            <Badge tone={readiness.ready ? 'green' : 'amber'} data-testid="readiness-summary">
              {readiness.ready ? t('portal.readiness.allReady') : t('portal.readiness.toDo', { count: toDo })}
            </Badge>
          ) : null}
        </div>
        {readiness ? <CardDescription>{t('portal.readiness.intro', { date: formatMediumDate(readiness.departsOn) })}</CardDescription> : null}
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
