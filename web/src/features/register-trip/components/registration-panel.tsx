import { ArrowRight, Plane } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { FareChoice } from '@/components/fare-choice';
import { type Fare } from '@/gql/graphql';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { LinkButton } from '@/components/ui/link-button';
import { Notice } from '@/components/ui/notice';
import { LoadingState, Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { errorMessage } from '@/lib/errors';
import { useT } from '@/lib/i18n';
import { paths } from '@/lib/paths';
import { statusTone, useStatusLabel } from '@/lib/registration';
import { useMyRegistration, useStartRegistration } from '@/lib/use-registration';
import { WaitingList } from '@/components/seat-status';
import { useMySeat } from '@/lib/use-seats';
import { readApiError } from '@/lib/errors';
import { depositNotice, includedNotice, usePortalTripInfo } from '../trip-info';

export function RegistrationPanel() {
  const t = useT();
  const statusLabel = useStatusLabel();
  const navigate = useNavigate();
  const { registration, loaded, loading } = useMyRegistration();
  const { start, starting } = useStartRegistration();
  const { info } = usePortalTripInfo();
  const [fare, setFare] = useState<Fare>('nonBarakah');
  // The server said FULL: offer the waiting list instead of only the error.
  const [full, setFull] = useState(false);
  // On the waiting list (or holding an offer): the list's own block says what to do instead.
  const { seat } = useMySeat();
  const waiting = seat?.waitlist?.state === 'WAITING';
  const offered = seat?.waitlist?.state === 'OFFERED';

  const deposit = depositNotice(info, t);
  const included = includedNotice(info, t);

  async function onRegister() {
    try {
      await start(fare);
    } catch (error) {
      if (readApiError(error).code === 'FULL') setFull(true);
      toast({
        variant: 'destructive',
        title: t('portal.register.failed.title'),
        description: errorMessage(error, t('portal.register.failed.body')),
      });
      return;
    }
    toast({ title: t('portal.register.success.title'), description: t('portal.register.success.body') });
    navigate(paths.portal.dashboard);
  }

  return (
    <Card aria-labelledby="trip-registration-title">
      <CardHeader>
        <CardTitle id="trip-registration-title">{t('portal.register.tabRegistration')}</CardTitle>
        <CardDescription>{t('portal.register.card.description', { dates: info.dates })}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Notice tone="warning" title={deposit.title}>
          {deposit.text}
        </Notice>
        <Notice tone="info" title={included.title}>
          {included.text}
        </Notice>

        {registration && !starting ? (
          <div className="grid gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
            <h3 className="font-semibold text-green-900">{t('portal.register.registered')}</h3>
            <p className="flex flex-wrap items-center gap-2 text-sm text-green-900">
              {t('portal.register.status')} <Badge tone={statusTone(registration.status)}>{statusLabel(registration.status)}</Badge>
            </p>
            <LinkButton to={paths.portal.dashboard} variant="outline" className="justify-self-start">
              {t('portal.toDashboard')}
              <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
            </LinkButton>
          </div>
        ) : !loaded && loading ? (
          <LoadingState label={t('portal.register.checking')} className="p-4" />
        ) : (
          // Also shown when the check failed: starting is idempotent, so a retry cannot double-register.
          <>
            {waiting ? null : (
              <>
                <FareChoice id="trip-fare" value={fare} onChange={setFare} disabled={starting} />
                {/* With an offer, its Accept (below) starts the registration at this fare. */}
                {offered ? null : (
                  <Button size="lg" className="w-full whitespace-normal sm:w-auto sm:justify-self-start" onClick={() => void onRegister()} disabled={starting}>
                    {starting ? <Spinner /> : <Plane aria-hidden="true" />}
                    {starting ? t('portal.register.processing') : t('portal.register.title')}
                  </Button>
                )}
              </>
            )}
            <WaitingList full={full} fare={fare} onAccepted={() => navigate(paths.portal.dashboard)} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
