import type { LensFlowStep } from './lens-names';

// The click targets the storefront reports the lens wizard's moves under (docs/operating.md#reports),
// read back by the funnel. A file of its own so the wizard carries only these few words.

export const FUNNEL_TARGETS = {
  wizardStart: 'lens-wizard:start',
  stepPrefix: 'lens-wizard:step:',
  addToCart: 'add-to-cart',
} as const;

/** The click target a wizard step's arrival is reported under. */
export function wizardStepTarget(step: LensFlowStep): string {
  return `${FUNNEL_TARGETS.stepPrefix}${step}`;
}
