import { CalendarDays, Check, PlaneTakeoff } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { useT } from '@/lib/i18n';
import { usePortalTripInfo } from '../trip-info';

export function TripInformation() {
  const t = useT();
  const { info } = usePortalTripInfo();
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card aria-labelledby="trip-details-title">
        <CardHeader>
          <CardTitle id="trip-details-title">{t('portal.tripInfo.details')}</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-4 text-sm">
            {/* A dl's groups may hold only dt and dd (axe definition-list): the icon sits in the dt. */}
            <div>
              <dt className="flex items-start gap-3 font-medium text-slate-600">
                <CalendarDays aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t('portal.tripInfo.dates')}
              </dt>
              <dd className="ps-8 font-semibold text-slate-900">{info.dates}</dd>
            </div>
            <div>
              <dt className="flex items-start gap-3 font-medium text-slate-600">
                <PlaneTakeoff aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-brand-700" />
                {t('portal.tripInfo.departure')}
              </dt>
              <dd className="ps-8 font-semibold text-slate-900">{info.departure}</dd>
            </div>
          </dl>
        </CardContent>
      </Card>

      <Card aria-labelledby="trip-package-title">
        <CardHeader>
          <CardTitle id="trip-package-title">{t('portal.tripInfo.package')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ul className="grid gap-2 text-sm text-slate-800">
            {info.packageLines.map((item) => (
              <li key={item} className="flex items-start gap-2">
                <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                {item}
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <Card aria-labelledby="trip-process-title" className="lg:col-span-2">
        <CardHeader>
          <CardTitle id="trip-process-title">{t('portal.tripInfo.process')}</CardTitle>
        </CardHeader>
        <CardContent>
          <ol className="grid gap-4">
            {info.registrationSteps.map((step, i) => (
              <li key={step.title} className="flex items-start gap-3">
                <span aria-hidden="true" className="flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-50 text-sm font-bold text-brand-800">
                  {i + 1}
                </span>
                <div className="min-w-0">
                  <h3 className="font-semibold text-slate-900">{step.title}</h3>
                  <p className="text-sm text-slate-600">{step.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
    </div>
  );
}
