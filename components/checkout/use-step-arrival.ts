import { useEffect, useRef } from 'react';

/**
 * A checkout step that a button has just moved to (`arrived`): once its heading is on the page
 * (a step may show a loading line first), the heading is brought into view under the sticky header
 * and takes the focus, so the page neither keeps the old scroll (on a phone, the footer) nor drops
 * the focus to the page body. A step shown when the page opens is left alone.
 */
export function useStepArrival(arrived: boolean) {
  const heading = useRef<HTMLHeadingElement>(null);
  const done = useRef(false);
  useEffect(() => {
    if (!arrived || done.current || !heading.current) return;
    done.current = true;
    // (a browser without it, or a test document, still moves the focus)
    heading.current.scrollIntoView?.({ block: 'start' });
    heading.current.focus({ preventScroll: true });
  });
  return heading;
}
