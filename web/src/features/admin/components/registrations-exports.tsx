import { Download } from 'lucide-react';
import { useId, useState } from 'react';
import { buttonVariants } from '@/components/ui/button';

/**
 * Downloads built on the server and streamed: the registrations spreadsheet (passport numbers
 * only when ticked; the server audits it) and a ZIP of the group's passport and visa documents.
 */
export function RegistrationsExports() {
  const [withPassports, setWithPassports] = useState(false);
  const id = useId();
  const xlsx = `/api/admin/exports/registrations.xlsx${withPassports ? '?includePassportNumbers=true' : ''}`;
  return (
    <div className="flex flex-wrap items-center gap-3">
      <a href={xlsx} download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}>
        <Download aria-hidden="true" />
        Export Registrations (Excel)
      </a>
      <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
        <input id={id} type="checkbox" className="size-4 accent-brand-700" checked={withPassports} onChange={(e) => setWithPassports(e.target.checked)} />
        Include passport numbers
      </label>
      <a href="/api/admin/exports/documents.zip" download className={buttonVariants({ variant: 'outline', size: 'sm', className: 'whitespace-normal' })}>
        <Download aria-hidden="true" />
        Passport and Visa Documents (ZIP)
      </a>
    </div>
  );
}
