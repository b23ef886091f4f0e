// Where the wizard puts what it shows (docs/product.md#lens-wizard-scroll): a new step opens at its
// top with its heading focused, below the sticky site header; the prescription warning is scrolled
// above the wizard's sticky bar. The page's own sticky parts are measured, not assumed: the
// header's height changes between phone and desktop.

/** Space kept between a revealed element and the sticky parts around it. */
const GAP = 12;
/** Space kept between the sticky header and a step's progress bar. */
const PROGRESS_GAP = 8;
/** The step heading must land within this many pixels of the viewport's top. */
const HEADING_BAND = 200;

/** The height the sticky site header covers at the top of the viewport (0 when there is none). */
function stickyHeaderHeight(): number {
  let covered = 0;
  for (const header of document.querySelectorAll('header')) {
    const style = window.getComputedStyle(header);
    if (style.position !== 'sticky' && style.position !== 'fixed') continue;
    covered = Math.max(covered, (Number.parseFloat(style.top) || 0) + header.getBoundingClientRect().height);
  }
  return covered;
}

function scrollByPixels(delta: number): void {
  if (Math.abs(delta) < 1 || typeof window.scrollTo !== 'function') return;
  window.scrollTo({ top: window.scrollY + delta, behavior: 'instant' });
}

/**
 * Scrolls a new step to its top and focuses its heading: the step's progress bar lands right under
 * the sticky header, so the shopper sees where they are, whenever the heading below it still lands
 * in the top band (docs/product.md#lens-wizard-scroll); else the heading goes right under the header.
 */
export function revealStep(section: HTMLElement, heading: HTMLElement): void {
  const header = stickyHeaderHeight();
  const sectionTop = section.getBoundingClientRect().top;
  const headingTop = heading.getBoundingClientRect().top;
  const fromSection = header + PROGRESS_GAP + (headingTop - sectionTop) <= HEADING_BAND;
  scrollByPixels(fromSection ? sectionTop - header - PROGRESS_GAP : headingTop - header - GAP);
  heading.focus({ preventScroll: true });
}

/** Scrolls an element into the room between the sticky header and the sticky bar, then focuses it. */
export function revealAboveStickyBar(element: HTMLElement, bar: HTMLElement | null): void {
  const top = stickyHeaderHeight() + GAP;
  const bottom = window.innerHeight - (bar?.getBoundingClientRect().height ?? 0) - GAP;
  const rect = element.getBoundingClientRect();
  let delta = rect.bottom > bottom ? rect.bottom - bottom : 0;
  if (rect.top - delta < top) delta = rect.top - top;
  scrollByPixels(delta);
  element.focus({ preventScroll: true });
}
