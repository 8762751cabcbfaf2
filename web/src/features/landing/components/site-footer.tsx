import { type TripContent } from '@umrah/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { imageSources } from '../lib/responsive-image';
import { Wordmark } from './wordmark';

/** Spec §2 footer image, then the organisers' line and the way into the traveler portal. */
export function SiteFooter({ content }: { content: TripContent }) {
  const t = useT();
  const image = content.images.footer;
  const { src, srcSet } = imageSources(image);
  const link =
    'inline-flex min-h-11 items-center rounded-md px-2 font-medium text-white underline decoration-white/40 underline-offset-4 hover:decoration-white';
  return (
    <footer className="bg-brand-950 text-brand-100">
      <img
        src={src}
        srcSet={srcSet}
        sizes="100vw"
        width={image.width ?? undefined}
        height={image.height ?? undefined}
        alt={image.alt}
        loading="lazy"
        decoding="async"
        className="block h-auto max-h-[28rem] w-full bg-brand-900 object-cover"
      />
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-10 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <div>
          <Wordmark brand={content.brand} />
          <p className="mt-3 max-w-md text-sm leading-relaxed text-brand-100">{content.landing.footerTagline}</p>
        </div>
        <nav aria-label={t('landing.footer.portal')} className="text-sm">
          <p className="font-semibold text-amber-200">{t('landing.footer.portal')}</p>
          <div className="-mx-2 mt-1 flex flex-wrap gap-x-2">
            <a href={paths.logIn} className={link}>
              {t('landing.footer.signIn')}
            </a>
            <a href={paths.signUp} className={link}>
              {t('landing.createAccount')}
            </a>
            <a href={paths.privacy} className={link}>
              {t('landing.footer.privacy')}
            </a>
          </div>
        </nav>
      </div>
      {/* The server's year may differ from the browser's for a moment at New Year. */}
      <p suppressHydrationWarning className="border-t border-white/10 px-4 py-5 text-center text-xs text-brand-200">
        © {new Date().getFullYear()} {content.brand.wordmark} {content.brand.suffix}
      </p>
    </footer>
  );
}
