import type { RememberedChoices } from '@/lib/shop/lens-flow';
import { progressStorageKey, readStoredProgress } from '@/lib/shop/lens-progress';

// The wizard's progress in the tab's session storage: the shopper's choices by step, per frame and
// colour, so a reload or a sign-in resumes where they were. Session storage dies with the tab; the
// choices are forgotten once the glasses are in the cart. Storage can be full or switched off: the
// wizard then simply does not resume.

export function loadRemembered(code: string, color: string | undefined): RememberedChoices {
  try {
    return readStoredProgress(window.sessionStorage.getItem(progressStorageKey(code, color))).remembered;
  } catch {
    return {};
  }
}

export function saveRemembered(code: string, color: string | undefined, remembered: RememberedChoices): void {
  try {
    window.sessionStorage.setItem(progressStorageKey(code, color), JSON.stringify({ remembered }));
  } catch {
    // not kept: a reload starts over
  }
}

export function forgetRemembered(code: string, color: string | undefined): void {
  try {
    window.sessionStorage.removeItem(progressStorageKey(code, color));
  } catch {
    // nothing kept
  }
}
