// Headcount starts and marks on the phone (ADR 0131, 0133): a start or a tap is written to
// IndexedDB first, then sent; the starts go before the marks (a mark needs its check on the
// server). Each leaves the queue only when the server answered for it (stored, already there, or
// refused with a reason, which is shown). Sending twice is harmless: the server keeps a check id
// and a mark id once.
import type { HeadcountMark } from '@umrah/graphql';
import { roadDb, type PendingMark, type PendingStart } from '@/lib/road-store';

/** Sends one start: resolves when the server has the check, `{ refused }` when it will never take it; throws without a network. */
export type SendStart = (start: PendingStart) => Promise<{ refused: string | null }>;

export async function queueStart(start: PendingStart): Promise<void> {
  await roadDb().starts.put(start);
}

export async function pendingStarts(userId: string): Promise<PendingStart[]> {
  return (await roadDb().starts.where('userId').equals(userId).toArray()).sort((a, b) => a.startedAt.localeCompare(b.startedAt));
}

/**
 * Sends the person's headcounts started on the phone, oldest first. A start the server refuses
 * (its bus is gone, say) leaves with its marks, and its reason is answered; on a network failure
 * everything stays and it throws.
 */
export async function flushStarts(userId: string, send: SendStart): Promise<{ sent: number; refused: string[] }> {
  let sent = 0;
  const refused: string[] = [];
  for (const start of await pendingStarts(userId)) {
    const answer = await send(start);
    if (answer.refused) {
      refused.push(answer.refused);
      await roadDb().marks.where('checkId').equals(start.id).delete();
    }
    await roadDb().starts.delete(start.id);
    sent += 1;
  }
  return { sent, refused };
}

export type SendMarks = (checkId: string, marks: HeadcountMark[]) => Promise<{ rejected: { markId: string; reason: string }[] }>;

export async function queueMark(mark: PendingMark): Promise<void> {
  await roadDb().marks.put(mark);
}

export async function pendingMarks(userId: string, checkId?: string): Promise<PendingMark[]> {
  const mine = await roadDb().marks.where('userId').equals(userId).toArray();
  return checkId ? mine.filter((m) => m.checkId === checkId) : mine;
}

/**
 * Sends the person's queued marks, one batch per check. Answers how many went and the refused
 * ones; on a network failure the marks stay and it throws.
 */
export async function flushMarks(userId: string, send: SendMarks): Promise<{ sent: number; rejected: { markId: string; reason: string }[] }> {
  const queued = await pendingMarks(userId);
  const byCheck = new Map<string, PendingMark[]>();
  for (const m of queued) byCheck.set(m.checkId, [...(byCheck.get(m.checkId) ?? []), m]);
  let sent = 0;
  const rejected: { markId: string; reason: string }[] = [];
  for (const [checkId, marks] of byCheck) {
    for (let i = 0; i < marks.length; i += 500) {
      const batch = marks.slice(i, i + 500);
      const answer = await send(
        checkId,
        batch.map(({ userId: _u, ...m }) => m),
      );
      rejected.push(...answer.rejected);
      await roadDb().marks.bulkDelete(batch.map((m) => m.markId));
      sent += batch.length;
    }
  }
  return { sent, rejected };
}
