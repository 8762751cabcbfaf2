import { ExternalLink, FileText, Users } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants } from '@/components/ui/button';
import { type SharedDocumentsQuery } from '@/gql/graphql';
import { formatDocumentType, formatMediumDate } from '@/lib/format';
import { useSharedDocuments } from '../api/documents';
import { ListEmpty, ListError, ListLoading } from './document-list-states';

type SharedDocument = SharedDocumentsQuery['sharedDocuments'][number];

function SharedDocumentCard({ document }: { document: SharedDocument }) {
  const type = formatDocumentType(document.type);
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
        Shared <time dateTime={document.sharedAt}>{formatMediumDate(document.sharedAt)}</time>
      </p>
      <a
        href={document.url}
        target="_blank"
        rel="noopener noreferrer"
        aria-label={`View ${document.originalName}`}
        className={buttonVariants({ variant: 'outline', size: 'sm', className: 'mt-auto' })}
      >
        <ExternalLink aria-hidden="true" />
        View
      </a>
    </li>
  );
}

/** Spec §2 Shared Resources: documents other travellers made public. */
export function SharedDocuments() {
  const { documents, loaded, error, refetch } = useSharedDocuments();

  if (!loaded && error) return <ListError message="Failed to load shared documents. Please try again." onRetry={() => void refetch()} />;
  if (!loaded) return <ListLoading label="Loading shared documents" />;
  if (!documents.length) {
    return (
      <ListEmpty icon={Users} title="No Shared Documents">
        Documents other travelers choose to share will appear here.
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
