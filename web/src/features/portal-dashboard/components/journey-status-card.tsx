import { BadgeCheck, CircleCheck, CircleHelp, Clock, Compass, CreditCard, FileCheck, FileText, Stamp } from 'lucide-react';
import { balanceReminder, formatDate, isolatedIn } from '@umrah/graphql';
import { useMoney } from '@/components/money-text';
import { useState, type ComponentType } from 'react';
import { ChangesRequested } from '@/components/changes-requested';
import { FareChoice } from '@/components/fare-choice';
import { RegistrationProgress } from '@/components/registration-progress';
import { ErrorBanner } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { type Fare, type RegistrationFieldsFragment } from '@/gql/graphql';
import { errorMessage } from '@/lib/errors';
import { useLocale, useT } from '@/lib/i18n';
import { statusTone, useStatusLabel } from '@/lib/registration';
import { useMyPayments } from '@/lib/use-payments';
import { useStartRegistration } from '@/lib/use-registration';
import { CancelRegistration, HoldDeadline, LastCancellation, WaitingList } from '@/components/seat-status';
import { readApiError } from '@/lib/errors';
import { useMySeat } from '@/lib/use-seats';
import { JourneySteps } from './journey-steps';

type Icon = ComponentType<{ className?: string; 'aria-hidden'?: 'true' }>;

const STATUS_ICONS: Record<string, Icon> = {
  PENDING: Clock,
  DEPOSIT_PAID: CreditCard,
  FORM_SUBMITTED: FileText,
  FORM_APPROVED: FileCheck,
  VISA_SUBMITTED: Stamp,
  VISA_APPROVED: BadgeCheck,
  COMPLETED: CircleCheck,
};

/** Start Registration asks the fare first, as the register-trip page does (docs/product.md#money). */
function NoRegistration() {
  const t = useT();
  const { start, starting } = useStartRegistration();
  // The server said FULL: offer the waiting list instead of only the error.
  const [full, setFull] = useState(false);
  // On the waiting list (or holding an offer): the list's own block says what to do instead.
  const { seat } = useMySeat();
  const waiting = seat?.waitlist?.state === 'WAITING' || seat?.waitlist?.state === 'OFFERED';
  const [choosing, setChoosing] = useState(false);
  const [fare, setFare] = useState<Fare>('nonBarakah');

  async function onStart() {
    try {
      await start(fare);
      setChoosing(false);
    } catch (error) {
      // The dialog closes and the toast says why (a full group: the waiting list takes its place).
      setChoosing(false);
      if (readApiError(error).code === 'FULL') setFull(true);
      toast({
        variant: 'destructive',
        title: t('portal.error'),
        description: errorMessage(error, t('portal.start.failed')),
      });
      return;
    }
    toast({ title: t('portal.start.started.title'), description: t('portal.start.started.body') });
  }

  return (
    <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
      <Compass aria-hidden="true" className="size-10 text-brand-700" />
      <h3 className="text-base font-semibold text-slate-900">{t('portal.start.none.title')}</h3>
      <p className="max-w-sm text-sm text-slate-600">{t('portal.start.none.body')}</p>
      <LastCancellation />
      {waiting ? null : (
        <Button className="mt-2" onClick={() => setChoosing(true)} disabled={starting}>
          {t('portal.start.button')}
        </Button>
      )}
      <Dialog open={choosing} onOpenChange={(open) => (starting ? undefined : setChoosing(open))}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>{t('portal.start.fare.title')}</DialogTitle>
            <DialogDescription>{t('portal.start.fare.description')}</DialogDescription>
          </DialogHeader>
          <FareChoice id="dashboard-fare" value={fare} onChange={setFare} disabled={starting} />
          <DialogFooter>
            <Button variant="outline" onClick={() => setChoosing(false)} disabled={starting}>
              {t('portal.start.cancel')}
            </Button>
            <Button onClick={() => void onStart()} disabled={starting}>
              {starting ? <Spinner /> : null}
              {starting ? t('portal.start.starting') : t('portal.start.button')}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <div className="w-full max-w-md">
        <WaitingList full={full} />
      </div>
    </div>
  );
}

/** The five points count steps, not money: while a balance is owed, say what remains and by when. */
function BalanceRemaining() {
  const t = useT();
  const money = useMoney();
  const locale = useLocale();
  const { account } = useMyPayments();
  const reminder = account ? balanceReminder(account) : null;
  if (!reminder) return null;
  const late = reminder.overdueCents > 0;
  // In English the words of balanceReminderText (graphql/src/money.ts), tested equal.
  const day = (iso: string) => isolatedIn(formatDate(iso, locale, 'long') ?? iso, locale);
  const remaining = money(reminder.remainingCents);
  const text = reminder.overdueSince
    ? t('portal.balance.overdue', { remaining, overdue: money(reminder.overdueCents), since: day(reminder.overdueSince) })
    : reminder.dueDate
      ? t('portal.balance.due', { remaining, due: day(reminder.dueDate) })
      : t('portal.balance.dueAtRegistration', { remaining });
  return <p className={`text-sm font-medium ${late ? 'text-red-700' : 'text-slate-700'}`}>{text}</p>;
}

function Journey({ registration }: { registration: RegistrationFieldsFragment }) {
  const t = useT();
  const statusLabel = useStatusLabel();
  const StatusIcon = STATUS_ICONS[registration.status] ?? CircleHelp;
  const label = statusLabel(registration.status);
  return (
    <div className="grid gap-6">
      <div className="flex items-center gap-3">
        <span aria-hidden="true" className="flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <StatusIcon className="size-5" />
        </span>
        <div className="grid gap-1">
          <p className="text-sm text-slate-600">{t('portal.journey.currentStatus')}</p>
          <Badge tone={statusTone(registration.status)} className="justify-self-start text-sm">
            {label}
          </Badge>
        </div>
      </div>
      <div className="grid gap-2">
        <RegistrationProgress registration={registration} />
        <BalanceRemaining />
      </div>
      <HoldDeadline holdExpiresAt={registration.holdExpiresAt} />
      <ChangesRequested kind="form" reason={registration.formChangesReason} />
      <ChangesRequested kind="visa" reason={registration.visaChangesReason} />
      <JourneySteps registration={registration} />
      <CancelRegistration />
    </div>
  );
}

export interface JourneyStatusCardProps {
  registration: RegistrationFieldsFragment | null;
  loaded: boolean;
  error: unknown;
  onRetry: () => void;
}

/** Spec §2 Journey Status: the empty state with Start Registration, or the registration's steps. */
export function JourneyStatusCard({ registration, loaded, error, onRetry }: JourneyStatusCardProps) {
  const t = useT();
  return (
    <Card aria-labelledby="journey-status-title">
      <CardHeader>
        <CardTitle id="journey-status-title">{t('portal.journey.title')}</CardTitle>
        <CardDescription>{t('portal.journey.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!loaded && error ? (
          <div className="grid justify-items-start gap-3">
            <ErrorBanner className="w-full">{t('portal.journey.loadFailed')}</ErrorBanner>
            <Button variant="outline" onClick={onRetry}>
              {t('portal.journey.retry')}
            </Button>
          </div>
        ) : !loaded ? (
          <div role="status" aria-label={t('portal.journey.loading')} className="grid gap-4">
            <Skeleton className="h-11 w-1/2" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        ) : registration ? (
          <Journey registration={registration} />
        ) : (
          <NoRegistration />
        )}
      </CardContent>
    </Card>
  );
}
