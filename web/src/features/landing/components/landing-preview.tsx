// The live preview (ADR 0099): the CMS's admin frames this page while an editor writes a trip page,
// and posts the draft on every keystroke (Payload's live preview). The page shows the landing page
// of that trip: its facts and published words from the api, the draft's words laid over them.
import { useLivePreview } from '@payloadcms/live-preview-react';
import { type TripContent } from '@umrah/graphql';
import { useEffect, useState } from 'react';
import { loadAreas, useT } from '@/lib/i18n';
import { previewContent } from '../lib/preview-content';
import { LandingPage } from './landing-page';
import '../landing.css';

function LivePage({ base, cmsUrl, pageId }: { base: TripContent; cmsUrl: string; pageId: string }) {
  // Nothing until the admin sends the draft: the published page shows meanwhile. Each draft is
  // merged by the CMS into the document named here (the editor's session reads drafts).
  const { data } = useLivePreview<Record<string, unknown>>({ initialData: { id: pageId }, serverURL: cmsUrl, depth: 1 });
  return <LandingPage content={previewContent(base, data)} />;
}

export function LandingPreview() {
  const t = useT();
  const [state, setState] = useState<{ base: TripContent; cmsUrl: string | null } | 'loading' | 'failed'>('loading');
  const pageId = new URLSearchParams(window.location.search).get('page') ?? '';
  useEffect(() => {
    const trip = new URLSearchParams(window.location.search).get('trip') ?? '';
    const json = (url: string) =>
      fetch(url, { headers: { Accept: 'application/json' } }).then((r) => (r.ok ? r.json() : Promise.reject(new Error(String(r.status)))));
    // The landing page's words load with the preview (the app's own pages do not need them).
    Promise.all([json(`/api/trip/content${trip ? `?trip=${encodeURIComponent(trip)}` : ''}`), json('/api/content/preview'), loadAreas(['landing'])]).then(
      ([base, config]: [TripContent, { cmsUrl: string | null }, void]) => setState({ base, cmsUrl: config.cmsUrl }),
      () => setState('failed'),
    );
  }, []);
  if (state === 'loading' || state === 'failed') {
    return (
      <div className="grid min-h-dvh place-items-center bg-brand-950 px-4 text-center text-white">
        <p role={state === 'failed' ? 'alert' : 'status'}>{state === 'failed' ? t('landing.previewFailed') : t('landing.loading')}</p>
      </div>
    );
  }
  return state.cmsUrl && pageId ? <LivePage base={state.base} cmsUrl={state.cmsUrl} pageId={pageId} /> : <LandingPage content={state.base} />;
}
