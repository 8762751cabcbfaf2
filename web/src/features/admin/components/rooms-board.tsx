// One hotel stay's rooms (docs/product.md#rooms): each room with its beds, who it is for and who
// sleeps there; a person moves by drag-and-drop with the mouse, a finger or the keyboard (Space
// picks up, the arrows go from room to room, Space drops, Escape cancels). The rules are checked
// live, by the same pure function the server runs (graphql/src/rooming.ts).
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type KeyboardCoordinateGetter,
  type DragEndEvent,
  type DragOverEvent,
} from '@dnd-kit/core';
import { checkRoom, type MessageId, type RoomGender, type RoomingRoom, type RoomingTraveller, type RoomType } from '@umrah/graphql';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { Tooltip } from '@/components/ui/tooltip';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n';
import type { RoomingBoardFieldsFragment } from '@/gql/graphql';

type Board = RoomingBoardFieldsFragment;
type Stay = Board['stays'][number];
type Traveller = Board['travellers'][number];
type Room = Stay['rooms'][number];

export const UNPLACED = 'unplaced';

export const ROOM_TYPE_IDS: Record<RoomType, MessageId> = {
  quad: 'admin.rooms.type.quad',
  triple: 'admin.rooms.type.triple',
  double: 'admin.rooms.type.double',
};
export const ROOM_FOR_IDS: Record<RoomGender, MessageId> = { men: 'admin.rooms.for.men', women: 'admin.rooms.for.women', family: 'admin.rooms.for.family' };

const ARROWS = ['ArrowRight', 'ArrowLeft', 'ArrowDown', 'ArrowUp'];

/**
 * The keyboard goes from room to room: an arrow key puts the person over the nearest room in that
 * direction (a room in the same row or column first), centred on it.
 */
export const roomToRoom: KeyboardCoordinateGetter = (event, { context: { collisionRect, droppableRects, over } }) => {
  if (!ARROWS.includes(event.code) || !collisionRect) return undefined;
  event.preventDefault();
  const cx = collisionRect.left + collisionRect.width / 2;
  const cy = collisionRect.top + collisionRect.height / 2;
  let best: { x: number; y: number; score: number } | undefined;
  for (const [id, rect] of droppableRects) {
    if (id === over?.id) continue;
    const dx = rect.left + rect.width / 2 - cx;
    const dy = rect.top + rect.height / 2 - cy;
    const ahead = event.code === 'ArrowRight' ? dx : event.code === 'ArrowLeft' ? -dx : event.code === 'ArrowDown' ? dy : -dy;
    const aside = event.code === 'ArrowRight' || event.code === 'ArrowLeft' ? Math.abs(dy) : Math.abs(dx);
    if (ahead <= 1) continue;
    const score = ahead + 2 * aside;
    if (!best || score < best.score)
      best = { x: rect.left + rect.width / 2 - collisionRect.width / 2, y: rect.top + rect.height / 2 - collisionRect.height / 2, score };
  }
  return best && { x: best.x, y: best.y };
};

export const asRoomingTraveller = (t: Traveller): RoomingTraveller => ({
  id: t.id,
  gender: t.gender === 'male' || t.gender === 'female' ? t.gender : null,
  minor: t.minor,
  partyId: t.partyId,
  relationship: t.relationship,
  preferredRoomType: t.roomType,
  wishes: t.wishes,
});
const asRoom = (r: Room): RoomingRoom => ({ id: r.id, type: r.type, capacity: r.capacity, gender: r.gender });

/** Whether a person may go into a room, and why not: the room's own warnings once they are in. */
export function verdictOf(room: Room, people: Map<string, Traveller>, mover: Traveller): 'ok' | 'full' | 'gender' {
  if (room.occupantIds.includes(mover.id)) return 'ok';
  const occupants = room.occupantIds.map((id) => people.get(id)).filter((t): t is Traveller => !!t);
  const problems = checkRoom(asRoom(room), [...occupants, mover].map(asRoomingTraveller));
  return problems.some((p) => p.kind === 'overFull') ? 'full' : problems.length ? 'gender' : 'ok';
}

