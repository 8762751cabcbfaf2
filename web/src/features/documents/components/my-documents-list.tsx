import { documentLocked, VISA_LOCKED } from '@umrah/graphql';
import { ExternalLink, FileText, FolderOpen, Lock, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants, Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { type DocumentFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatDocumentType, formatFileSize, formatMediumDate } from '@/lib/format';
import { useMyRegistration } from '@/lib/use-registration';
import { useDeleteDocument, useMyDocuments } from '../api/documents';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { ListEmpty, ListError, ListLoading } from './document-list-states';

interface DocumentItemProps {
  document: DocumentFieldsFragment;
  /** The server refuses to delete it (an approved visa): Delete is not offered. */
  locked: boolean;
  onDelete: (trigger: HTMLElement) => void;
}

function DocumentItem({ document, locked, onDelete }: DocumentItemProps) {
  const description = document.metadata.description;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start">
      <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:flex">
        <FileText className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{formatDocumentType(document.type)}</h3>
          <Badge tone={document.isPublic ? 'blue' : 'slate'}>{document.isPublic ? 'Shared' : 'Private'}</Badge>
        </div>
        <p className="text-sm font-medium break-all text-slate-800">{document.originalName}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span>{formatFileSize(document.metadata.size)}</span>
          <span>
            Uploaded <time dateTime={document.uploadedAt}>{formatMediumDate(document.uploadedAt)}</time>
          </span>
        </p>
        {description ? <p className="text-sm wrap-anywhere text-slate-700">{description}</p> : null}
        {locked ? (
          <p className="flex items-start gap-1.5 text-sm text-slate-600">
            <Lock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
            {VISA_LOCKED}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 gap-2">
        <a
          href={document.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={`View ${document.originalName}`}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1 sm:flex-none' })}
        >
          <ExternalLink aria-hidden="true" />
          View
        </a>
        {locked ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={`Delete ${document.originalName}`}
            className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none"
            onClick={(event) => onDelete(event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Spec §2 My Documents: the traveller's documents with view and delete. */
export function MyDocumentsList() {
  const { documents, loaded, error, refetch } = useMyDocuments();
  const { remove, deleting } = useDeleteDocument();
  const { registration } = useMyRegistration();
  const [pending, setPending] = useState<DocumentFieldsFragment | null>(null);
  const triggerRef = useRef<HTMLElement | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  async function confirmDelete() {
    if (!pending) return;
    try {
      await remove(pending.id);
    } catch (error) {
      setPending(null);
      toast({ variant: 'destructive', title: 'Deletion Failed', description: errorMessage(error, 'Failed to delete document. Please try again.') });
      return;
    }
    setPending(null);
    toast({ title: 'Document Deleted', description: 'The document has been deleted.' });
  }

  let body;
  if (!loaded && error) body = <ListError message="Failed to load your documents. Please try again." onRetry={() => void refetch()} />;
  else if (!loaded) body = <ListLoading label="Loading your documents" />;
  else if (!documents.length)
    body = (
      <ListEmpty icon={FolderOpen} title="No Documents Yet">
        Upload your passport, visa and other trip documents with the form.
      </ListEmpty>
    );
  else
    body = (
      <ul className="grid gap-3">
        {documents.map((document) => (
          <DocumentItem
            key={document.id}
            document={document}
            locked={documentLocked(document.type, registration)}
            onDelete={(trigger) => {
              triggerRef.current = trigger;
              setPending(document);
            }}
          />
        ))}
      </ul>
    );

  return (
    <Card aria-labelledby="your-documents-title">
      <CardHeader>
        <CardTitle id="your-documents-title" ref={headingRef} tabIndex={-1} className="outline-none">
          Your Documents
        </CardTitle>
        <CardDescription>Only you and the organisers can open private documents.</CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
      <DeleteDocumentDialog
        name={pending?.originalName ?? null}
        deleting={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
        onCloseAutoFocus={(event) => {
          // Back to the Delete button that opened it, or, when its document is gone, to the list's heading.
          event.preventDefault();
          const trigger = triggerRef.current;
          triggerRef.current = null;
          if (trigger?.isConnected) trigger.focus();
          else headingRef.current?.focus();
        }}
      />
    </Card>
  );
}
