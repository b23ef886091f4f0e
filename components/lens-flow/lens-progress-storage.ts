import type { RememberedChoices } from '@/lib/shop/lens-flow';
import { progressStorageKey, readStoredProgress } from '@/lib/shop/lens-progress';
import {
  NEW_PAIR_PRESCRIPTION_KEY,
  readNewPairPrescription,
  withNewPairPrescription,
  type NewPairPrescription,
} from '@/lib/shop/new-pair-prescription';

// The wizard's progress in the tab's session storage: the shopper's choices by step, per frame and
// colour, so a reload or a sign-in resumes where they were. Session storage dies with the tab; the
// choices are forgotten once the glasses are in the cart. Storage can be full or switched off: the
// wizard then simply does not resume.

export function loadRemembered(code: string, color: string | undefined): RememberedChoices {
  try {
    const remembered = readStoredProgress(
      window.sessionStorage.getItem(progressStorageKey(code, color)),
    ).remembered;
    // docs/product.md#buy-again: a saved prescription chosen "for a new pair" in the account
    const waiting = readNewPairPrescription(window.sessionStorage.getItem(NEW_PAIR_PRESCRIPTION_KEY));
    return withNewPairPrescription(remembered, waiting);
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
    // the pair made with it is in the cart: the next wizard asks afresh
    window.sessionStorage.removeItem(NEW_PAIR_PRESCRIPTION_KEY);
  } catch {
    // nothing kept
  }
}

/** docs/product.md#buy-again: the next lens wizard of this tab opens with this saved prescription. */
export function keepNewPairPrescription(prescription: NewPairPrescription): void {
  try {
    window.sessionStorage.setItem(NEW_PAIR_PRESCRIPTION_KEY, JSON.stringify(prescription));
  } catch {
    // not kept: the wizard asks for the prescription as usual
  }
}
