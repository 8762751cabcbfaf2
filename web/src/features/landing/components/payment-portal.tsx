import { type TripContent, UI } from '@umrah/graphql';
import { useState } from 'react';
import { ExternalLink, LockKeyhole } from './icons';
import { useT } from '@/lib/i18n';
import { useHydrated } from '../lib/use-hydrated';

/** Spec §2: the external ticketing and payment form in a frame, 766 px tall unless the content says otherwise. */
export function PaymentPortal({ form }: { form: TripContent['paymentForm'] }) {
  const t = useT();
  const height = form.height > 0 ? form.height : UI.paymentFrameHeightPx;
  const [loaded, setLoaded] = useState(false);
  // The frame is made once React has taken the page over: never in the way of the first paint
  // (on a slow phone the provider's connection set-up alone costs several round trips, and making
  // even an empty frame, with its own document and script context, is a long task of its own).
  // Until then a box of the frame's height holds its place, so nothing moves when it arrives.
  const hydrated = useHydrated();
  return (
    <article aria-labelledby="payment-portal-title" className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="bg-brand-950 px-6 py-5 text-white sm:px-8">
        <h3 id="payment-portal-title" className="flex items-center gap-2 text-xl font-semibold">
          <LockKeyhole aria-hidden="true" className="size-5 text-amber-300" />
          {t('landing.payment.title')}
        </h3>
        <p className="mt-1.5 text-sm leading-relaxed text-brand-100">{t('landing.payment.intro')}</p>
      </div>
      {/* The form is the ticketing provider's page, on its own origin, loaded when it comes near
          once the page is hydrated.
          Until it has loaded, a note shows through the (still transparent) frame. */}
      <div className="relative bg-stone-50">
        {loaded ? null : (
          <p className="absolute inset-x-6 top-10 text-center text-sm text-slate-600" aria-hidden="true">
            {t('landing.payment.appearsHere')}
          </p>
        )}
        {hydrated ? (
          <iframe
            title={t('landing.payment.title')}
            src={form.url}
            height={height}
            style={{ height }}
            loading="lazy"
            allow="payment"
            referrerPolicy="strict-origin-when-cross-origin"
            onLoad={() => setLoaded(true)}
            className="relative block w-full border-0"
          />
        ) : (
          <div data-frame-placeholder style={{ height }} />
        )}
      </div>
      <div className="border-t border-slate-200 bg-slate-50 px-6 py-4 text-sm text-slate-700 sm:px-8">
        <p>{t('landing.payment.ifMissing')}</p>
        <a
          href={form.url}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand-800 underline decoration-brand-300 underline-offset-4 hover:text-brand-950"
        >
          {t('landing.payment.openInTab')}
          <ExternalLink aria-hidden="true" className="size-4 rtl:-scale-x-100" />
        </a>
      </div>
    </article>
  );
}
