// "You are offline. This page needs a network." (docs/product.md#on-the-road, ADR 0135): what every
// page of the app but the offline ones shows when it is opened or reached without a network (the
// service worker's offline shell, a navigation while offline, a page's code that could not load),
// with links to the pages that do work offline for the person last signed in on this device.
import { WifiOff } from 'lucide-react';
import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { lastSignedIn } from '@/lib/last-signed-in';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NeedsNetworkPage() {
  const t = useT();
  useDocumentTitle(t('common.offline.title'));
  const who = lastSignedIn();
  // A leader's road page, a traveller's card; both when nobody is known on this device.
  const road = !who || (who.isAdmin && (who.permissions ?? []).includes('headcount:write'));
  const card = !who || !who.isAdmin;
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-amber-300 bg-white p-6 shadow-sm sm:p-8">
        <WifiOff aria-hidden="true" className="size-10 text-amber-700" />
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{t('common.offline.heading')}</h1>
        <p className="mt-2 text-slate-700">{t('common.offline.body')}</p>
        {road || card ? (
          <>
            <h2 className="mt-5 font-semibold text-slate-900">{t('common.offline.worksOffline')}</h2>
            <ul className="mt-2 grid gap-2">
              {card ? (
                <li>
                  <Link to={paths.portal.card} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                    {t('common.offline.card')}
                  </Link>
                </li>
              ) : null}
              {road ? (
                <li>
                  <Link to={paths.admin.road} className="inline-flex min-h-11 items-center font-semibold text-brand-700 underline">
                    {t('common.offline.road')}
                  </Link>
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
        <button
          type="button"
          onClick={() => location.reload()}
          className="mt-6 inline-flex min-h-11 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('common.offline.retry')}
        </button>
      </div>
    </main>
  );
}
