import type { RememberedChoices, SelectedChoice } from './lens-flow-types';

// "Use for a new pair" (docs/product.md#buy-again): a saved prescription the shopper picked in the
// account, waiting in the tab for the next lens wizard they open, whose prescription step then
// opens with it chosen. Pure: the wizard's storage reads and writes the text.

/** The tab's session storage key of the waiting prescription. */
export const NEW_PAIR_PRESCRIPTION_KEY = 'oculo.lens-wizard.new-pair-prescription';

export interface NewPairPrescription {
  id: number;
  name: string;
}

/** The waiting prescription read back from storage, or null for anything else. */
export function readNewPairPrescription(text: string | null): NewPairPrescription | null {
  let parsed: unknown;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { id, name } = parsed as Record<string, unknown>;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && typeof name === 'string'
    ? { id, name }
    : null;
}

/**
 * The wizard's remembered choices with the waiting prescription on the prescription step, unless
 * the shopper already chose one for this frame (their own choice wins).
 */
export function withNewPairPrescription(
  remembered: RememberedChoices,
  waiting: NewPairPrescription | null,
): RememberedChoices {
  if (!waiting || remembered.prescription) return remembered;
  const choice: SelectedChoice = {
    type: 'prescription',
    value: { source: 'saved', id: waiting.id },
    price: 0,
    item: `Saved: ${waiting.name}`,
  };
  return { ...remembered, prescription: choice };
}
