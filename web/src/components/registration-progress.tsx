import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { useT } from '@/lib/i18n';
import { progressOf } from '@/lib/registration';

/** "Registration Progress" with its percentage and bar: five equal points (docs/product.md §4). */
export function RegistrationProgress({ registration }: { registration: { progress: number } }) {
  const t = useT();
  const labelId = useId();
  const progress = progressOf(registration);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          {t('trip.progress.label')}
        </span>
        <span className="font-semibold text-slate-900">{progress}%</span>
      </div>
      <Progress value={progress} labelledBy={labelId} />
    </div>
  );
}
