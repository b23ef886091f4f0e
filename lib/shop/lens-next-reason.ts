import { currentEntry, selectionOf, type LensFlowState } from './lens-flow-state';
import type { LensFlowStep } from './lens-names';

// docs/product.md#lens-next-reason
// A Next (or Add to Cart) that cannot act yet says why beside it, in the step's own words, rather
// than only looking grey.

const CHOOSE_TO_CONTINUE: Readonly<Record<LensFlowStep, string>> = {
  lens_use: 'Choose how you will use these glasses to continue.',
  prescription: 'Complete your prescription to continue.',
  magnification: 'Choose a reading strength to continue.',
  add_ones: 'Choose a coating to continue.',
  lens_index: 'Choose a lens thickness to continue.',
  lens_type: 'Choose a lens type to continue.',
};

/**
 * Why Next cannot act on the step shown, or null when it can or when there is nothing for the
 * shopper to do (a call in flight, the choices being replayed, a step that failed to load and
 * offers its own retry).
 */
export function nextBlockedReason(state: LensFlowState, restoring: boolean): string | null {
  if (restoring || state.pending) return null;
  const entry = currentEntry(state);
  if (!entry || selectionOf(state, entry.name)) return null;
  return CHOOSE_TO_CONTINUE[entry.name];
}
