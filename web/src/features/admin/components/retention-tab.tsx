// The Data retention panel (docs/product.md#privacy): each trip, the day its travellers' personal
// data goes, what would go, and "Purge now" for a trip that has come back (confirmed; audited).
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/use-toast';
import { PurgeTripDataDocument, TripRetentionDocument, type TripRetentionFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatLongDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import type { MessageId } from '@umrah/graphql';

const STATE: Record<string, { label: MessageId; tone: BadgeTone }> = {
  purged: { label: 'admin.retention.state.purged', tone: 'slate' },
  'not-returned': { label: 'admin.retention.state.notReturned', tone: 'blue' },
  waiting: { label: 'admin.retention.state.waiting', tone: 'green' },
  due: { label: 'admin.retention.state.due', tone: 'amber' },
};

// A Toronto day: read at noon UTC so no zone moves it to the day before.
const day = (d: string) => formatLongDate(`${d}T12:00:00Z`);

function PurgeDialog({ trip, onClose }: { trip: TripRetentionFieldsFragment; onClose: () => void }) {
  const t = useT();
  const [purge, { loading }] = useMutation(PurgeTripDataDocument, { refetchQueries: ['TripRetention'] });
  return (
    <FormDialog
      title={t('admin.retention.purgeTitle', { name: trip.tripName })}
      description={t('admin.retention.purgeDescription', {
        passports: trip.counts.passports,
        documents: trip.counts.documents,
        forms: trip.counts.forms,
        date: day(trip.dueOn),
      })}
      submitLabel={t('admin.retention.purgeNowTitle')}
      pending={loading}
      onClose={onClose}
      onSubmit={(e) => {
        e.preventDefault();
        purge({ variables: { tripId: trip.tripId } })
          .then(() => {
            toast({ title: t('admin.retention.purged'), description: t('admin.retention.purgedBody', { name: trip.tripName }) });
            onClose();
          })
          .catch((err) =>
            toast({ variant: 'destructive', title: t('admin.retention.failed'), description: errorMessage(err, t('admin.retention.failedBody')) }),
          );
      }}
    >
      {null}
    </FormDialog>
  );
}

export function RetentionTab() {
  const tr = useT();
  const { data, loading, error } = useQuery(TripRetentionDocument, { fetchPolicy: 'cache-and-network' });
  const [confirming, setConfirming] = useState<TripRetentionFieldsFragment | null>(null);
  return (
    <Card aria-labelledby="retention-title">
      <CardHeader>
        <CardTitle id="retention-title">{tr('admin.tabs.retention')}</CardTitle>
        <p className="text-sm text-slate-600">{tr('admin.retention.description')}</p>
      </CardHeader>
      <CardContent>
        {error ? (
          <ErrorBanner>{tr('admin.retention.loadFailed')}</ErrorBanner>
        ) : loading && !data ? (
          <LoadingState />
        ) : (
          <TableScroll labelledBy="retention-title">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-600">
                <tr>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.trip')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.purgeOn')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.state')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.passports')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.documents')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    {tr('admin.retention.column.forms')}
                  </th>
                  <th scope="col" className="px-3 py-2 font-medium">
                    <span className="sr-only">{tr('admin.registrations.column.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {data?.tripRetention.map((t) => (
                  <tr key={t.tripId} className="border-b border-slate-100 last:border-0">
                    <th scope="row" className="px-3 py-2 font-semibold text-slate-900">
                      {t.tripName}
                    </th>
                    <td className="px-3 py-2 whitespace-nowrap">
                      {t.purgedAt ? tr('admin.retention.purgedOn', { date: formatLongDate(t.purgedAt) }) : day(t.dueOn)}
                    </td>
                    <td className="px-3 py-2">
                      <Badge tone={STATE[t.state]?.tone ?? 'slate'}>{STATE[t.state] ? tr(STATE[t.state]!.label) : t.state}</Badge>
                    </td>
                    <td className="px-3 py-2">{t.counts.passports}</td>
                    <td className="px-3 py-2">{t.counts.documents}</td>
                    <td className="px-3 py-2">{t.counts.forms}</td>
                    <td className="px-3 py-2">
                      {t.state === 'due' || t.state === 'waiting' ? (
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setConfirming(t)}
                          aria-label={tr('admin.retention.purgeNamed', { name: t.tripName })}
                        >
                          {tr('admin.retention.purgeNow')}
                        </Button>
                      ) : null}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        )}
        {confirming ? <PurgeDialog trip={confirming} onClose={() => setConfirming(null)} /> : null}
      </CardContent>
    </Card>
  );
}
