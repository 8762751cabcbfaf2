// The waiting list for the admins (docs/product.md#seats): in order, with each offer's deadline;
// move someone to a place, or offer a free place by hand, each with a reason.
import { deadlineLabel, type MessageId } from '@umrah/graphql';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { useAdminSeatActions, useWaitlist } from '../api/seats';
import { StaffReasonDialog } from './staff-reason-dialog';
import { useT } from '@/lib/i18n';

const COLUMNS: MessageId[] = [
  'admin.waitlist.column.position',
  'admin.waitlist.column.traveller',
  'admin.waitlist.column.state',
  'admin.waitlist.column.actions',
];

type Asking = { kind: 'move' | 'offer'; id: string; name: string } | null;

export function WaitlistCard() {
  const t = useT();
  const { entries } = useWaitlist();
  const { reorder, offer, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  return (
    <Card aria-labelledby="waitlist-title">
      <CardHeader>
        <CardTitle id="waitlist-title">{t('admin.waitlist.title')}</CardTitle>
        <CardDescription>{t('admin.waitlist.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!entries ? null : entries.length === 0 ? (
          <p className="text-sm text-slate-600">{t('admin.waitlist.empty')}</p>
        ) : (
          <TableScroll label={t('admin.waitlist.label')}>
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {COLUMNS.map((c) => (
                    <th key={c} scope="col" className="px-2.5 py-2 font-semibold">
                      {t(c)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => {
                  const name = e.user?.profile.fullName || e.user?.username || t('admin.unknown');
                  return (
                    <tr key={e.id} className="border-t border-slate-200">
                      <td className="px-2.5 py-3 align-top tabular-nums">{e.position}</td>
                      <th scope="row" className="px-2.5 py-3 text-left align-top font-normal wrap-anywhere">
                        <div className="font-semibold text-slate-900">{name}</div>
                        {e.user?.profile.email ? <div className="break-all text-slate-600">{e.user.profile.email}</div> : null}
                      </th>
                      <td className="px-2.5 py-3 align-top">
                        {e.state === 'OFFERED' && e.offerExpiresAt ? (
                          <>
                            <Badge tone="green">{t('admin.waitlist.offered')}</Badge>
                            <div className="mt-1 text-xs text-slate-600">{t('admin.waitlist.until', { deadline: deadlineLabel(e.offerExpiresAt) })}</div>
                          </>
                        ) : (
                          <Badge tone="slate">{t('admin.waitlist.waiting')}</Badge>
                        )}
                      </td>
                      <td className="px-2.5 py-3 align-top">
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" variant="outline" disabled={pending} onClick={() => setAsking({ kind: 'move', id: e.id, name })}>
                            {t('admin.waitlist.move')}
                          </Button>
                          {e.state === 'WAITING' ? (
                            <Button size="sm" variant="outline" disabled={pending} onClick={() => setAsking({ kind: 'offer', id: e.id, name })}>
                              {t('admin.waitlist.offer')}
                            </Button>
                          ) : null}
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </TableScroll>
        )}
        {asking?.kind === 'move' ? (
          <StaffReasonDialog
            id="waitlist-move"
            title={t('admin.waitlist.moveTitle', { name: asking.name })}
            description={t('admin.waitlist.moveDescription')}
            submitLabel={t('admin.waitlist.move')}
            number={{ field: 'position', label: t('admin.waitlist.newPlace'), min: 1, initial: '1' }}
            pending={pending}
            run={(reason, position) => reorder(asking.id, position, reason)}
            done={{ title: t('admin.waitlist.reordered'), description: asking.name }}
            onClose={close}
          />
        ) : asking?.kind === 'offer' ? (
          <StaffReasonDialog
            id="waitlist-offer"
            title={t('admin.waitlist.offerTitle', { name: asking.name })}
            description={t('admin.waitlist.offerDescription')}
            submitLabel={t('admin.waitlist.offer')}
            pending={pending}
            run={(reason) => offer(asking.id, reason)}
            done={{ title: t('admin.waitlist.placeOffered'), description: asking.name }}
            onClose={close}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
