import { UI } from '@umrah/graphql';
import {
  cloneElement,
  type ElementType,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
  type ReactNode,
  type Ref,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { cn } from '@/lib/cn';

// A tooltip of our own (ADR 0137): the behaviour spec §9 asks for, without the 13 KB (gzip) of a
// positioning library on every page. Opened by a resting pointer after UI.tooltipDelayMs, at once
// when another closed less than UI.tooltipSkipDelayMs ago, and at once by keyboard focus; Escape,
// leaving, blur and a press close it. Its text describes the trigger (aria-describedby), and it is
// drawn in document.body at a fixed position beside the trigger, kept inside the screen.

/** When the last tooltip closed: the next one opens at once within UI.tooltipSkipDelayMs. */
let lastClosedAt = Number.NEGATIVE_INFINITY;

type Side = 'top' | 'bottom' | 'left' | 'right';
const GAP = 6;
const EDGE = 8;

/** Where the box goes beside the trigger's rectangle, moved back inside the viewport. */
function place(trigger: DOMRect, box: { width: number; height: number }, side: Side): { top: number; left: number } {
  const centreX = trigger.left + trigger.width / 2 - box.width / 2;
  const centreY = trigger.top + trigger.height / 2 - box.height / 2;
  let { top, left } = {
    top: { top: trigger.top - GAP - box.height, left: centreX },
    bottom: { top: trigger.bottom + GAP, left: centreX },
    left: { top: centreY, left: trigger.left - GAP - box.width },
    right: { top: centreY, left: trigger.right + GAP },
  }[side];
  // No room on the asked side: the other side of the trigger.
  if (side === 'top' && top < EDGE) top = trigger.bottom + GAP;
  if (side === 'bottom' && top + box.height > window.innerHeight - EDGE) top = trigger.top - GAP - box.height;
  left = Math.min(Math.max(left, EDGE), Math.max(EDGE, window.innerWidth - EDGE - box.width));
  top = Math.min(Math.max(top, EDGE), Math.max(EDGE, window.innerHeight - EDGE - box.height));
  return { top, left };
}

type TriggerProps = {
  ref?: Ref<HTMLElement>;
  onPointerEnter?: (e: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (e: PointerEvent<HTMLElement>) => void;
  onPointerDown?: (e: PointerEvent<HTMLElement>) => void;
  onFocus?: (e: FocusEvent<HTMLElement>) => void;
  onBlur?: (e: FocusEvent<HTMLElement>) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLElement>) => void;
  'aria-describedby'?: string;
};

/**
 * A tooltip on hover and keyboard focus (Escape closes it, the text describes the trigger). For
 * icon-only controls and truncated text; the child must be focusable.
 */
export function Tooltip({
  content,
  children,
  side = 'top',
  open: controlled,
  onOpenChange,
}: {
  content: ReactNode;
  children: ReactElement<TriggerProps>;
  side?: Side;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
}) {
  const id = useId();
  const [own, setOwn] = useState(false);
  const [wanted, setWanted] = useState(false);
  const open = controlled ?? own;
  const trigger = useRef<HTMLElement | null>(null);
  const box = useRef<HTMLDivElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const pressing = useRef(false);
  const [position, setPosition] = useState<{ top: number; left: number } | null>(null);

  const change = useCallback(
    (next: boolean) => {
      window.clearTimeout(timer.current);
      setWanted(next);
      setOwn(next);
      onOpenChange?.(next);
    },
    [onOpenChange],
  );
  const close = useCallback(() => {
    if (wanted || open) lastClosedAt = Date.now();
    change(false);
  }, [change, open, wanted]);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // Placed once drawn (its size is known), and again when the page scrolls or resizes.
  useLayoutEffect(() => {
    if (!open) return setPosition(null);
    const update = () => {
      if (trigger.current && box.current) setPosition(place(trigger.current.getBoundingClientRect(), box.current.getBoundingClientRect(), side));
    };
    update();
    window.addEventListener('scroll', update, true);
    window.addEventListener('resize', update);
    return () => {
      window.removeEventListener('scroll', update, true);
      window.removeEventListener('resize', update);
    };
  }, [open, side, content]);

  // Escape closes it wherever the focus is (the pointer may rest on the trigger with focus elsewhere).
  useEffect(() => {
    if (!open) return;
    const onKey = (e: globalThis.KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open, close]);

  const child = children.props;
  const childRef = child.ref;
  const setRef = useCallback(
    (node: HTMLElement | null) => {
      trigger.current = node;
      if (typeof childRef === 'function') childRef(node);
      else if (childRef) (childRef as { current: HTMLElement | null }).current = node;
    },
    [childRef],
  );

  const triggerProps: TriggerProps = {
    ref: setRef,
    onPointerEnter: (e) => {
      child.onPointerEnter?.(e);
      if (e.pointerType === 'touch') return;
      window.clearTimeout(timer.current);
      if (Date.now() - lastClosedAt < UI.tooltipSkipDelayMs) change(true);
      else timer.current = window.setTimeout(() => change(true), UI.tooltipDelayMs);
    },
    onPointerLeave: (e) => {
      child.onPointerLeave?.(e);
      close();
    },
    onPointerDown: (e) => {
      child.onPointerDown?.(e);
      pressing.current = true;
      document.addEventListener('pointerup', () => (pressing.current = false), { once: true });
      close();
    },
    onFocus: (e) => {
      child.onFocus?.(e);
      // Not when a press focused it: its tooltip would flash open under the finger.
      if (!pressing.current) change(true);
    },
    onBlur: (e) => {
      child.onBlur?.(e);
      close();
    },
    'aria-describedby': open ? [child['aria-describedby'], id].filter(Boolean).join(' ') : child['aria-describedby'],
  };

  return (
    <>
      {cloneElement(children, triggerProps)}
      {open &&
        createPortal(
          <div
            ref={box}
            id={id}
            role="tooltip"
            style={position ? { top: position.top, left: position.left } : { top: 0, left: 0, visibility: 'hidden' }}
            className="pointer-events-none fixed z-50 max-w-xs animate-fade-in rounded-md bg-slate-900 px-2.5 py-1.5 text-xs leading-snug break-words text-white shadow-md"
          >
            {content}
          </div>,
          document.body,
        )}
    </>
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
