import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

export interface SendAnnouncementDialogProps {
  subject: string;
  /** Who it goes to, to follow "to" ("all registered travelers"). */
  recipients: string;
  sending: boolean;
  onCancel: () => void;
  onSend: () => void;
}

/** The last look before an announcement goes out: it cannot be recalled. */
export function SendAnnouncementDialog({ subject, recipients, sending, onCancel, onSend }: SendAnnouncementDialogProps) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => (open || sending ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.announcements.confirm.title')}</DialogTitle>
          <DialogDescription>{t('admin.announcements.confirm.body', { subject, recipients })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={onSend} disabled={sending}>
            {sending ? <Spinner /> : null}
            {t('admin.announcements.confirm.send')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
