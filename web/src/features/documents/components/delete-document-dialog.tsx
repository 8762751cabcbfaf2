import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

export interface DeleteDocumentDialogProps {
  /** The document awaiting confirmation; the dialog is open while it is set. */
  name: string | null;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Where focus goes when the dialog closes (the trigger may be gone after a delete). */
  onCloseAutoFocus?: (event: Event) => void;
}

/** Spec §2: Confirm Deletion, with Cancel and Delete Document. */
export function DeleteDocumentDialog({ name, deleting, onConfirm, onCancel, onCloseAutoFocus }: DeleteDocumentDialogProps) {
  const t = useT();
  return (
    <Dialog
      open={name !== null}
      onOpenChange={(open) => {
        if (!open && !deleting) onCancel();
      }}
    >
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('trip.documents.confirm.title')}</DialogTitle>
          <DialogDescription>{t('trip.documents.confirm.text')}</DialogDescription>
        </DialogHeader>
        {name ? <p className="text-sm font-medium break-all text-slate-900">{name}</p> : null}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={deleting}>
              {t('trip.cancel')}
            </Button>
          </DialogClose>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting}>
            {deleting ? <Spinner /> : <Trash2 aria-hidden="true" />}
            {deleting ? t('trip.documents.deleting') : t('trip.documents.deleteDocument')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
