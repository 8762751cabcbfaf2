// The seat's parts of the traveller's screens (docs/product.md#seats): the hold's deadline, the
// waiting list with its offer, the line about a cancelled registration, and Cancel Registration.
import { useQuery } from '@apollo/client/react';
import { Trans } from '@lingui/react';
import { deadlineLabel, INTL_TAGS, type MessageId, TIME_ZONE } from '@umrah/graphql';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-controls';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type CancelledBy, MyCancellationQuoteDocument, type Fare } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useLocale, useT } from '@/lib/i18n';
import { useMySeat, useSeatActions } from '@/lib/use-seats';
import { useMoney } from './money-text';

/**
 * A deadline as the traveller reads it: the day and time in Toronto. English keeps the spec's
 * "November 29, 2026 at 7:00 AM (Toronto time)"; the other languages their own long date and time.
 */
function useDeadline(): (at: string) => string {
  const t = useT();
  const locale = useLocale();
  if (locale === 'en') return deadlineLabel;
  return (at) => {
    const time = new Intl.DateTimeFormat(INTL_TAGS[locale], { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(new Date(at));
    return t('trip.seat.torontoTime', { time });
  };
}

/** While the hold runs: until when the place is kept without a deposit. */
export function HoldDeadline({ holdExpiresAt }: { holdExpiresAt: string | null | undefined }) {
  const t = useT();
  const deadline = useDeadline();
  if (!holdExpiresAt) return null;
  return (
    <Notice tone="warning" title={t('trip.seat.hold.title')}>
      <Trans id="trip.seat.hold.text" values={{ deadline: deadline(holdExpiresAt) }} components={{ 0: <strong /> }} />
    </Notice>
  );
}

const CANCELLED_BY: Record<CancelledBy, MessageId> = {
  SYSTEM: 'trip.seat.cancelledBy.system',
  ADMIN: 'trip.seat.cancelledBy.admin',
  TRAVELLER: 'trip.seat.cancelledBy.self',
};

/** The line about the traveller's last cancelled registration (under "No Active Registration"). */
export function LastCancellation() {
  const t = useT();
  const deadline = useDeadline();
  const { seat } = useMySeat();
  const c = seat?.lastCancellation;
  if (!c) return null;
  const who = t(CANCELLED_BY[c.by]);
  const date = deadline(c.at);
  return (
    <p className="max-w-sm text-sm text-slate-600">
      {c.reason && c.by !== 'SYSTEM' ? t('trip.seat.lastCancellation.reason', { date, who, reason: c.reason }) : t('trip.seat.lastCancellation', { date, who })}
    </p>
  );
}

/**
 * The waiting list as the traveller sees it: their place, or their offer with its deadline and
 * Accept; `full` says whether to offer "Join the waiting list" (the server answered FULL).
 */
export function WaitingList({ full, fare, onAccepted }: { full: boolean; fare?: Fare; onAccepted?: () => void }) {
  const t = useT();
  const deadline = useDeadline();
  const { seat } = useMySeat();
  const { join, accept, leave, busy } = useSeatActions();
  const entry = seat?.waitlist && (seat.waitlist.state === 'WAITING' || seat.waitlist.state === 'OFFERED') ? seat.waitlist : null;

  async function run(work: () => Promise<unknown>, done: { title: string; description: string }, failure: string) {
    try {
      await work();
      toast(done);
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: t('trip.error'), description: errorMessage(error, failure) });
      return false;
    }
  }

  if (entry?.state === 'OFFERED' && entry.offerExpiresAt) {
    return (
      <div className="grid gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-start">
        <h3 className="font-semibold text-green-900">{t('trip.seat.offer.title')}</h3>
        <p className="text-sm text-green-900">
          <Trans id="trip.seat.offer.text" values={{ deadline: deadline(entry.offerExpiresAt) }} components={{ 0: <strong /> }} />
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy}
            onClick={() =>
              void run(
                () => accept(entry.id, fare),
                { title: t('trip.seat.offer.accepted'), description: t('trip.seat.offer.accepted.text') },
                t('trip.seat.offer.acceptFailed'),
              ).then((ok) => ok && onAccepted?.())
            }
          >
            {busy ? <Spinner /> : null}
            {t('trip.seat.offer.accept')}
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() =>
              void run(leave, { title: t('trip.seat.offer.declined'), description: t('trip.seat.offer.declined.text') }, t('trip.seat.offer.declineFailed'))
            }
          >
            {t('trip.seat.offer.decline')}
          </Button>
        </div>
      </div>
    );
  }
  if (entry) {
    return (
      <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-start">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <ListOrdered aria-hidden="true" className="size-4" />
          {t('trip.seat.waiting.title')}
        </h3>
        <p className="text-sm text-slate-700">
          <Trans id="trip.seat.waiting.text" values={{ position: entry.position }} components={{ 0: <strong /> }} />
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() =>
            void run(leave, { title: t('trip.seat.waiting.left'), description: t('trip.seat.waiting.left.text') }, t('trip.seat.waiting.leaveFailed'))
          }
        >
          {t('trip.seat.waiting.leave')}
        </Button>
      </div>
    );
  }
  if (!full) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-start">
      <h3 className="font-semibold text-amber-900">{t('trip.seat.full.title')}</h3>
      <p className="text-sm text-amber-900">{t('trip.seat.full.text')}</p>
      <Button
        className="justify-self-start"
        disabled={busy}
        onClick={() => void run(join, { title: t('trip.seat.full.joined'), description: t('trip.seat.full.joined.text') }, t('trip.seat.full.joinFailed'))}
      >
        {busy ? <Spinner /> : null}
        {t('trip.seat.full.join')}
      </Button>
    </div>
  );
}

