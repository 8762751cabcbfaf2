// The waiting list for the admins (docs/product.md#seats): in order, with each offer's deadline;
// move someone to a place, or offer a free place by hand, each with a reason.
import { deadlineLabel } from '@umrah/graphql';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { TableScroll } from '@/components/ui/table-scroll';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useAdminSeatActions, useWaitlist } from '../api/seats';

type Asking = { kind: 'move' | 'offer'; id: string; name: string } | null;

export function WaitlistCard() {
  const { entries } = useWaitlist();
  const { reorder, offer, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<Asking>(null);
  const [position, setPosition] = useState('1');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const close = () => {
    setAsking(null);
    setReason('');
    setErrors({});
  };
  async function submit() {
    if (!asking) return;
    try {
      if (asking.kind === 'move') await reorder(asking.id, Number(position), reason);
      else await offer(asking.id, reason);
      toast({ title: asking.kind === 'move' ? 'Waiting list reordered' : 'Place offered', description: asking.name });
      close();
    } catch (error) {
      const api = readApiError(error);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The change failed. Please try again.') });
    }
  }

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
        {asking ? (
          <FormDialog
            title={asking.kind === 'move' ? `Move ${asking.name}` : `Offer a place to ${asking.name}`}
            description={
              asking.kind === 'move'
                ? 'Put this person at another place on the list. The reason is kept in the audit log.'
                : 'Only when a place is free. The traveller gets the offer by email, with its deadline.'
            }
            submitLabel={asking.kind === 'move' ? 'Move' : 'Offer a Place'}
            pending={pending}
            onClose={close}
            onSubmit={(ev) => {
              ev.preventDefault();
              void submit();
            }}
          >
            {asking.kind === 'move' ? (
              <TextField
                id="waitlist-position"
                label="New place"
                type="number"
                min={1}
                required
                value={position}
                error={errors.position}
                onChange={(ev) => setPosition(ev.target.value)}
              />
            ) : null}
            <TextareaField
              id="waitlist-reason"
              label="Reason"
              required
              rows={3}
              maxLength={1000}
              value={reason}
              error={errors.reason}
              onChange={(ev) => setReason(ev.target.value)}
            />
          </FormDialog>
        ) : null}
      </CardContent>
    </Card>
  );
}
