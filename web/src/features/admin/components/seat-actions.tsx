// The admin's seat actions on a registration: cancel it (with a reason) or extend its hold (hours
// and a reason). Each asks in a dialog, runs, then toasts; the list refetches.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAdminSeatActions } from '../api/seats';
import { StaffReasonDialog } from './staff-reason-dialog';

export function SeatActions({ id, name, holdRunning, busy }: { id: string; name: string; holdRunning: boolean; busy: boolean }) {
  const { cancel, extend, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<'cancel' | 'extend' | null>(null);
  const close = () => setAsking(null);
  return (
    <>
      {holdRunning ? (
        <Button size="sm" variant="outline" className="py-1 whitespace-normal" disabled={busy || pending} onClick={() => setAsking('extend')}>
          Extend Hold
        </Button>
      ) : null}
      <Button size="sm" variant="outline" className="py-1 whitespace-normal" disabled={busy || pending} onClick={() => setAsking('cancel')}>
        Cancel Registration
      </Button>
      {asking === 'cancel' ? (
        <StaffReasonDialog
          id="seat-cancel"
          title={`Cancel ${name}'s registration?`}
          description="The place is released and offered to the next person on the waiting list. The traveller is told by email, with your reason."
          submitLabel="Cancel Registration"
          pending={pending}
          run={(reason) => cancel(id, reason)}
          done={{ title: 'Registration cancelled', description: `${name}'s place is released.` }}
          onClose={close}
        />
      ) : asking === 'extend' ? (
        <StaffReasonDialog
          id="seat-extend"
          title={`Extend ${name}'s hold`}
          description="The hold runs this many hours longer (from its deadline, or from now if it has passed)."
          submitLabel="Extend Hold"
          number={{ field: 'hours', label: 'Hours', min: 1, max: 720, initial: '24' }}
          pending={pending}
          run={(reason, hours) => extend(id, hours, reason)}
          done={{ title: 'Hold extended', description: `${name}'s hold runs longer.` }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
