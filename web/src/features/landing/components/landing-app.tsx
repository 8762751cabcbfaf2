import { type TripContent } from '@umrah/graphql';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '@/lib/i18n';
import { fetchTripContent, readInlinedTripContent } from '../api/trip-content';
import { LandingPage } from './landing-page';
import '../landing.css';

type State = { content: TripContent } | { status: 'loading' | 'failed' };

/**
 * The landing page with its data: inlined in the HTML by the api, else fetched once. The api also
 * renders it on the server (`content` given, src/landing-ssr.tsx), and the browser then hydrates
 * that HTML (`prerendered`).
 */
export function LandingApp({ content: given, prerendered = false }: { content?: TripContent; prerendered?: boolean }) {
  const [state, setState] = useState<State>(() => {
    const content = given ?? readInlinedTripContent();
    return content ? { content } : { status: 'loading' };
  });
  const load = useCallback(() => {
    setState({ status: 'loading' });
    fetchTripContent().then(
      (content) => setState({ content }),
      () => setState({ status: 'failed' }),
    );
  }, []);
  const t = useT();
  const missing = !('content' in state);
  useEffect(() => {
    if (missing) load();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only on mount
  }, []);

  if ('content' in state) return <LandingPage content={state.content} prerendered={prerendered} />;
  return (
    <div className="grid min-h-dvh place-items-center bg-brand-950 px-4 text-center text-white">
      {state.status === 'loading' ? (
        <p role="status" className="text-brand-100">
          {t('landing.loading')}
        </p>
      ) : (
        <div role="alert">
          <p>{t('landing.loadFailed')}</p>
          <button type="button" onClick={load} className="mt-4 min-h-11 rounded-full bg-amber-400 px-5 text-sm font-semibold text-slate-950 hover:bg-amber-300">
            {t('landing.tryAgain')}
          </button>
        </div>
      )}
    </div>
  );
}
