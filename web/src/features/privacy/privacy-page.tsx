// The privacy notice (/privacy), from the CMS through the api; linked from the landing page's footer
// and the sign-up form. A new account consents to the version shown here.
import { useQuery } from '@apollo/client/react';
import { Link } from 'react-router-dom';
import { PrivacyNoticeDocument } from '@/gql/graphql';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function PrivacyPage() {
  const t = useT();
  const { data, loading, error } = useQuery(PrivacyNoticeDocument);
  const notice = data?.privacyNotice;
  useDocumentTitle(notice?.title ?? t('portal.privacy.title'));
  return (
    <main className="min-h-dvh bg-slate-50 px-4 py-12">
      <article className="mx-auto w-full max-w-2xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-10">
        {notice ? (
          <>
            <h1 className="text-3xl font-bold tracking-tight text-slate-900">{notice.title}</h1>
            <p className="mt-2 text-sm text-slate-600">{t('portal.privacy.version', { version: notice.version })}</p>
            <div className="mt-6 grid gap-4 text-base leading-relaxed text-slate-800">
              {notice.body.split(/\n\s*\n/).map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </>
        ) : (
          <p role={error ? 'alert' : 'status'} className="text-slate-700">
            {loading ? t('portal.privacy.loading') : t('portal.privacy.failed')}
          </p>
        )}
        <Link to={paths.home} className="mt-8 inline-flex min-h-10 items-center font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('portal.privacy.home')}
        </Link>
      </article>
    </main>
  );
}
