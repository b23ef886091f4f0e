import type { FlowEntry, SelectedChoice } from './lens-flow-types';
import { lensOptionName, lensUseDisplayName, type LensFlowStep } from './lens-names';

// The wizard's inventory summary and footer (docs/product.md#lens-flow): the frame, a lens list and
// a prescription list (each entry with name, price, item), and the total, all in US cents; the view
// converts them into the selected currency.

export type SelectionClass = 'prescription' | 'config' | 'lens';

/**
 * Classifying a selection: the step after lens_use is prescription, the step after prescription is
 * config, and any other step is lens. `previous` is the key of the flow step before the one being
 * classified (undefined for the first).
 */
export function classifyStep(previous: string | undefined): SelectionClass {
  if (previous === 'lens_use') return 'prescription';
  if (previous === 'prescription') return 'config';
  return 'lens';
}

/** Steps that carry the shopper's eyes rather than a lens: what the prescription list may hold. */
const PRESCRIPTION_STEPS: readonly LensFlowStep[] = ['prescription', 'magnification'];

export interface SummaryEntry {
  name: string;
  price: number;
  item: string;
}

export interface InventorySummary {
  frame: { title: string; price: number };
  lens: SummaryEntry[];
  prescription: SummaryEntry[];
  total: number;
}

/**
 * The summary at any step. Each choice is classified by the step before it; a choice in
 * the prescription position goes to the prescription list when it carries the eyes (typed values,
 * a photo, a reading strength). A non-prescription lens has none, so its next choice (say the
 * coatings) stays a lens item.
 */
export function inventorySummary(
  frame: { title: string; price: number },
  flowList: readonly FlowEntry[],
  selections: readonly SelectedChoice[],
): InventorySummary {
  const lens: SummaryEntry[] = [];
  const prescription: SummaryEntry[] = [];
  flowList.forEach((entry, index) => {
    const choice = selections.find((selection) => selection.type === entry.name);
    if (!choice) return;
    const item = entry.name === 'lens_use' ? lensUseDisplayName(choice.item) : choice.item;
    const summaryEntry = { name: lensOptionName(entry.name), price: choice.price, item };
    const placed = classifyStep(flowList[index - 1]?.name);
    if (placed !== 'lens' && PRESCRIPTION_STEPS.includes(entry.name)) prescription.push(summaryEntry);
    else lens.push(summaryEntry);
  });
  const total = [...lens, ...prescription].reduce((sum, entry) => sum + entry.price, frame.price);
  return { frame, lens, prescription, total };
}
