// The leader's page on the road (issue 37; docs/product.md#on-the-road; ADR 0131–0133): the roster
// with search in Latin or Arabic script, and the headcount. It opens without a network from the
// copy saved on the phone, says how old that copy is, keeps each tap in IndexedDB and sends the
// taps when the network returns.
import { latestMarks, matchesSearch, type HeadcountMark } from '@umrah/graphql';
import { CombinedGraphQLErrors } from '@apollo/client';
import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { ErrorBanner } from '@/components/ui/alert';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LoadingState } from '@/components/ui/spinner';
import { StartHeadcountDocument, SyncHeadcountDocument, type HeadcountsQuery } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { useViewerId } from '@/lib/permissions';
import { useStaffSide } from '@/lib/staff-side';
import { useDocumentTitle } from '@/lib/use-document-title';
import { registerOfflinePage } from '@/lib/offline-pages';
import { paths } from '@/lib/paths';
import { flushMarks, flushStarts, pendingMarks, pendingStarts, queueMark, queueStart, type SendMarks, type SendStart } from '../lib/mark-queue';
import { deviceId, type PendingMark, type PendingStart } from '@/lib/road-store';
import { useOnline } from '../lib/use-online';
import { useRoadData, type RoadData } from '../lib/use-road-data';
import { HeadcountPanel, type MarkView } from './headcount-panel';
import { ItineraryToday } from './itinerary-today';
import { OfflineBanner } from './offline-banner';
import { RosterCard } from './roster-card';

/** The server's answers that mean a start will never be taken (bad input, an id another trip's). */
const REFUSALS = ['BAD_USER_INPUT', 'CONFLICT', 'NOT_FOUND'];

