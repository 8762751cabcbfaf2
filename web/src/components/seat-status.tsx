// The seat's parts of the traveller's screens (docs/product.md#seats): the hold's deadline, the
// waiting list with its offer, the line about a cancelled registration, and Cancel Registration.
import { useQuery } from '@apollo/client/react';
import { deadlineLabel, formatCents } from '@umrah/graphql';
import { ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '@/components/forms/form-dialog';
import { Button } from '@/components/ui/button';
import { TextareaField } from '@/components/ui/form-controls';
import { Notice } from '@/components/ui/notice';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { MyCancellationQuoteDocument, type Fare } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useMySeat, useSeatActions } from '@/lib/use-seats';

/** While the hold runs: until when the place is kept without a deposit. */
export function HoldDeadline({ holdExpiresAt }: { holdExpiresAt: string | null | undefined }) {
  if (!holdExpiresAt) return null;
  return (
    <Notice tone="warning" title="Deposit due to keep your place">
      Your place is held until <strong>{deadlineLabel(holdExpiresAt)}</strong>. If the deposit is not recorded by then, the place goes to the next person on the
      waiting list.
    </Notice>
  );
}

/** The line about the traveller's last cancelled registration (under "No Active Registration"). */
export function LastCancellation() {
  const { seat } = useMySeat();
  const c = seat?.lastCancellation;
  if (!c) return null;
  const who = c.by === 'SYSTEM' ? 'its hold ended with no deposit' : c.by === 'ADMIN' ? 'cancelled by the organisers' : 'cancelled by you';
  return (
    <p className="max-w-sm text-sm text-slate-600">
      Your previous registration was cancelled on {deadlineLabel(c.at)} ({who}){c.reason && c.by !== 'SYSTEM' ? `: ${c.reason}` : ''}.
    </p>
  );
}

/**
 * The waiting list as the traveller sees it: their place, or their offer with its deadline and
 * Accept; `full` says whether to offer "Join the waiting list" (the server answered FULL).
 */
export function WaitingList({ full, fare, onAccepted }: { full: boolean; fare?: Fare; onAccepted?: () => void }) {
  const { seat } = useMySeat();
  const { join, accept, leave, busy } = useSeatActions();
  const entry = seat?.waitlist && (seat.waitlist.state === 'WAITING' || seat.waitlist.state === 'OFFERED') ? seat.waitlist : null;

  async function run(work: () => Promise<unknown>, done: { title: string; description: string }, failure: string) {
    try {
      await work();
      toast(done);
      return true;
    } catch (error) {
      toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, failure) });
      return false;
    }
  }

  if (entry?.state === 'OFFERED' && entry.offerExpiresAt) {
    return (
      <div className="grid gap-3 rounded-lg border border-green-200 bg-green-50 p-4 text-left">
        <h3 className="font-semibold text-green-900">A place is offered to you</h3>
        <p className="text-sm text-green-900">
          Accept it by <strong>{deadlineLabel(entry.offerExpiresAt)}</strong> to start your registration; after that it passes to the next person.
        </p>
        <div className="flex flex-wrap gap-2">
          <Button
            disabled={busy}
            onClick={() =>
              void run(
                () => accept(entry.id, fare),
                { title: 'Trip Registration Started', description: 'Please pay your deposit to continue.' },
                'Failed to accept the offer. Please try again.',
              ).then((ok) => ok && onAccepted?.())
            }
          >
            {busy ? <Spinner /> : null}
            Accept
          </Button>
          <Button
            variant="outline"
            disabled={busy}
            onClick={() => void run(leave, { title: 'Offer declined', description: 'The place passes to the next person.' }, 'Failed to decline the offer.')}
          >
            Decline
          </Button>
        </div>
      </div>
    );
  }
  if (entry) {
    return (
      <div className="grid gap-2 rounded-lg border border-slate-200 bg-slate-50 p-4 text-left">
        <h3 className="flex items-center gap-2 font-semibold text-slate-900">
          <ListOrdered aria-hidden="true" className="size-4" />
          You are on the waiting list
        </h3>
        <p className="text-sm text-slate-700">
          You are number <strong>{entry.position}</strong> on the waiting list. When a place frees up, we email you an offer to take it.
        </p>
        <Button
          variant="outline"
          className="justify-self-start"
          disabled={busy}
          onClick={() =>
            void run(
              leave,
              { title: 'You left the waiting list', description: 'You can join again while the group is full.' },
              'Failed to leave the waiting list.',
            )
          }
        >
          Leave the waiting list
        </Button>
      </div>
    );
  }
  if (!full) return null;
  return (
    <div className="grid gap-2 rounded-lg border border-amber-200 bg-amber-50 p-4 text-left">
      <h3 className="font-semibold text-amber-900">The trip is full</h3>
      <p className="text-sm text-amber-900">Every place is taken. Join the waiting list: when a place frees up, the next person gets an offer by email.</p>
      <Button
        className="justify-self-start"
        disabled={busy}
        onClick={() =>
          void run(join, { title: 'You joined the waiting list', description: 'We will email you when a place frees up.' }, 'Failed to join the waiting list.')
        }
      >
        {busy ? <Spinner /> : null}
        Join the waiting list
      </Button>
    </div>
  );
}

/** What cancelling today gives back, by the trip's refund policy (read fresh when the dialog opens). */
function RefundQuote() {
  const { data, error } = useQuery(MyCancellationQuoteDocument, { fetchPolicy: 'network-only' });
  const quote = data?.cancellationQuote;
  let text: string;
  if (error) text = 'What would be refunded could not be read; the organisers will tell you.';
  else if (!quote) text = 'Checking what would be refunded...';
  else if (quote.paidCents - quote.refundedCents <= 0) text = 'Nothing has been paid, so there is nothing to refund.';
  else
    text = `${quote.applies} You would get ${formatCents(quote.refundCents)} back of the ${formatCents(quote.paidCents - quote.refundedCents)} paid; the organisers keep ${formatCents(quote.keptCents)}.`;
  return (
    <p role="status" data-slot="refund-quote" className="text-sm text-slate-700">
      {text}
    </p>
  );
}

/** Cancel Registration with its confirmation dialog (the traveller's own). */
export function CancelRegistration() {
  const { cancel, busy } = useSeatActions();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  return (
    <>
      <Button variant="outline" className="justify-self-start" onClick={() => setOpen(true)}>
        Cancel Registration
      </Button>
      {open ? (
        <FormDialog
          title="Cancel your registration?"
          description="Your place is released and offered to the next person on the waiting list. This cannot be undone; you may register again while places remain."
          submitLabel="Cancel Registration"
          pending={busy}
          onClose={() => setOpen(false)}
          onSubmit={(e) => {
            e.preventDefault();
            void cancel(reason).then(
              () => {
                setOpen(false);
                toast({ title: 'Registration cancelled', description: 'Your place is released.' });
              },
              (error: unknown) => toast({ variant: 'destructive', title: 'Error', description: errorMessage(error, 'Failed to cancel. Please try again.') }),
            );
          }}
        >
          <RefundQuote />
          <TextareaField id="cancel-reason" label="Reason (optional)" maxLength={1000} rows={3} value={reason} onChange={(e) => setReason(e.target.value)} />
        </FormDialog>
      ) : null}
    </>
  );
}
