import { type MessageId, type TripStatus } from '@umrah/graphql';
import { useState } from 'react';
import { ErrorBanner } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import type { TripFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useMoveTrip } from '../api/trips';
import { useT } from '@/lib/i18n';
import { TRIP_MOVE_IDS, TRIP_STATUS_IDS } from '../lib/labels';

type Move = Exclude<TripStatus, 'draft'>;

/** What each move does, said before it is made. */
const EFFECTS: Record<Move, MessageId> = {
  open: 'admin.trips.effect.open',
  closed: 'admin.trips.effect.closed',
  travelling: 'admin.trips.effect.travelling',
  returned: 'admin.trips.effect.returned',
  archived: 'admin.trips.effect.archived',
};

export function MoveTripDialog({ trip, to, onClose }: { trip: TripFieldsFragment; to: Move; onClose: () => void }) {
  const t = useT();
  const move = useMoveTrip();
  const [saving, setSaving] = useState(false);
  // Said inside the dialog: a modal hides the toasts' region from assistive technology.
  const [failure, setFailure] = useState<string | null>(null);
  const onConfirm = async () => {
    setSaving(true);
    try {
      const moved = await move(trip.id, to);
      toast({ title: t('admin.trips.updated'), description: t('admin.trips.updatedBody', { name: moved.name, status: t(TRIP_STATUS_IDS[moved.status]) }) });
      onClose();
    } catch (error) {
      setFailure(errorMessage(error, t('admin.trips.moveFailed')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Dialog open onOpenChange={(open) => (open || saving ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('admin.trips.moveTitle', { move: t(TRIP_MOVE_IDS[to]), name: trip.name })}</DialogTitle>
          <DialogDescription>{t(EFFECTS[to])}</DialogDescription>
        </DialogHeader>
        {failure ? <ErrorBanner>{failure}</ErrorBanner> : null}
        <DialogFooter>
          <Button variant="outline" onClick={onClose} disabled={saving}>
            {t('admin.cancel')}
          </Button>
          <Button onClick={() => void onConfirm()} disabled={saving || failure !== null}>
            {saving ? <Spinner /> : null}
            {t(TRIP_MOVE_IDS[to])}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
