import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n';

/** The last look before the dates or the group size of a trip that has opened change. */
export function ConfirmTripChange({
  name,
  travelers,
  saving,
  onCancel,
  onConfirm,
}: {
  name: string;
  travelers: number;
  saving: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useT();
  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onCancel())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.trips.confirmChange.title')}</DialogTitle>
          <DialogDescription>{t('admin.trips.confirmChange.body', { name, count: travelers })}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={onCancel} disabled={saving}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={onConfirm} disabled={saving}>
            {saving ? <Spinner /> : null}
            {t('admin.trips.confirmChange.save')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
