import { Compass } from 'lucide-react';
import { useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';

/** Placeholder until registrations exist: always the "no registration" state of spec §2. */
export function JourneyStatusCard() {
  const navigate = useNavigate();
  return (
    <Card aria-labelledby="journey-status-title">
      <CardHeader>
        <CardTitle id="journey-status-title">Journey Status</CardTitle>
        <CardDescription>Follow each step of your registration here.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-slate-300 px-4 py-8 text-center">
          <Compass aria-hidden="true" className="size-10 text-brand-700" />
          <h3 className="text-base font-semibold text-slate-900">No Active Registration</h3>
          <p className="max-w-sm text-sm text-slate-600">You haven&apos;t started your Umrah registration yet.</p>
          <Button className="mt-2" onClick={() => navigate(paths.portal.registerTrip)}>
            Start Registration
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
