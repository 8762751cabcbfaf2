// The rooming board (docs/product.md#rooms): per hotel stay, its rooms and who sleeps where,
// "Assign automatically", moves (rooms-board.tsx), the warnings, each hotel's list to download,
// and the buses. The owner changes it; the leader reads it (rooms:read / rooms:write).
import type { MessageId, RoomGender, RoomType } from '@umrah/graphql';
import { Download, Wand2 } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { ErrorBanner } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { SelectField } from '@/components/ui/form-controls';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { useCan } from '@/lib/permissions';
import type { RoomingBoardFieldsFragment } from '@/gql/graphql';
import { useRoomingBoard, useRoomingChanges } from '../api/rooms';
import { useChosenTripId } from '../lib/chosen-trip';
import { ROOM_FOR_IDS, ROOM_TYPE_IDS, RoomsBoard } from './rooms-board';
import { BusesCard } from './buses-card';

type Board = RoomingBoardFieldsFragment;
type Warning = Board['stays'][number]['warnings'][number];

function warningText(t: ReturnType<typeof useT>, board: Board, stayIndex: number, w: Warning): string {
  const name = (id: string | null) => board.travellers.find((p) => p.id === id)?.name ?? '';
  const room = board.stays[stayIndex]!.rooms.find((r) => r.id === w.roomId)?.label ?? '';
  const ids: Record<string, MessageId> = {
    unplaced: 'admin.rooms.warning.unplaced',
    overFull: 'admin.rooms.warning.overFull',
    mixedGenders: 'admin.rooms.warning.mixedGenders',
    wrongGender: 'admin.rooms.warning.wrongGender',
    brokenWish: 'admin.rooms.warning.brokenWish',
  };
  return t(ids[w.kind] ?? 'admin.rooms.warning.unplaced', { name: name(w.travellerId), room, other: name(w.wishedId) });
}

