// The waiting list for the admins (docs/product.md#seats): in order, with each offer's deadline;
// move someone to a place, or offer a free place by hand, each with a reason.
import { deadlineLabel } from '@umrah/graphql';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TableScroll } from '@/components/ui/table-scroll';
import { useAdminSeatActions, useWaitlist } from '../api/seats';
import { StaffReasonDialog } from './staff-reason-dialog';

type Asking = { kind: 'move' | 'offer'; id: string; name: string } | null;

export function WaitlistCard() {
  const { entries } = useWaitlist();
  const { reorder, offer, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<Asking>(null);
  const close = () => setAsking(null);

  return (
    <Card aria-labelledby="waitlist-title">
      <CardHeader>
        <CardTitle id="waitlist-title">Waiting List</CardTitle>
        <CardDescription>When a place frees up, the first person waiting gets an offer by email. Offers pass on when they lapse.</CardDescription>
      </CardHeader>
      <CardContent>
        {!entries ? null : entries.length === 0 ? (
          <p className="text-sm text-slate-600">Nobody is waiting.</p>
        ) : (
          <TableScroll label="Waiting list">
            <table className="w-full text-left text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  {['#', 'Traveller', 'State', 'Actions'].map((c) => (
                    <th key={c} scope="col" className="px-2.5 py-2 font-semibold">
                      {c}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {entries.map((e) => {
                  const name = e.user?.profile.fullName || e.user?.username || 'Unknown';
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
                            <Badge tone="green">Offered</Badge>
                            <div className="mt-1 text-xs text-slate-600">Until {deadlineLabel(e.offerExpiresAt)}</div>
                          </>
                        ) : (
                          <Badge tone="slate">Waiting</Badge>
                        )}
                      </td>
                      <td className="px-2.5 py-3 align-top">
                        <div className="flex flex-wrap gap-2">
                          <Button size="sm" variant="outline" disabled={pending} onClick={() => setAsking({ kind: 'move', id: e.id, name })}>
                            Move
                          </Button>
                          {e.state === 'WAITING' ? (
                            <Button size="sm" variant="outline" disabled={pending} onClick={() => setAsking({ kind: 'offer', id: e.id, name })}>
                              Offer a Place
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
            title={`Move ${asking.name}`}
            description="Put this person at another place on the list. The reason is kept in the audit log."
            submitLabel="Move"
            number={{ field: 'position', label: 'New place', min: 1, initial: '1' }}
            pending={pending}
            run={(reason, position) => reorder(asking.id, position, reason)}
            done={{ title: 'Waiting list reordered', description: asking.name }}
            onClose={close}
          />
        ) : asking?.kind === 'offer' ? (
          <StaffReasonDialog
            id="waitlist-offer"
            title={`Offer a place to ${asking.name}`}
            description="Only when a place is free. The traveller gets the offer by email, with its deadline."
            submitLabel="Offer a Place"
            pending={pending}
            run={(reason) => offer(asking.id, reason)}
            done={{ title: 'Place offered', description: asking.name }}
            onClose={close}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}