export function RoadPage() {
  useStaffSide();
  const t = useT();
  useDocumentTitle(t('admin.road.title'));
  const userId = useViewerId();
  const online = useOnline();
  const client = useApolloClient();
  const { data, savedAt, fromCopy, failed, reload } = useRoadData(userId);
  const [query, setQuery] = useState('');
  const [pending, setPending] = useState<PendingMark[]>([]);
  const [starts, setStarts] = useState<PendingStart[]>([]);
  const [rejected, setRejected] = useState<string[]>([]);
  const [params] = useSearchParams();
  const focus = params.get('traveller');

  useEffect(() => void registerOfflinePage(), []);

  const refreshPending = useCallback(async () => {
    setPending(userId ? await pendingMarks(userId) : []);
    setStarts(userId ? await pendingStarts(userId) : []);
  }, [userId]);

  // A start the server refuses for good (its bus is gone) is answered; without a network it throws.
  const sendStart: SendStart = useCallback(
    async ({ id, tripId, label, group, busId }) => {
      try {
        await client.mutate({ mutation: StartHeadcountDocument, variables: { input: { id, label, group, busId }, tripId } });
        return { refused: null };
      } catch (error) {
        // Only a refusal of the start itself drops it; signed out or forbidden, it waits for the next session.
        const refusal = CombinedGraphQLErrors.is(error) ? error.errors.find((e) => REFUSALS.includes(String(e.extensions?.code))) : undefined;
        if (refusal) return { refused: refusal.message };
        throw error;
      }
    },
    [client],
  );

  const send: SendMarks = useCallback(
    async (id, marks) => {
      const res = await client.mutate({ mutation: SyncHeadcountDocument, variables: { id, marks } });
      if (!res.data) throw new Error('not sent');
      return res.data.syncHeadcount;
    },
    [client],
  );

  const flush = useCallback(async () => {
    if (!userId) return;
    try {
      // The checks started on this phone first: their marks need them on the server.
      const started = await flushStarts(userId, sendStart);
      const { sent, rejected: refused } = await flushMarks(userId, send);
      const reasons = [...started.refused, ...refused.map((x) => x.reason)];
      if (reasons.length) setRejected((r) => [...r, ...reasons]);
      if (sent || started.sent) await reload();
    } catch {
      // No network yet: the marks wait in IndexedDB for the next try.
    }
    await refreshPending();
  }, [userId, send, sendStart, reload, refreshPending]);

  // The marks left from before (this session offline, or the last one signed out) go first.
  useEffect(() => {
    void refreshPending().then(() => (navigator.onLine ? flush() : undefined));
  }, [refreshPending, flush]);
  useEffect(() => {
    if (online) void flush();
  }, [online, flush]);

  useEffect(() => {
    if (focus && data) document.getElementById(`traveller-${focus}`)?.scrollIntoView({ block: 'center' });
  }, [focus, data]);

  const travellers = useMemo(
    () => (data ? data.roster.travellers.filter((tr) => matchesSearch([tr.fullName, tr.fullNameAsPerPassport], query)) : []),
    [data, query],
  );
  const [pickedId, setPickedId] = useState<string | null>(null);
  // The server's open checks, and those started on this phone it has not heard of yet.
  const openChecks = useMemo(() => {
    if (!data) return [];
    const known = new Set(data.headcounts.checks.map((c) => c.id));
    const local = starts.filter((s) => !known.has(s.id) && s.tripId === data.roster.tripId).map((s) => startedHere(s, data.roster));
    return [...local.reverse(), ...data.headcounts.checks.filter((c) => !c.closedAt)];
  }, [data, starts]);
  const openCheck = openChecks.find((c) => c.id === pickedId) ?? openChecks[0] ?? null;

  /** Each traveller's state in the open check: the server's, unless a tap on this phone is newer. */
  const states = useMemo(() => {
    const marks: HeadcountMark[] = [];
    if (openCheck) {
      for (const tr of openCheck.travellers)
        if (tr.markedAt && tr.state !== 'unmarked')
          marks.push({ markId: '', checkId: openCheck.id, registrationId: tr.registrationId, state: tr.state, markedAt: tr.markedAt, deviceId: '' });
      marks.push(...pending.filter((m) => m.checkId === openCheck.id));
    }
    return new Map<string, MarkView>([...latestMarks(marks)].map(([id, m]) => [id, m.state]));
  }, [openCheck, pending]);

  /** A headcount starts on the phone, network or not; it reaches the server before its marks. */
  async function startCheck(values: { label: string; group: string | null; busId: string | null }) {
    if (!userId || !data) return;
    const id = crypto.randomUUID();
    await queueStart({ id, userId, tripId: data.roster.tripId, ...values, startedAt: new Date().toISOString() });
    setPickedId(id);
    await refreshPending();
    if (navigator.onLine) void flush();
  }

  async function tap(registrationId: string, present: boolean) {
    if (!userId || !openCheck) return;
    await queueMark({
      markId: crypto.randomUUID(),
      checkId: openCheck.id,
      registrationId,
      state: present ? 'present' : 'absent',
      markedAt: new Date().toISOString(),
      deviceId: deviceId(),
      userId,
    });
    await refreshPending();
    if (navigator.onLine) void flush();
  }

  if (!data && failed) return <ErrorBanner className="m-4">{online ? t('admin.road.loadFailed') : t('admin.road.offlineNoCopy')}</ErrorBanner>;
  if (!data) return <LoadingState className="min-h-dvh" />;

  return (
    <main className="mx-auto grid max-w-3xl gap-4 p-3 sm:p-6">
      <div>
        <Link to={paths.admin.dashboard} className="text-sm text-emerald-800 underline">
          {t('admin.dashboard.title')}
        </Link>
        <h1 className="text-2xl font-semibold">{t('admin.road.title')}</h1>
        <p className="text-slate-600">{data.roster.tripName}</p>
      </div>
      {fromCopy || !online ? <OfflineBanner savedAt={savedAt} /> : null}
      {/* A copy saved on the phone before the programme existed has none. */}
      <ItineraryToday programme={data.roster.programme ?? []} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6" />
      <HeadcountPanel
        check={openCheck}
        open={openChecks}
        onPick={setPickedId}
        history={data.headcounts}
        states={states}
        pendingCount={pending.length + starts.length}
        buses={data.roster.buses}
        onStart={startCheck}
        rejected={rejected}
        online={online}
        onChanged={reload}
      />
      <Card aria-labelledby="road-roster-title">
        <CardHeader>
          <CardTitle id="road-roster-title">{t('admin.road.roster')}</CardTitle>
          <CardDescription>{t('admin.road.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-3">
          <div className="grid gap-1">
            <Label htmlFor="road-search">{t('admin.road.search')}</Label>
            <Input id="road-search" type="search" value={query} onChange={(e) => setQuery(e.target.value)} />
          </div>
          {travellers.length === 0 ? <p>{t('admin.road.noMatch')}</p> : null}
          <ul className="grid gap-2">
            {travellers.map((tr) => (
              <RosterCard key={tr.registrationId} traveller={tr} online={online}>
                {openCheck ? (
                  <button
                    type="button"
                    aria-pressed={states.get(tr.registrationId) === 'present'}
                    aria-label={t('admin.road.markPresentOf', { name: tr.fullName })}
                    onClick={() => void tap(tr.registrationId, states.get(tr.registrationId) !== 'present')}
                    className="min-h-11 rounded-lg border px-4 font-semibold aria-pressed:border-emerald-700 aria-pressed:bg-emerald-700 aria-pressed:text-white"
                  >
                    {t('admin.road.markPresent')}
                  </button>
                ) : null}
              </RosterCard>
            ))}
          </ul>
        </CardContent>
      </Card>
    </main>
  );
}

type Check = HeadcountsQuery['headcounts']['checks'][number];

/** A check started on this phone, as the server will show it: its travellers (the trip's or its bus's) not seen yet. */
function startedHere(start: PendingStart, roster: RoadData['roster']): Check {
  const travellers = roster.travellers
    .filter((tr) => start.busId === null || tr.busId === start.busId)
    .map((tr) => ({ registrationId: tr.registrationId, fullName: tr.fullName, state: 'unmarked' as const, markedAt: null }));
  return {
    id: start.id,
    tripId: start.tripId,
    label: start.label,
    group: start.group,
    busId: start.busId,
    bus: roster.buses.find((b) => b.id === start.busId)?.name ?? null,
    startedAt: start.startedAt,
    startedBy: null,
    closedAt: null,
    total: travellers.length,
    presentCount: 0,
    travellers,
    missing: travellers,
  };
}
