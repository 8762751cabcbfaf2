import { Trans } from '@lingui/react';
import { ExternalLink, FileText, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { type SharedDocumentsQuery } from '@/gql/graphql';
import { formatDate } from '@umrah/graphql';
import { useLocale, useT } from '@/lib/i18n';
import { useSharedDocuments } from '../api/documents';
import { documentTypeLabel } from '../lib/documents';
import { ListEmpty, ListError, ListLoading } from './document-list-states';

type SharedDocument = SharedDocumentsQuery['sharedDocuments'][number];

function SharedDocumentCard({ document }: { document: SharedDocument }) {
  const t = useT();
  const locale = useLocale();
  const type = documentTypeLabel(document.type, t);
  const description = document.description ?? document.metadata.description;
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex items-start gap-3">
        <span aria-hidden="true" className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800">
          <FileText className="size-5" />
        </span>
        <div className="grid min-w-0 gap-1">
          <h3 className="font-semibold wrap-anywhere text-slate-900">{description || type}</h3>
          {description ? <Badge className="justify-self-start">{type}</Badge> : null}
        </div>
      </div>
      <p className="text-sm text-slate-600">
        <Trans
          id="trip.documents.sharedOn"
          values={{ date: formatDate(document.sharedAt, locale) }}
          components={{ 0: <time dateTime={document.sharedAt} /> }}
        />
      </p>
      <a
        href={document.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={t('trip.documents.viewNamed', { name: document.originalName })}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto' })}
      >
        <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
        {t('trip.documents.view')}
      </a>
    </li>
  );
}

/** Spec §2 Shared Resources: documents other travellers made public. */
export function SharedDocuments() {
  const t = useT();
  const { documents, loaded, error, refetch } = useSharedDocuments();

  if (!loaded && error) return <ListError message={t('trip.documents.sharedList.loadFailed')} onRetry={() => void refetch()} />;
  if (!loaded) return <ListLoading label={t('trip.documents.sharedList.loading')} />;
  if (!documents.length) {
    return (
      <ListEmpty icon={Users} title={t('trip.documents.sharedList.empty.title')}>
        {t('trip.documents.sharedList.empty.text')}
      </ListEmpty>
    );
  }
  return (
    <ul className="grid grid-cols-[repeat(auto-fill,minmax(15rem,1fr))] gap-4">
      {documents.map((document) => (
        <SharedDocumentCard key={document.id} document={document} />
      ))}
    </ul>
  );
}
