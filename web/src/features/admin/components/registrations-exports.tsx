import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';
import { useChosenTripId, withTrip } from '../lib/chosen-trip';
import { useCan } from '@/lib/permissions';
import { useT } from '@/lib/i18n';

/**
 * Downloads built on the server and streamed: the registrations spreadsheet (passport numbers
 * only when ticked; the server audits it) and a ZIP of the group's passport and visa documents.
 */
export function RegistrationsExports() {
  const t = useT();
  const [withPassports, setWithPassports] = useState(false);
  const can = useCan();
  const id = useId();
  const tripId = useChosenTripId();
  const xlsx = withTrip(`/api/admin/exports/registrations.xlsx${withPassports ? '?includePassportNumbers=true' : ''}`, tripId);
  return (
    <div className="flex flex-wrap items-center gap-3 empty:hidden">
      {can('registrations:export') ? (
        <>
          <a href={xlsx} download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}>
            <Download aria-hidden="true" />
            {t('admin.exports.registrations')}
          </a>
          <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
            <input id={id} type="checkbox" className="size-4 accent-brand-700" checked={withPassports} onChange={(e) => setWithPassports(e.target.checked)} />
            {t('admin.exports.includePassports')}
          </label>
        </>
      ) : null}
      {can('documents:read') ? (
        <a
          href={withTrip('/api/admin/exports/documents.zip', tripId)}
          download
          className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}
        >
          <Download aria-hidden="true" />
          {t('admin.exports.documents')}
        </a>
      ) : null}
    </div>
  );
}
