import { Trans } from '@lingui/react';
import { FileText, FolderOpen } from 'lucide-react';
import { Link, useNavigate } from 'react-router-dom';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { formatDocumentType, formatMediumDate } from '@/lib/format';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { useMyRegistration } from '@/lib/use-registration';
import { useDocumentsSummary } from '../api/documents-summary';

function NoDocuments() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed border-slate-300 px-4 py-6 text-center">
      <FolderOpen aria-hidden="true" className="size-8 text-slate-500" />
      <p className="text-sm text-slate-700">{t('portal.documents.none')}</p>
      <Link to={paths.portal.documents} className="text-sm font-semibold text-brand-700 underline-offset-4 hover:underline">
        {t('portal.documents.uploadFirst')}
      </Link>
    </div>
  );
}

/** Spec §2 Documents card (the dashboard shows it once a registration exists). */
export function DocumentsCard() {
  const t = useT();
  const navigate = useNavigate();
  const { registration } = useMyRegistration();
  const { documents, loaded, error } = useDocumentsSummary({ enabled: Boolean(registration?.formApproved) });

  let body;
  if (error && !loaded) body = <p className="text-sm text-red-700">{t('portal.documents.loadFailed')}</p>;
  else if (!loaded)
    body = (
      <div role="status" aria-label={t('portal.documents.loading')} className="grid gap-3">
        <Skeleton className="h-12 w-full" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  else if (!documents.length) body = <NoDocuments />;
  else
    body = (
      <ul className="grid gap-3">
        {documents.map((document) => (
          <li key={document.id} className="flex items-start gap-3">
            <FileText aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
            <div className="grid min-w-0 flex-1 gap-0.5">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-sm font-semibold text-slate-900">{formatDocumentType(document.type)}</span>
                <Badge tone={document.isPublic ? 'blue' : 'slate'}>{document.isPublic ? t('portal.documents.public') : t('portal.documents.private')}</Badge>
              </div>
              <span className="text-sm break-all text-slate-700">{document.originalName}</span>
              <span className="text-xs text-slate-600">
                <Trans
                  id="portal.documents.uploaded"
                  values={{ date: formatMediumDate(document.uploadedAt) }}
                  components={{ 0: <time dateTime={document.uploadedAt} /> }}
                />
              </span>
            </div>
          </li>
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="documents-card-title" className="flex flex-col">
      <CardHeader>
        <CardTitle id="documents-card-title">{t('portal.documents.title')}</CardTitle>
      </CardHeader>
      <CardContent className="flex-1">{body}</CardContent>
      <CardFooter>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => navigate(paths.portal.documents)}>
          {t('portal.documents.manage')}
        </Button>
      </CardFooter>
    </Card>
  );
}