export function RoomsTab() {
  const t = useT();
  const tripId = useChosenTripId();
  const { board, error } = useRoomingBoard(tripId);
  const changes = useRoomingChanges();
  const can = useCan();
  const canChange = can('rooms:write');
  const [stayId, setStayId] = useState<string | null>(null);
  const [adding, setAdding] = useState<{ type: RoomType; gender: RoomGender; count: string }>({ type: 'quad', gender: 'men', count: '1' });
  // A room or a bus about to be taken off, with how many people it holds (said before it goes).
  const [removing, setRemoving] = useState<{ kind: 'room' | 'bus'; id: string; name: string; count: number } | null>(null);

  if (error && !board) return <ErrorBanner>{t('admin.rooms.loadFailed')}</ErrorBanner>;
  if (!board) return <LoadingState />;
  if (board.stays.length === 0)
    return (
      <Card>
        <CardHeader>
          <CardTitle>{t('admin.rooms.title')}</CardTitle>
          <CardDescription>{t('admin.rooms.noStays')}</CardDescription>
        </CardHeader>
      </Card>
    );

  const index = Math.max(
    0,
    board.stays.findIndex((s) => s.stay.id === stayId),
  );
  const current = board.stays[index]!;
  const stay = current.stay;
  const failed = (e: unknown) =>
    toast({ variant: 'destructive', title: t('admin.rooms.changeFailed'), description: errorMessage(e, t('admin.rooms.changeFailed')) });
  const run = async (work: () => Promise<unknown>, done?: string) => {
    try {
      await work();
      if (done) toast({ title: done });
    } catch (e) {
      failed(e);
    }
  };

  return (
    <div className="grid gap-6">
      <Card aria-labelledby="rooms-title">
        <CardHeader>
          <CardTitle id="rooms-title">{t('admin.rooms.title')}</CardTitle>
          <CardDescription>{t('admin.rooms.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <SelectField
            id="rooms-stay"
            label={t('admin.rooms.stay')}
            className="max-w-md"
            value={stay.id}
            onChange={(e) => setStayId(e.target.value)}
            options={board.stays.map((s) => ({
              value: s.stay.id,
              label: t('admin.rooms.stayOption', { hotel: s.stay.hotelName, city: s.stay.city, nights: s.stay.nights }),
            }))}
          />
          <div className="grid gap-0.5 text-sm text-slate-700">
            <p>{stay.addressEn}</p>
            {stay.addressAr ? (
              <p dir="rtl" lang="ar" className="text-start">
                {stay.addressAr}
              </p>
            ) : null}
          </div>
          <div className="flex flex-wrap gap-3">
            {canChange ? (
              <Button onClick={() => void run(() => changes.assign(stay.id), t('admin.rooms.assigned'))} disabled={changes.pending}>
                <Wand2 aria-hidden="true" />
                {t('admin.rooms.assign')}
              </Button>
            ) : null}
            {(['xlsx', 'pdf'] as const).map((format) => (
              <a
                key={format}
                href={`/api/admin/hotel-stays/${stay.id}/rooming-list.${format}`}
                download
                className={buttonVariants({ variant: 'outline', className: 'whitespace-normal' })}
              >
                <Download aria-hidden="true" />
                {format === 'xlsx' ? t('admin.rooms.listXlsx', { hotel: stay.hotelName }) : t('admin.rooms.listPdf', { hotel: stay.hotelName })}
              </a>
            ))}
          </div>
          {current.warnings.length ? (
            <section aria-labelledby="rooms-warnings" className="rounded-md border border-amber-200 bg-amber-50 p-3">
              <h3 id="rooms-warnings" className="text-sm font-semibold text-amber-900">
                {t('admin.rooms.warnings', { count: current.warnings.length })}
              </h3>
              <ul className="mt-1 list-disc ps-5 text-sm text-amber-900">
                {current.warnings.map((w, i) => (
                  <li key={i}>{warningText(t, board, index, w)}</li>
                ))}
              </ul>
            </section>
          ) : (
            <p className="text-sm text-green-800">{t('admin.rooms.noWarnings')}</p>
          )}
          <RoomsBoard
            board={board}
            stay={current}
            canChange={canChange}
            onRefused={(reason) => toast({ variant: 'destructive', title: t('admin.rooms.refused'), description: reason })}
            onRemove={(room) => setRemoving({ kind: 'room', id: room.id, name: room.label, count: room.occupantIds.length })}
            onMove={(person, roomId) =>
              void run(
                () => changes.move({ registrationId: person.id, stayId: stay.id, roomId, version: person.version }),
                t('admin.rooms.moved', { name: person.name }),
              )
            }
          />
          {canChange ? (
            <form
              className="flex flex-wrap items-end gap-3 border-t border-slate-200 pt-4"
              onSubmit={(e) => {
                e.preventDefault();
                void run(() => changes.addRooms(stay.id, { type: adding.type, gender: adding.gender, count: Number(adding.count) }));
              }}
            >
              <SelectField
                id="rooms-add-type"
                label={t('admin.rooms.addType')}
                value={adding.type}
                onChange={(e) => setAdding({ ...adding, type: e.target.value as RoomType })}
                options={stay.roomTypes.map((rt) => ({ value: rt.type, label: t(ROOM_TYPE_IDS[rt.type]) }))}
              />
              <SelectField
                id="rooms-add-gender"
                label={t('admin.rooms.addFor')}
                value={adding.gender}
                onChange={(e) => setAdding({ ...adding, gender: e.target.value as RoomGender })}
                options={(['men', 'women', 'family'] as const).map((g) => ({ value: g, label: t(ROOM_FOR_IDS[g]) }))}
              />
              <div className="grid gap-1.5">
                <Label htmlFor="rooms-add-count">{t('admin.rooms.addCount')}</Label>
                <Input
                  id="rooms-add-count"
                  type="number"
                  min={1}
                  max={50}
                  className="w-24"
                  value={adding.count}
                  onChange={(e) => setAdding({ ...adding, count: e.target.value })}
                />
              </div>
              <Button type="submit" variant="outline" disabled={changes.pending}>
                {t('admin.rooms.add')}
              </Button>
            </form>
          ) : null}
        </CardContent>
      </Card>
      <BusesCard
        board={board}
        canChange={canChange}
        onAdd={(input) => run(() => changes.addBus(board.tripId, input))}
        onAssign={(p, busId) => run(() => changes.assignBus(p.id, busId, p.version))}
        onRemove={(bus) => setRemoving({ kind: 'bus', id: bus.id, name: bus.name, count: board.travellers.filter((p) => p.busId === bus.id).length })}
      />
      {removing ? (
        <FormDialog
          title={removing.kind === 'room' ? t('admin.rooms.remove', { label: removing.name }) : t('admin.buses.remove', { name: removing.name })}
          description={
            removing.kind === 'room'
              ? t('admin.rooms.removeConfirm', { label: removing.name, count: removing.count })
              : t('admin.buses.removeConfirm', { name: removing.name, count: removing.count })
          }
          submitLabel={removing.kind === 'room' ? t('admin.rooms.remove', { label: removing.name }) : t('admin.buses.remove', { name: removing.name })}
          pending={changes.pending}
          onClose={() => setRemoving(null)}
          onSubmit={(e) => {
            e.preventDefault();
            const { kind, id, name } = removing;
            void run(
              () => (kind === 'room' ? changes.removeRoom(id) : changes.removeBus(id)),
              kind === 'room' ? t('admin.rooms.removed', { label: name }) : t('admin.buses.removed', { name }),
            ).then(() => setRemoving(null));
          }}
        >
          {null}
        </FormDialog>
      ) : null}
    </div>
  );
}
