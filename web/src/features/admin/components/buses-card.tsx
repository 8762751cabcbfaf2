// Buses (docs/product.md#rooms): the trip's sub-groups, each with a leader from the staff, and
// who rides which, on the same board as the rooms.
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { TableScroll } from '@/components/ui/table-scroll';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import type { BusInput, RoomingBoardFieldsFragment } from '@/gql/graphql';
import { useQuery } from '@apollo/client/react';
import { TeamDocument } from '@/gql/graphql';

type Board = RoomingBoardFieldsFragment;
type Traveller = Board['travellers'][number];

export function BusesCard({
  board,
  canChange,
  onAdd,
  onAssign,
  onRemove,
}: {
  board: Board;
  canChange: boolean;
  onAdd: (input: BusInput) => Promise<unknown>;
  /** Asks to take a bus off the trip. */
  onRemove: (bus: Board['buses'][number]) => void;
  onAssign: (person: Traveller, busId: string | null) => Promise<unknown>;
}) {
  const t = useT();
  const can = useCan();
  // The team list is the owner's (team:manage); without it a bus is added without a leader.
  const { team } = useTeamIf(can('team:manage') && canChange);
  const [name, setName] = useState('');
  const [leader, setLeader] = useState('');
  const busName = (id: string | null) => board.buses.find((b) => b.id === id)?.name ?? t('admin.buses.none');

  return (
    <Card aria-labelledby="buses-title">
      <CardHeader>
        <CardTitle id="buses-title">{t('admin.buses.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        {board.buses.length ? (
          <ul className="grid gap-1 text-sm">
            {board.buses.map((b) => (
              <li key={b.id} className="flex flex-wrap items-center gap-x-2">
                <span>
                  <span className="font-semibold">{b.name}</span>
                  {' — '}
                  {b.leaderName ? t('admin.buses.ledBy', { leader: b.leaderName }) : t('admin.buses.noLeader')}
                  {' · '}
                  {t('admin.rooms.count', { count: board.travellers.filter((p) => p.busId === b.id).length })}
                </span>
                {canChange ? (
                  <Button type="button" variant="ghost" size="sm" onClick={() => onRemove(b)}>
                    <Trash2 aria-hidden="true" />
                    {t('admin.buses.remove', { name: b.name })}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-600">{t('admin.buses.empty')}</p>
        )}
        {canChange ? (
          <form
            className="flex flex-wrap items-end gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              void onAdd({ name, leaderUserId: leader || null }).then(() => setName(''));
            }}
          >
            <div className="grid gap-1.5">
              <Label htmlFor="bus-name">{t('admin.buses.name')}</Label>
              <Input id="bus-name" value={name} onChange={(e) => setName(e.target.value)} className="w-40" />
            </div>
            {team ? (
              <SelectField
                id="bus-leader"
                label={t('admin.buses.leader')}
                value={leader}
                onChange={(e) => setLeader(e.target.value)}
                options={[{ value: '', label: t('admin.buses.noLeader') }, ...team.members.map((m) => ({ value: m.id, label: m.fullName ?? m.username }))]}
              />
            ) : null}
            <Button type="submit" variant="outline">
              {t('admin.buses.add')}
            </Button>
          </form>
        ) : null}
        {board.buses.length && board.travellers.length ? (
          <TableScroll label={t('admin.buses.title')}>
            <table className="w-full min-w-[20rem] text-start text-sm">
              <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                <tr>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('admin.buses.traveller')}
                  </th>
                  <th scope="col" className="px-3 py-2 text-start">
                    {t('admin.buses.bus')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {board.travellers.map((p) => (
                  <tr key={p.id} className="border-t border-slate-100">
                    <th scope="row" className="px-3 py-2 text-start font-medium">
                      {p.name}
                    </th>
                    <td className="px-3 py-2">
                      {canChange ? (
                        <select
                          aria-label={t('admin.buses.busOf', { name: p.name })}
                          className="rounded-md border border-slate-300 bg-white px-2 py-1"
                          value={p.busId ?? ''}
                          onChange={(e) => void onAssign(p, e.target.value || null)}
                        >
                          <option value="">{t('admin.buses.none')}</option>
                          {board.buses.map((b) => (
                            <option key={b.id} value={b.id}>
                              {b.name}
                            </option>
                          ))}
                        </select>
                      ) : (
                        busName(p.busId)
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroll>
        ) : null}
      </CardContent>
    </Card>
  );
}

/** The team, only for a viewer who may read it (the query is skipped otherwise). */
function useTeamIf(allowed: boolean) {
  const { data } = useQuery(TeamDocument, { skip: !allowed, fetchPolicy: 'cache-first' });
  return { team: data?.team };
}
