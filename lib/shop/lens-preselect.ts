import type { FlowEntry, SelectedChoice } from './lens-flow-types';
import type { LensFlowStep } from './lens-names';

// docs/product.md#lens-preselect
// A step whose choice changes nothing the shopper must decide (the coating, the thickness, the
// lens type) opens with the option it includes or recommends already chosen, so Next works at
// once; the shopper may change it, and nothing moves on by itself. The lens use (it sets the path
// and the price), the prescription and a reading strength (both are the shopper's own eyes) are
// always asked.

/** Steps that open with nothing chosen: what is chosen there only the shopper knows. */
const ASKED_STEPS: ReadonlySet<LensFlowStep> = new Set(['lens_use', 'prescription', 'magnification']);

/**
 * The choice a step opens with: the option the server marks recommended (the operator's default,
 * or on the thickness step the thinnest index the prescription can be made in), else the one option
 * included at no charge; none when the step is asked or no such option can be made.
 */
export function preselectedChoice(entry: FlowEntry): SelectedChoice | null {
  if (ASKED_STEPS.has(entry.name)) return null;
  const makeable = entry.data.options.filter((option) => !option.disabled);
  const included = makeable.filter((option) => option.price === 0);
  const option =
    makeable.find((candidate) => candidate.recommended) ?? (included.length === 1 ? included[0] : undefined);
  return option ? { type: entry.name, value: option.id, price: option.price, item: option.name } : null;
}
