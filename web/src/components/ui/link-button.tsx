import { type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { cn } from '@/lib/cn';
import { type ButtonSize, type ButtonVariant, buttonVariants } from './button';

export interface LinkButtonProps {
  to: string;
  children: ReactNode;
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
  /** A disabled link keeps its name and role but has no address: not focusable, not clickable. */
  disabled?: boolean;
}

/** A router link that looks like a button and can be truly disabled (aria-disabled, no href). */
export function LinkButton({ to, children, variant, size, className, disabled = false }: LinkButtonProps) {
  const classes = buttonVariants({ variant, size, className });
  if (disabled) {
    return (
      // Without href an anchor is neither focusable nor followed; role="link" keeps it announced as a link.
      // eslint-disable-next-line jsx-a11y/anchor-is-valid -- deliberately inert, announced as a disabled link
      <a role="link" aria-disabled="true" className={cn(classes, 'cursor-not-allowed opacity-60')}>
        {children}
      </a>
    );
  }
  return (
    <Link to={to} className={classes}>
      {children}
    </Link>
  );
}
