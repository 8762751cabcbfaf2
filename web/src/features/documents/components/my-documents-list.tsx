import { documentLocked, formatDate, VISA_LOCKED } from '@umrah/graphql';
import { Trans } from '@lingui/react';
import { ExternalLink, FileText, FolderOpen, Lock, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { Badge } from '@/components/ui/badge';
import { buttonVariants, Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { type DocumentFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { formatFileSize } from '@/lib/format';
import { useLocale, useT } from '@/lib/i18n';
import { useMyRegistration } from '@/lib/use-registration';
import { useDeleteDocument, useMyDocuments } from '../api/documents';
import { documentTypeLabel } from '../lib/documents';
import { DeleteDocumentDialog } from './delete-document-dialog';
import { ListEmpty, ListError, ListLoading } from './document-list-states';

interface DocumentItemProps {
  document: DocumentFieldsFragment;
  /** The server refuses to delete it (an approved visa): Delete is not offered. */
  locked: boolean;
  onDelete: (trigger: HTMLElement) => void;
}

function DocumentItem({ document, locked, onDelete }: DocumentItemProps) {
  const t = useT();
  const locale = useLocale();
  const description = document.metadata.description;
  return (
    <li className="flex flex-col gap-3 rounded-lg border border-slate-200 p-4 sm:flex-row sm:items-start">
      <span aria-hidden="true" className="hidden size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-800 sm:flex">
        <FileText className="size-5" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h3 className="font-semibold text-slate-900">{documentTypeLabel(document.type, t)}</h3>
          <Badge tone={document.isPublic ? 'blue' : 'slate'}>{document.isPublic ? t('trip.documents.shared') : t('trip.documents.private')}</Badge>
        </div>
        <p className="text-sm font-medium break-all text-slate-800">{document.originalName}</p>
        <p className="flex flex-wrap gap-x-3 text-sm text-slate-600">
          <span>{formatFileSize(document.metadata.size)}</span>
          <span>
            <Trans
              id="trip.documents.uploadedOn"
              values={{ date: formatDate(document.uploadedAt, locale) }}
              components={{ 0: <time dateTime={document.uploadedAt} /> }}
            />
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
          aria-label={t('trip.documents.viewNamed', { name: document.originalName })}
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'flex-1 sm:flex-none' })}
        >
          <ExternalLink aria-hidden="true" className="rtl:-scale-x-100" />
          {t('trip.documents.view')}
        </a>
        {locked ? null : (
          <Button
            variant="outline"
            size="sm"
            aria-label={t('trip.documents.deleteNamed', { name: document.originalName })}
            className="flex-1 text-red-700 hover:bg-red-50 hover:text-red-800 sm:flex-none"
            onClick={(event) => onDelete(event.currentTarget)}
          >
            <Trash2 aria-hidden="true" />
            {t('trip.documents.delete')}
          </Button>
        )}
      </div>
    </li>
  );
}

/** Spec §2 My Documents: the traveller's documents with view and delete. */
export function MyDocumentsList() {
  const t = useT();
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
      toast({ variant: 'destructive', title: t('trip.documents.deleteFailed'), description: errorMessage(error, t('trip.documents.deleteFailed.text')) });
      return;
    }
    setPending(null);
    toast({ title: t('trip.documents.deleted'), description: t('trip.documents.deleted.text') });
  }

  let body;
  if (!loaded && error) body = <ListError message={t('trip.documents.loadFailed')} onRetry={() => void refetch()} />;
  else if (!loaded) body = <ListLoading label={t('trip.documents.loading')} />;
  else if (!documents.length)
    body = (
      <ListEmpty icon={FolderOpen} title={t('trip.documents.empty.title')}>
        {t('trip.documents.empty.text')}
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
          {t('trip.documents.yours.title')}
        </CardTitle>
        <CardDescription>{t('trip.documents.yours.text')}</CardDescription>
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