function Person({ person, disabled }: { person: Traveller; disabled: boolean }) {
  const t = useT();
  const { attributes, listeners, setNodeRef, transform, isDragging } = useDraggable({ id: person.id, disabled });
  const style = transform ? { transform: `translate3d(${transform.x}px, ${transform.y}px, 0)` } : undefined;
  const gender = person.gender === 'male' ? t('admin.rooms.male') : person.gender === 'female' ? t('admin.rooms.female') : t('admin.rooms.genderUnknown');
  return (
    <li className="min-w-0">
      <button
        type="button"
        ref={setNodeRef}
        style={style}
        {...listeners}
        {...attributes}
        aria-label={t('admin.rooms.person', { name: person.name, gender })}
        className={cn(
          'flex w-full min-w-0 flex-wrap items-center gap-x-2 gap-y-1 rounded-md border border-slate-200 bg-white px-2 py-1.5 text-start text-sm shadow-sm',
          'focus-visible:ring-brand-600 focus-visible:ring-2 focus-visible:ring-offset-1 focus-visible:outline-none',
          disabled ? 'cursor-default' : 'cursor-grab touch-none',
          isDragging && 'relative z-10 shadow-lg ring-2 ring-brand-500',
        )}
      >
        <span aria-hidden="true" className="w-4 shrink-0 text-xs font-bold text-slate-500">
          {gender}
        </span>
        <span className="min-w-[7rem] flex-1 truncate font-medium text-slate-900">{person.name}</span>
        {person.partyLeadName ? (
          <Badge tone="blue" className="block max-w-[7rem] shrink truncate">
            {person.relationship ? t('admin.rooms.partyOf', { lead: person.partyLeadName }) : t('admin.rooms.lead')}
          </Badge>
        ) : null}
        {person.minor ? <Badge tone="amber">{t('admin.rooms.minor')}</Badge> : null}
      </button>
    </li>
  );
}

function Drop({
  id,
  title,
  detail,
  verdict,
  action,
  children,
}: {
  id: string;
  title: string;
  detail: string;
  verdict: 'ok' | 'full' | 'gender' | null;
  /** A control beside the title (the room's remove button). */
  action?: React.ReactNode;
  children: React.ReactNode;
}) {
  const { setNodeRef, isOver } = useDroppable({ id });
  return (
    <section
      ref={setNodeRef}
      aria-label={title}
      className={cn(
        'grid min-w-0 content-start gap-2 rounded-lg border bg-slate-50 p-3',
        isOver && verdict === 'ok' && 'border-green-500 bg-green-50',
        isOver && verdict !== 'ok' && verdict !== null && 'border-red-500 bg-red-50',
        !isOver && 'border-slate-200',
      )}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-1">
        <h4 className="text-sm font-semibold text-slate-900">{title}</h4>
        <span className="flex items-center gap-1 text-xs text-slate-600">
          {detail}
          {action}
        </span>
      </div>
      {children}
    </section>
  );
}

