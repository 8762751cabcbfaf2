import { Download } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { type RegistrationReviewQuery } from '@/gql/graphql';
import { formatDateTime, formatDocumentType, formatFileSize } from '@/lib/format';
import { useT } from '@/lib/i18n';

type Doc = RegistrationReviewQuery['registrationReview']['documents'][number];

function Preview({ doc }: { doc: Doc }) {
  const t = useT();
  if (doc.contentType.startsWith('image/')) {
    return (
      <img
        src={doc.url}
        alt={`${formatDocumentType(doc.type)}: ${doc.originalName}`}
        loading="lazy"
        className="max-h-96 w-full rounded-md border border-slate-200 bg-slate-50 object-contain"
      />
    );
  }
  if (doc.contentType === 'application/pdf') {
    return (
      <iframe
        src={doc.url}
        title={`${formatDocumentType(doc.type)}: ${doc.originalName}`}
        className="h-96 w-full rounded-md border border-slate-200 bg-slate-50"
      />
    );
  }
  return <p className="text-sm text-slate-600">{t('admin.documents.noPreview')}</p>;
}

/** Every document of the registration, previewed inline, each with a download. */
export function ReviewDocuments({ documents, zipUrl }: { documents: Doc[]; zipUrl: string }) {
  const t = useT();
  if (!documents.length) return <p className="text-sm text-slate-600">{t('admin.documents.empty')}</p>;
  return (
    <div className="grid gap-4">
      <a href={zipUrl} download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}>
        <Download aria-hidden="true" />
        {t('admin.documents.downloadAll')}
      </a>
      <ul className="grid gap-4 md:grid-cols-2">
        {documents.map((doc) => (
          <li key={doc.id} className="grid content-start gap-2 rounded-lg border border-slate-200 p-3">
            <div className="flex flex-wrap items-center gap-2">
              <Badge tone="blue">{formatDocumentType(doc.type)}</Badge>
              {doc.isPublic ? <Badge tone="slate">{t('admin.documents.shared')}</Badge> : null}
              <span className="min-w-0 font-medium break-all text-slate-900">{doc.originalName}</span>
            </div>
            <p className="text-xs text-slate-600">
              {formatFileSize(doc.metadata.size)} · {t('admin.documents.uploaded', { date: formatDateTime(doc.uploadedAt) })}
            </p>
            {doc.metadata.description ? <p className="text-sm text-slate-700">{doc.metadata.description}</p> : null}
            <Preview doc={doc} />
            <a href={doc.url} download={doc.originalName} className={buttonVariants({ variant: 'outline', size: 'sm', className: 'justify-self-start' })}>
              <Download aria-hidden="true" />
              {t('admin.documents.download')}
              <span className="sr-only"> {doc.originalName}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
