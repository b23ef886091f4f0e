import { requestedStep } from '@/lib/shop/lens-progress';

// Each wizard step is a browser history entry: `?color=SKU&step=3` in the address, so the browser's
// Back and Forward move between steps and a reload knows the step. The entry's state says whether
// the entry below it is a step of the same wizard, so the wizard's own Back button can go back in
// history instead of adding entries.

const STEP_KEY = 'oculoLensStep';
const BELOW_KEY = 'oculoLensBelow';

/** The step the address names (`step`, absent for step 1). */
export function stepInAddress(): number {
  return requestedStep(new URLSearchParams(window.location.search).get('step'));
}

function addressOf(step: number): string {
  const url = new URL(window.location.href);
  if (step > 1) url.searchParams.set('step', String(step));
  else url.searchParams.delete('step');
  return `${url.pathname}${url.search}${url.hash}`;
}

function entryState(): Record<string, unknown> {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};
}

/** A new entry for a step the shopper moved on to with Next. */
export function pushStep(step: number): void {
  window.history.pushState({ ...entryState(), [STEP_KEY]: step, [BELOW_KEY]: true }, '', addressOf(step));
}

/** The current entry now shows `step` (the first step shown, a restore, a stop on the way). */
export function replaceStep(step: number): void {
  const below = entryState()[BELOW_KEY] === true;
  window.history.replaceState({ ...entryState(), [STEP_KEY]: step, [BELOW_KEY]: below }, '', addressOf(step));
}

/** Whether the browser's Back lands on the wizard's previous step (the entry below is ours). */
export function historyHoldsStepBelow(shown: number): boolean {
  const state = entryState();
  return state[BELOW_KEY] === true && state[STEP_KEY] === shown && stepInAddress() === shown && shown > 1;
}
