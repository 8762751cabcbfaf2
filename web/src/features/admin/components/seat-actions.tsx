// The admin's seat actions on a registration: cancel it (with a reason) or extend its hold (hours
// and a reason). Each asks in a dialog, runs, then toasts; the list refetches.
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n';
import { useAdminSeatActions } from '../api/seats';
import { StaffReasonDialog } from './staff-reason-dialog';

export function SeatActions({ id, name, holdRunning, busy }: { id: string; name: string; holdRunning: boolean; busy: boolean }) {
  const t = useT();
  const { cancel, extend, pending } = useAdminSeatActions();
  const [asking, setAsking] = useState<'cancel' | 'extend' | null>(null);
  const close = () => setAsking(null);
  return (
    <>
      {holdRunning ? (
        <Button size="sm" variant="outline" className="py-1 whitespace-normal" disabled={busy || pending} onClick={() => setAsking('extend')}>
          {t('admin.seats.extendHold')}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" className="py-1 whitespace-normal" disabled={busy || pending} onClick={() => setAsking('cancel')}>
        {t('admin.seats.cancelRegistration')}
      </Button>
      {asking === 'cancel' ? (
        <StaffReasonDialog
          id="seat-cancel"
          title={t('admin.seats.cancelTitle', { name })}
          description={t('admin.seats.cancelDescription')}
          submitLabel={t('admin.seats.cancelRegistration')}
          pending={pending}
          run={(reason) => cancel(id, reason)}
          done={{ title: t('admin.seats.cancelledTitle'), description: t('admin.seats.cancelledBody', { name }) }}
          onClose={close}
        />
      ) : asking === 'extend' ? (
        <StaffReasonDialog
          id="seat-extend"
          title={t('admin.seats.extendTitle', { name })}
          description={t('admin.seats.extendDescription')}
          submitLabel={t('admin.seats.extendHold')}
          number={{ field: 'hours', label: t('admin.seats.hours'), min: 1, max: 720, initial: '24' }}
          pending={pending}
          run={(reason, hours) => extend(id, hours, reason)}
          done={{ title: t('admin.seats.extendedTitle'), description: t('admin.seats.extendedBody', { name }) }}
          onClose={close}
        />
      ) : null}
    </>
  );
}