/** What cancelling today gives back, by the trip's refund policy (read fresh when the dialog opens). */
function RefundQuote() {
  const t = useT();
  const money = useMoney();
  const { data, error } = useQuery(MyCancellationQuoteDocument, { fetchPolicy: 'network-only' });
  const quote = data?.cancellationQuote;
  let text: string;
  if (error) text = t('trip.seat.quote.failed');
  else if (!quote) text = t('trip.seat.quote.loading');
  else if (quote.paidCents - quote.refundedCents <= 0) text = t('trip.seat.quote.nothing');
  else
    text = t('trip.seat.quote.amounts', {
      applies: quote.applies,
      refund: money(quote.refundCents),
      paid: money(quote.paidCents - quote.refundedCents),
      kept: money(quote.keptCents),
    });
  return (
    <p role="status" data-slot="refund-quote" className="text-sm text-slate-700">
      {text}
    </p>
  );
}

/** Cancel Registration with its confirmation dialog (the traveller's own). */
export function CancelRegistration() {
  const t = useT();
  const { cancel, busy } = useSeatActions();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        {t('trip.seat.cancel')}
      </Button>
      {open ? (
        <FormDialog
          title={t('trip.seat.cancel.title')}
          description={t('trip.seat.cancel.text')}
          submitLabel={t('trip.seat.cancel')}
          pending={busy}
          onClose={() => setOpen(false)}
          onSubmit={(e) => {
            e.preventDefault();
            void cancel(reason).then(
              () => {
                setOpen(false);
                toast({ title: t('trip.seat.cancel.done'), description: t('trip.seat.cancel.done.text') });
              },
              (error: unknown) => toast({ variant: 'destructive', title: t('trip.error'), description: errorMessage(error, t('trip.seat.cancel.failed')) }),
            );
          }}
        >
          <RefundQuote />
          <TextareaField
            id="cancel-reason"
            label={t('trip.seat.cancel.reason')}
            maxLength={1000}
            rows={3}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        </FormDialog>
      ) : null}
    </>
  );
}