export function RoomsBoard({
  board,
  stay,
  canChange,
  onMove,
  onRefused,
  onRemove,
}: {
  board: Board;
  stay: Stay;
  canChange: boolean;
  /** Asks to take a room off the stay (shown when the viewer may change the board). */
  onRemove?: (room: Stay['rooms'][number]) => void;
  /** Moves a person into a room (null: out of the stay's rooms). */
  onMove: (person: Traveller, roomId: string | null) => void;
  /** A drop the rules refuse, with why. */
  onRefused: (reason: string) => void;
}) {
  const t = useT();
  const people = new Map(board.travellers.map((p) => [p.id, p]));
  const placed = new Set(stay.rooms.flatMap((r) => r.occupantIds));
  const unplaced = board.travellers.filter((p) => !placed.has(p.id));
  const [live, setLive] = useState<{ roomId: string; verdict: 'ok' | 'full' | 'gender' } | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: roomToRoom }));
  const roomById = new Map(stay.rooms.map((r) => [r.id, r]));
  const label = (id: string | number | undefined) =>
    id === UNPLACED ? t('admin.rooms.unplaced') : t('admin.rooms.room', { label: roomById.get(String(id))?.label ?? '' });
  const verdictText = (v: 'ok' | 'full' | 'gender') =>
    v === 'ok' ? t('admin.rooms.verdict.ok') : v === 'full' ? t('admin.rooms.verdict.full') : t('admin.rooms.verdict.gender');
  const judge = (activeId: string, overId: string | undefined) => {
    const mover = people.get(activeId);
    const room = overId ? roomById.get(overId) : undefined;
    return mover && room ? verdictOf(room, people, mover) : 'ok';
  };
  // Said to screen readers as a person is picked up, carried over a room and dropped.
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('admin.rooms.announce.start', { name: people.get(String(active.id))?.name ?? '' }),
    onDragOver: ({ active, over }) =>
      over ? `${label(over.id)}: ${verdictText(judge(String(active.id), String(over.id)))}` : t('admin.rooms.announce.nowhere'),
    onDragEnd: ({ active, over }) =>
      over ? t('admin.rooms.announce.end', { name: people.get(String(active.id))?.name ?? '', room: label(over.id) }) : t('admin.rooms.announce.cancel'),
    onDragCancel: () => t('admin.rooms.announce.cancel'),
  };

  const over = ({ active, over: target }: DragOverEvent) =>
    setLive(target && target.id !== UNPLACED ? { roomId: String(target.id), verdict: judge(String(active.id), String(target.id)) } : null);
  const end = ({ active, over: target }: DragEndEvent) => {
    setLive(null);
    const mover = people.get(String(active.id));
    if (!mover || !target) return;
    const roomId = target.id === UNPLACED ? null : String(target.id);
    const from = stay.rooms.find((r) => r.occupantIds.includes(mover.id))?.id ?? null;
    if (roomId === from) return;
    // The rules, live: a move the server would refuse is not sent; the reason is said instead.
    const verdict = roomId ? judge(mover.id, roomId) : 'ok';
    if (verdict !== 'ok') onRefused(`${label(roomId ?? undefined)}: ${verdictText(verdict)}`);
    else onMove(mover, roomId);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragOver={over}
      onDragEnd={end}
      onDragCancel={() => setLive(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('admin.rooms.instructions') } }}
    >
      <p className="text-sm text-slate-600" id="rooms-instructions">
        {canChange ? t('admin.rooms.howToMove') : t('admin.rooms.readOnly')}
      </p>
      {live ? (
        // Seen while carrying someone; screen readers hear the same words from dnd-kit's live region.
        <p aria-hidden="true" className={cn('text-sm font-medium', live.verdict === 'ok' ? 'text-green-800' : 'text-red-800')}>
          {label(live.roomId)}: {verdictText(live.verdict)}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <Drop id={UNPLACED} title={t('admin.rooms.unplaced')} detail={t('admin.rooms.count', { count: unplaced.length })} verdict={null}>
          <ul className="grid gap-1.5">
            {unplaced.map((p) => (
              <Person key={p.id} person={p} disabled={!canChange} />
            ))}
          </ul>
        </Drop>
        {stay.rooms.map((room) => (
          <Drop
            key={room.id}
            id={room.id}
            title={t('admin.rooms.room', { label: room.label })}
            detail={t('admin.rooms.roomDetail', {
              type: t(ROOM_TYPE_IDS[room.type]),
              for: t(ROOM_FOR_IDS[room.gender]),
              occupants: room.occupantIds.length,
              capacity: room.capacity,
            })}
            verdict={live?.roomId === room.id ? live.verdict : null}
            action={
              canChange && onRemove ? (
                <Tooltip content={t('admin.rooms.remove', { label: room.label })}>
                  <button
                    type="button"
                    onClick={() => onRemove(room)}
                    aria-label={t('admin.rooms.remove', { label: room.label })}
                    className="rounded p-1.5 text-slate-500 hover:bg-slate-200 hover:text-red-700 focus-visible:outline-2"
                  >
                    <Trash2 aria-hidden="true" className="size-3.5" />
                  </button>
                </Tooltip>
              ) : null
            }
          >
            <ul className="grid gap-1.5">
              {room.occupantIds.map((id) => {
                const p = people.get(id);
                return p ? <Person key={id} person={p} disabled={!canChange} /> : null;
              })}
            </ul>
          </Drop>
        ))}
      </div>
    </DndContext>
  );
}
