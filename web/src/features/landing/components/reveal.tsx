import { UI } from '@umrah/graphql';
import { type ComponentProps, useEffect, useRef, useState } from 'react';
import { prefersReducedMotion } from '../lib/scroll';

/**
 * A block with the spec's fade-in class: it fades in once 10% of it is visible, and stays. With
 * reduced motion it is simply there (CSS `motion-reduce:` too, so nothing waits for script).
 */
export function Reveal({ className = '', ...props }: ComponentProps<'div'>) {
  const ref = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    if (prefersReducedMotion() || typeof IntersectionObserver !== 'function') {
      setShown(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // The callback also runs once on observing, when less than 10% may be in view.
        if (entries.some((e) => e.isIntersecting && e.intersectionRatio >= UI.revealThreshold - 0.001)) {
          setShown(true);
          observer.disconnect();
        }
      },
      { threshold: UI.revealThreshold },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={ref}
      data-revealed={shown ? '' : undefined}
      className={
        'fade-in transition duration-700 ease-out motion-reduce:translate-y-0 motion-reduce:opacity-100 motion-reduce:transition-none ' +
        (shown ? 'translate-y-0 opacity-100 ' : 'translate-y-6 opacity-0 ') +
        className
      }
      {...props}
    />
  );
}
