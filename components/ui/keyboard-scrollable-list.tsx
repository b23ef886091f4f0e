'use client';

import { useEffect, useRef, useState, type ReactNode } from 'react';

/**
 * A list that scrolls sideways when it does not fit (the terms strip on a phone). While it
 * overflows it is a tab stop, so a keyboard user can reach it and scroll it with the arrow keys
 * (WCAG 2.1.1, axe `scrollable-region-focusable`); when everything fits it is no stop at all.
 */
export function KeyboardScrollableList({
  className,
  label,
  children,
}: {
  className?: string;
  /** Names the list when it takes focus. */
  label: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLUListElement>(null);
  // Until measured, a tab stop: the page as served, before its scripts run (long on a slow phone),
  // must let a keyboard reach the list where it overflows; where it fits the stop goes at hydration.
  const [overflowing, setOverflowing] = useState(true);

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const measure = () => setOverflowing(list.scrollWidth > list.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') {
      window.addEventListener('resize', measure);
      return () => window.removeEventListener('resize', measure);
    }
    const observer = new ResizeObserver(measure);
    observer.observe(list);
    return () => observer.disconnect();
  }, []);

  return (
    <ul
      ref={ref}
      className={className}
      aria-label={label}
      tabIndex={overflowing ? 0 : undefined}
      data-overflowing={overflowing ? '' : undefined}
    >
      {children}
    </ul>
  );
}
