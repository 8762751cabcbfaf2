import { type TripContent } from '@umrah/graphql';
import { ArrowRight, ChevronDown } from './icons';
import { type MouseEvent, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n';
import { imageSources } from '../lib/responsive-image';
import { scrollToSection } from '../lib/scroll';

type ImageState = 'loading' | 'loaded' | 'failed';

/**
 * Spec §2 hero (anchor hero): full height, its image fading in over a dark fallback. In a page the
 * server rendered, the image carries its sources as `data-src` / `data-srcset` and is asked for after
 * the first paint (ADR 0068): by the page's inline loader, which also marks it `data-loaded` so it
 * fades in before any script has arrived, or here, where the page came without that loader.
 */
export function HeroSection({ content, prerendered = false }: { content: TripContent; prerendered?: boolean }) {
  const t = useT();
  const image = content.images.hero;
  const [state, setState] = useState<ImageState>('loading');
  const img = useRef<HTMLImageElement>(null);
  const settled = useRef(false);

  const settle = (next: Exclude<ImageState, 'loading'>) => {
    if (settled.current) return;
    settled.current = true;
    // Spec §8: the message goes to the console and the dark fallback stays.
    if (next === 'failed') console.error('Failed to load hero background image');
    setState(next);
  };
  useEffect(() => {
    const el = img.current;
    if (!el) return;
    // Rendered on the server but not asked for yet (a page served without its loader).
    if (!el.hasAttribute('src')) {
      if (el.dataset.srcset) el.srcset = el.dataset.srcset;
      if (el.dataset.src) el.src = el.dataset.src;
      return;
    }
    // It may have finished (or failed) before React listened: from the cache, or asked for by the
    // page's loader before the scripts arrived.
    if (el.complete) settle(el.naturalWidth > 0 ? 'loaded' : 'failed');
  }, []);

  const toRegister = (event: MouseEvent) => {
    event.preventDefault();
    scrollToSection('register', { focus: true });
  };
  const { src, srcSet } = imageSources(image);

  return (
    <section
      id="hero"
      aria-labelledby="hero-title"
      tabIndex={-1}
      data-image={state}
      className="relative isolate flex min-h-svh flex-col overflow-hidden bg-slate-950 bg-linear-to-b from-slate-950 via-brand-950 to-slate-950 text-white outline-none"
    >
      <img
        ref={img}
        {...(prerendered ? { 'data-src': src, 'data-srcset': srcSet } : { src, srcSet })}
        // Cover: on a tall screen the 16:9 image is as wide as 16/9 of the screen's height.
        sizes="(max-aspect-ratio: 16/9) 178vh, 100vw"
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={image.alt}
        fetchPriority="high"
        decoding="async"
        hidden={state === 'failed'}
        data-loaded={state === 'loaded' ? '' : undefined}
        onLoad={() => settle('loaded')}
        onError={() => settle('failed')}
        className="absolute inset-0 -z-20 size-full object-cover opacity-0 transition-opacity duration-1000 ease-out data-loaded:opacity-100 motion-reduce:transition-none"
      />
      {/* Keeps the text readable over any image an editor uploads. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10 bg-linear-to-b from-slate-950/75 via-slate-950/45 to-slate-950/85" />

      <div className="mx-auto flex w-full max-w-4xl flex-1 flex-col items-center justify-center px-5 pt-28 pb-28 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-amber-200/30 bg-slate-950/40 px-4 py-1.5 text-xs font-semibold tracking-[0.18em] text-amber-200 uppercase backdrop-blur-sm sm:text-sm rtl:tracking-normal">
          {content.title}
        </p>
        <h1 id="hero-title" className="mt-6 font-serif text-5xl leading-[1.05] font-semibold tracking-tight text-balance sm:text-7xl">
          {content.landing.heroHeadline}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-100 text-pretty sm:text-xl">{content.landing.heroInvitation}</p>
        <p className="mt-4 text-sm font-medium text-amber-100 sm:text-base">{t('landing.hero.facts', { dates: content.dates, count: content.groupSize })}</p>
        <a
          href="#register"
          onClick={toRegister}
          className="group mt-9 inline-flex min-h-12 items-center gap-2 rounded-full bg-amber-400 px-7 text-base font-semibold text-slate-950 shadow-lg shadow-amber-950/30 hover:bg-amber-300"
        >
          {content.landing.heroButton}
          <ArrowRight
            aria-hidden="true"
            className="size-5 transition-transform group-hover:translate-x-0.5 motion-reduce:transition-none rtl:-scale-x-100 rtl:group-hover:-translate-x-0.5"
          />
        </a>
      </div>
      <a
        href="#register"
        onClick={toRegister}
        aria-label={t('landing.hero.scrollDown')}
        className="absolute bottom-6 left-1/2 grid size-12 -translate-x-1/2 place-items-center rounded-full border border-white/30 text-white hover:bg-white/10"
      >
        <ChevronDown aria-hidden="true" className="size-6 motion-safe:animate-bounce" />
      </a>
    </section>
  );
}
