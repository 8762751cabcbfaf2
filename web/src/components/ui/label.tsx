import { type ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Label({ className, ...props }: ComponentProps<'label'>) {
  // The primitive itself: each caller passes htmlFor (the linter cannot follow it through props).
  // eslint-disable-next-line jsx-a11y/label-has-associated-control
  return <label className={cn('block text-sm font-medium text-slate-800', className)} {...props} />;
}
