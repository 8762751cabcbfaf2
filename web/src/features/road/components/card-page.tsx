// The pilgrim's card (issue 37; docs/product.md#on-the-road; ADR 0133): what a traveller shows when
// lost, on the phone and offline once seen: name, photo, group, whom to call, the hotel in Arabic
// and English, the room, and a code the group's staff scan to open this traveller's details.
import { useApolloClient } from '@apollo/client/react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { FileDown, WifiOff } from 'lucide-react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LoadingState } from '@/components/ui/spinner';
import { MyCardDocument, type MyCardQuery } from '@/gql/graphql';
import { useLocale, useT } from '@/lib/i18n';
import { registerOfflinePage } from '@/lib/offline-pages';
import { useViewerId } from '@/lib/permissions';
import { readSnapshot, saveSnapshot } from '@/lib/road-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ItineraryToday } from './itinerary-today';

type PilgrimCard = MyCardQuery['myCard'];

function useCard(userId: string | null) {
  const client = useApolloClient();
  const [state, setState] = useState<{ card: PilgrimCard | null; savedAt: string | null; fromCopy: boolean; failed: boolean }>({
    card: null,
    savedAt: null,
    fromCopy: false,
    failed: false,
  });
  useEffect(() => {
    if (!userId) return;
    void (async () => {
      try {
        const { data } = await client.query({ query: MyCardDocument, fetchPolicy: 'network-only' });
        if (!data) throw new Error('no card');
        setState({ card: data.myCard, savedAt: await saveSnapshot(userId, 'card', data.myCard), fromCopy: false, failed: false });
      } catch {
        const copy = await readSnapshot<PilgrimCard>(userId, 'card');
        setState(
          copy ? { card: copy.data, savedAt: copy.savedAt, fromCopy: true, failed: false } : { card: null, savedAt: null, fromCopy: false, failed: true },
        );
      }
    })();
  }, [client, userId]);
  return state;
}

export function CardPage() {
  const t = useT();
  const locale = useLocale();
  useDocumentTitle(t('portal.card.title'));
  useEffect(() => void registerOfflinePage(), []);
  const { card, savedAt, fromCopy, failed } = useCard(useViewerId());
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    if (card && !card.archived) void QRCode.toDataURL(`${location.origin}${card.leaderView}`, { margin: 1, width: 240 }).then(setQr);
  }, [card]);

  if (failed) return <ErrorBanner>{navigator.onLine ? t('portal.card.loadFailed') : t('portal.card.offlineNoCopy')}</ErrorBanner>;
  if (!card) return <LoadingState />;
  if (card.archived) return <ErrorBanner>{t('portal.card.archived')}</ErrorBanner>;

  const time = savedAt ? new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', hour12: false }).format(new Date(savedAt)) : '';
  const contacts = (title: string, people: PilgrimCard['leaders']) =>
    people.length ? (
      <div>
        <h3 className="font-semibold">{title}</h3>
        <ul>
          {people.map((p) => (
            <li key={`${p.name}-${p.phone}`}>
              {p.name}:{' '}
              <a href={`tel:${p.phone}`} className="font-medium text-emerald-800 underline" dir="ltr">
                {p.phone}
              </a>
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  return (
    <div className="grid gap-4">
      {fromCopy ? (
        <p role="status" className="flex items-center gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 font-medium text-amber-900">
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          {t('portal.card.offline', { time })}
        </p>
      ) : null}
      <Card aria-labelledby="card-title" className="print:border-0 print:shadow-none">
        <CardHeader>
          <CardTitle id="card-title" as="h1">
            {t('portal.card.title')}
          </CardTitle>
          <CardDescription className="print:hidden">{t('portal.card.description')}</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <div className="flex items-center gap-4">
            {card.photoUrl && !fromCopy ? (
              <img src={card.photoUrl} alt={t('portal.card.photoOf', { name: card.fullName })} className="size-24 rounded-lg object-cover" />
            ) : null}
            <div className="min-w-0">
              <p className="text-2xl font-bold [overflow-wrap:anywhere]" dir="auto">
                {card.fullName}
              </p>
              <p>
                {t('portal.card.group')}: {card.groupName}
              </p>
            </div>
          </div>
          {contacts(t('portal.card.leaders'), card.leaders)}
          {contacts(t('portal.card.organisers'), card.organisers)}
          <div>
            <h3 className="font-semibold">{t('portal.card.hotel')}</h3>
            {card.hotel ? (
              <>
                <p>{card.hotel.name}</p>
                {card.hotel.addressEn ? <p dir="ltr">{card.hotel.addressEn}</p> : null}
                {card.hotel.addressAr ? (
                  <p dir="rtl" lang="ar" className="text-lg">
                    {card.hotel.addressAr}
                  </p>
                ) : null}
              </>
            ) : (
              <p>{t('portal.card.noHotel')}</p>
            )}
            <p>
              {t('portal.card.room')}: {card.room ?? t('portal.card.noRoom')}
            </p>
          </div>
          {/* A copy saved on the phone before the programme existed has none. */}
          <ItineraryToday programme={card.programme ?? []} />
          {qr ? (
            <figure className="grid justify-items-start gap-1">
              <img src={qr} alt={t('portal.card.qr')} className="size-40" />
              <figcaption className="text-sm text-slate-600">{t('portal.card.qr')}</figcaption>
            </figure>
          ) : null}
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" onClick={() => window.print()}>
              {t('portal.card.print')}
            </Button>
            {fromCopy ? null : (
              <a href="/api/trip/card.pdf" target="_blank" rel="noreferrer" className={buttonVariants({ variant: 'outline' })}>
                <FileDown aria-hidden="true" className="size-4" />
                {t('portal.card.pdf')}
              </a>
            )}
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
