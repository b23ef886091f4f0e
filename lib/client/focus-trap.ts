// Keyboard focus inside a modal layer (the phone menu, the filter sheet): Tab and Shift+Tab wrap
// around inside it, so focus never reaches the page behind (WAI-ARIA dialog pattern).

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/** The elements of `layer` that Tab reaches, in order (those under [hidden] or [inert] left out). */
export function focusablesIn(layer: HTMLElement): HTMLElement[] {
  return Array.from(layer.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.closest('[hidden], [inert]'),
  );
}

/**
 * Keeps a Tab key press inside `layer`: from the last element to the first, Shift+Tab from the
 * first to the last, and from anywhere outside to the first. Answers whether it moved focus.
 */
export function keepTabInside(event: KeyboardEvent, layer: HTMLElement): boolean {
  if (event.key !== 'Tab') return false;
  const focusables = focusablesIn(layer);
  const first = focusables[0];
  const last = focusables[focusables.length - 1];
  if (!first || !last) {
    event.preventDefault();
    return true;
  }
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !layer.contains(active);
  if (outside || (event.shiftKey && active === first) || (!event.shiftKey && active === last)) {
    event.preventDefault();
    (event.shiftKey && !outside ? last : first).focus();
    return true;
  }
  return false;
}
