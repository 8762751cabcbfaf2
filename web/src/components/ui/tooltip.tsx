import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { UI } from '@umrah/graphql';
import { type ElementType, type ReactElement, type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '@/lib/cn';

/** Spec §9: tooltips open after 700 ms; moving to the next one within 300 ms opens it at once. */
export function TooltipProvider({ children }: { children: ReactNode }) {
  return (
    <TooltipPrimitive.Provider delayDuration={UI.tooltipDelayMs} skipDelayDuration={UI.tooltipSkipDelayMs}>
      {children}
    </TooltipPrimitive.Provider>
  );
}

/**
 * A tooltip on hover and keyboard focus (Radix: Escape closes it, the text describes the
 * trigger). For icon-only controls and truncated text; the child must be focusable.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open,
  onOpenChange,
}: {
  content: ReactNode;
  children: ReactElement;
  side?: 'top' | 'bottom' | 'left' | 'right';
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  return (
    <TooltipPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <TooltipPrimitive.Trigger asChild>{children}</TooltipPrimitive.Trigger>
      <TooltipPrimitive.Portal>
        <TooltipPrimitive.Content
          side={side}
          sideOffset={6}
          collisionPadding={8}
          className="z-50 max-w-xs rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug break-words text-white shadow-md data-[state=delayed-open]:animate-fade-in"
        >
          {content}
          <TooltipPrimitive.Arrow className="fill-slate-900" />
        </TooltipPrimitive.Content>
      </TooltipPrimitive.Portal>
    </TooltipPrimitive.Root>
  );
}

/**
 * One line of text cut with an ellipsis when it does not fit. Only when it is cut does it take
 * keyboard focus and show the whole text in a tooltip; the whole text is always in the page.
 */
export function TruncatedText({ text, as: Tag = 'span', className }: { text: string; as?: ElementType; className?: string }) {
  const ref = useRef<HTMLElement>(null);
  const [cut, setCut] = useState(false);
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    const check = () => setCut(el.scrollWidth > el.clientWidth);
    check();
    const observer = new ResizeObserver(check);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return (
    <Tooltip content={text} open={open && cut} onOpenChange={setOpen}>
      <Tag ref={ref} tabIndex={cut ? 0 : undefined} className={cn('truncate rounded-sm', className)}>
        {text}
      </Tag>
    </Tooltip>
  );
}
