import { cn } from '@/lib/cn';

export interface ProgressProps {
  /** Whole percent, 0 to 100. */
  value: number;
  /** Id of the element naming the bar (aria-labelledby), or use `label`. */
  labelledBy?: string;
  label?: string;
  className?: string;
}

/** A determinate progress bar with role="progressbar" and its value for assistive technology. */
export function Progress({ value, labelledBy, label, className }: ProgressProps) {
  const percent = Math.min(100, Math.max(0, Math.round(value)));
  return (
    <div
      role="progressbar"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      aria-labelledby={labelledBy}
      aria-label={labelledBy ? undefined : label}
      className={cn('h-2.5 w-full overflow-hidden rounded-full bg-slate-200', className)}
    >
      <div className="h-full rounded-full bg-brand-600 transition-[width] duration-300" style={{ width: `${percent}%` }} />
    </div>
  );
}
