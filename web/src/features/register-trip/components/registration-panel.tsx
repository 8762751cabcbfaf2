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
import { paths } from '@/lib/paths';
import { statusLabel, statusTone } from '@/lib/registration';
import { useMyRegistration, useStartRegistration } from '@/lib/use-registration';
import { WaitingList } from '@/components/seat-status';
import { useMySeat } from '@/lib/use-seats';
import { readApiError } from '@/lib/errors';
import { depositNotice, includedNotice, usePortalTripInfo } from '../trip-info';

export function RegistrationPanel() {
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

  async function onRegister() {
    try {
      await start(fare);
    } catch (error) {
      if (readApiError(error).code === 'FULL') setFull(true);
      toast({
        variant: 'destructive',
        title: 'Registration Failed',
        description: errorMessage(error, 'Failed to register for the trip. Please try again.'),
      });
      return;
    }
    toast({ title: 'Success!', description: 'You have registered for the Umrah journey.' });
    navigate(paths.portal.dashboard);
  }

  return (
    <Card aria-labelledby="trip-registration-title">
      <CardHeader>
        <CardTitle id="trip-registration-title">Registration</CardTitle>
        <CardDescription>Reserve your place on the Umrah journey ({info.dates}).</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <Notice tone="warning" title={depositNotice(info).title}>
          {depositNotice(info).text}
        </Notice>
        <Notice tone="info" title={includedNotice(info).title}>
          {includedNotice(info).text}
        </Notice>

        {registration && !starting ? (
          <div className="grid gap-3 rounded-lg border border-green-200 bg-green-50 p-4">
            <h3 className="font-semibold text-green-900">You are registered</h3>
            <p className="flex flex-wrap items-center gap-2 text-sm text-green-900">
              Registration status: <Badge tone={statusTone(registration.status)}>{statusLabel(registration.status)}</Badge>
            </p>
            <LinkButton to={paths.portal.dashboard} variant="outline" className="justify-self-start">
              Go to Dashboard
              <ArrowRight aria-hidden="true" />
            </LinkButton>
          </div>
        ) : !loaded && loading ? (
          <LoadingState label="Checking your registration..." className="p-4" />
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
                    {starting ? 'Processing...' : 'Register for Umrah Journey'}
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
