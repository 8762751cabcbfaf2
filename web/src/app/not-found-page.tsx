import { Link } from 'react-router-dom';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';

export function NotFoundPage() {
  const t = useT();
  useDocumentTitle(t('common.notFound.title'));
  return (
    <main className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8">
        <p aria-hidden="true" className="text-5xl font-bold text-brand-700">
          404
        </p>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-slate-900">{t('common.notFound.heading')}</h1>
        <p className="mt-3 text-sm text-slate-600">{t('common.notFound.body')}</p>
        <Link
          to={paths.home}
          className="mt-6 inline-flex min-h-10 items-center justify-center rounded-lg bg-brand-700 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {t('common.notFound.home')}
        </Link>
      </div>
    </main>
  );
}
