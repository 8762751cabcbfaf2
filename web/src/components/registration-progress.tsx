import { useId } from 'react';
import { Progress } from '@/components/ui/progress';
import { progressOf } from '@/lib/registration';

/** "Registration Progress" with its percentage and bar: five equal points (docs/product.md §4). */
export function RegistrationProgress({ registration }: { registration: { progress: number } }) {
  const labelId = useId();
  const progress = progressOf(registration);
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span id={labelId} className="font-medium text-slate-800">
          Registration Progress
        </span>
        <span className="font-semibold text-slate-900">{progress}%</span>
      </div>
      <Progress value={progress} labelledBy={labelId} />
    </div>
  );
}
