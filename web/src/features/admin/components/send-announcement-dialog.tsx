import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

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
  return (
    <Dialog open onOpenChange={(open) => (open || sending ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Send this announcement?</DialogTitle>
          <DialogDescription>
            &ldquo;{subject}&rdquo; goes by email to {recipients} now. It cannot be recalled.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={sending}>
            Cancel
          </Button>
          <Button onClick={onSend} disabled={sending}>
            {sending ? <Spinner /> : null}
            Send
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
