// The admin's seat actions on a registration: cancel it (with a reason) or extend its hold (hours
// and a reason). Each asks in a dialog, runs, then toasts; the list refetches.
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-controls';
import { TextField } from '@/components/ui/form-field';
import { toast } from '@/components/ui/use-toast';
import { errorMessage, readApiError } from '@/lib/errors';
import { useAdminSeatActions } from '../api/seats';

type Asking = 'cancel' | 'extend' | null;

export function SeatActions({ id, name, holdRunning, busy }: { id: string; name: string; holdRunning: boolean; busy: boolean }) {
  const { cancel, extend, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<Asking>(null);
  const [reason, setReason] = useState('');
  const [hours, setHours] = useState('24');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const close = () => {
    setAsking(null);
    setReason('');
    setErrors({});
  };
  async function submit() {
    try {
      if (asking === 'cancel') await cancel(id, reason);
      else await extend(id, Number(hours), reason);
      toast(
        asking === 'cancel'
          ? { title: 'Registration cancelled', description: `${name}'s place is released.` }
          : { title: 'Hold extended', description: `${name}'s hold runs longer.` },
      );
      close();
    } catch (error) {
      const api = readApiError(error);
      if (Object.keys(api.fieldErrors).length) setErrors(api.fieldErrors);
      else toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'The change failed. Please try again.') });
    }
  }

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
      {asking ? (
        <FormDialog
          title={asking === 'cancel' ? `Cancel ${name}'s registration?` : `Extend ${name}'s hold`}
          description={
            asking === 'cancel'
              ? 'The place is released and offered to the next person on the waiting list. The traveller is told by email, with your reason.'
              : 'The hold runs this many hours longer (from its deadline, or from now if it has passed).'
          }
          submitLabel={asking === 'cancel' ? 'Cancel Registration' : 'Extend Hold'}
          pending={pending}
          onClose={close}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {asking === 'extend' ? (
            <TextField
              id="extend-hours"
              label="Hours"
              type="number"
              min={1}
              max={720}
              required
              value={hours}
              error={errors.hours}
              onChange={(e) => setHours(e.target.value)}
            />
          ) : null}
          <TextareaField
            id="seat-reason"
            label="Reason"
            required
            rows={3}
            maxLength={1000}
            value={reason}
            error={errors.reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
