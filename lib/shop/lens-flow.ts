import type { LensFlowStep } from './lens-names';
import { preselectedChoice } from './lens-preselect';
import type { FlowEntry, FlowResponse, RememberedChoices, SelectedChoice } from './lens-flow-types';
import {
  canGoNext,
  currentEntry,
  readyToSubmit,
  selectionOf,
  withLensUseFirst,
  type LensFlowState,
} from './lens-flow-state';

// The lens wizard's state machine (docs/product.md#lens-flow: the step state, the steps, Next's
// codes): its transitions; the state and what is read from it are lens-flow-state.ts's. Pure: the
// wizard dispatches these transitions and makes the calls; every rule is pinned by
// __tests__/unit/shop/lens-flow.test.ts.
//
// Why choosing never moves on: options that advanced by themselves next to a Next button let a
// shopper skip the lens-thickness step. In the original flow choosing an option fires the Next call
// at once, so "choosing disables Next" and "Next is re-enabled when a new step loads" describe the
// button while that call runs. Here choosing stores (or replaces) the step's selection and does
// nothing else; Next alone asks the server. So `nextControl` is true exactly when the step shown
// has a choice and no call is in flight: a step can never be passed without a choice, and the
// prescription step (whose choice is a sendable prescription) still opens with Next disabled. A
// step opens with what the shopper chose there before, else with its included or recommended option
// (lib/shop/lens-preselect.ts, docs/product.md#lens-preselect), so Next is enabled when such a step
// loads; the lens use, the prescription and a reading strength are always the shopper's own.

export type {
  StepOptionView,
  StepData,
  FlowResponse,
  FlowEntry,
  PrescriptionChoiceValue,
  SelectedChoice,
  RememberedChoices,
} from './lens-flow-types';
export {
  canGoNext,
  currentEntry,
  initialLensFlow,
  nextButtonLabel,
  readyToSubmit,
  selectionOf,
  shownEntry,
  stepData,
  withLensUseFirst,
  type LensFlowState,
} from './lens-flow-state';

export type LensFlowEvent =
  | { type: 'loaded'; response: FlowResponse }
  | { type: 'choose'; choice: SelectedChoice }
  | { type: 'clear'; step: LensFlowStep }
  | { type: 'recall'; remembered: RememberedChoices }
  | { type: 'next' }
  | { type: 'retry' }
  | { type: 'refused'; message: string }
  | { type: 'failed'; message: string }
  | { type: 'back' }
  | { type: 'submit' }
  | { type: 'submitFailed'; message: string };

/** The number of steps of the chosen lens use, once one is chosen (its option names its path). */
function lensUseSize(flowList: readonly FlowEntry[], selections: readonly SelectedChoice[]): number | null {
  const chosen = selections.find((choice) => choice.type === 'lens_use');
  const option = flowList[0]?.data.options.find((candidate) => candidate.id === chosen?.value);
  return option?.steps ? option.steps.length : null;
}

/** Recomputes what follows from the flow and the selections: the step shown, its key, Next. */
function settled(state: LensFlowState): LensFlowState {
  const entry = currentEntry(state);
  return {
    ...state,
    name: entry?.name ?? state.name,
    step_id: entry?.stepId ?? state.step_id,
    nextControl: !state.pending && Boolean(entry && selectionOf(state, entry.name)),
  };
}

/**
 * The shopper's remembered choice for a step that opens without one, if it is still offered and
 * makeable, at the price the step shows now. A remembered prescription goes back as it was: the
 * prescription form and the server check it again.
 */
export function rememberedChoiceFor(entry: FlowEntry, remembered: RememberedChoices): SelectedChoice | null {
  const choice = remembered[entry.name];
  if (!choice) return null;
  if (entry.name === 'prescription') return typeof choice.value === 'object' ? choice : null;
  const option = entry.data.options.find((candidate) => candidate.id === choice.value);
  if (!option || option.disabled) return null;
  return { type: entry.name, value: option.id, price: option.price, item: option.name };
}

/** A step's selection as it opens: the shopper's remembered choice, else the step's preselected one. */
function withRestored(state: LensFlowState, entry: FlowEntry): SelectedChoice[] {
  if (selectionOf(state, entry.name)) return state.selections;
  const restored = rememberedChoiceFor(entry, state.remembered) ?? preselectedChoice(entry);
  return restored ? [...state.selections, restored] : state.selections;
}

function loaded(state: LensFlowState, response: FlowResponse): LensFlowState {
  const entry: FlowEntry = {
    name: response.type,
    title: response.title,
    end: response.is_end,
    stepId: response.step_id,
    data: response.data,
  };
  const last = state.flowList.at(-1);
  // The answer to the last step's choice repeats that step, checked and priced: nothing to add.
  const repeated = last !== undefined && last.stepId === response.step_id && last.name === response.type;
  const flowList = repeated
    ? [...state.flowList.slice(0, -1), entry]
    : withLensUseFirst([...state.flowList, entry]);
  const next: LensFlowState = {
    ...state,
    size: response.count,
    flowList,
    currentStep: flowList.length,
    pending: false,
    message: null,
  };
  return settled({ ...next, selections: withRestored(next, entry) });
}

/** Choosing stores or replaces the shown step's selection and nothing else (it never moves on). */
function choose(state: LensFlowState, choice: SelectedChoice): LensFlowState {
  const entry = currentEntry(state);
  if (state.pending || !entry || entry.name !== choice.type) return state;
  const index = state.selections.findIndex((existing) => existing.type === choice.type);
  const selections =
    index === -1
      ? [...state.selections, choice]
      : state.selections.map((existing, at) => (at === index ? choice : existing));
  const size =
    choice.type === 'lens_use' ? (lensUseSize(state.flowList, selections) ?? state.size) : state.size;
  return settled({
    ...state,
    size,
    selections,
    remembered: { ...state.remembered, [choice.type]: choice },
    message: null,
  });
}

/** The shown step's choice is withdrawn (the prescription form can no longer be sent). */
function clear(state: LensFlowState, step: LensFlowStep): LensFlowState {
  if (state.pending || currentEntry(state)?.name !== step || !selectionOf(state, step)) return state;
  return settled({ ...state, selections: state.selections.filter((choice) => choice.type !== step) });
}

/** The flow cut back to `steps` entries, with the selections of the removed steps. */
function cutTo(state: LensFlowState, steps: number): LensFlowState {
  const kept = state.flowList.slice(0, steps);
  const removed = new Set(state.flowList.slice(steps).map((entry) => entry.name));
  return settled({
    ...state,
    flowList: kept,
    selections: state.selections.filter((choice) => !removed.has(choice.type)),
    currentStep: Math.max(1, steps),
    pending: false,
  });
}

export function lensFlowReducer(state: LensFlowState, event: LensFlowEvent): LensFlowState {
  switch (event.type) {
    case 'loaded':
      return loaded(state, event.response);
    case 'choose':
      return choose(state, event.choice);
    case 'clear':
      return clear(state, event.step);
    case 'recall': {
      const remembered = { ...event.remembered, ...state.remembered };
      const entry = currentEntry(state);
      const next = { ...state, remembered };
      return entry ? settled({ ...next, selections: withRestored(next, entry) }) : next;
    }
    case 'next':
      // Next raises currentStep by one, never beyond size; never from a step without a choice
      if (!canGoNext(state)) return state;
      return {
        ...state,
        currentStep: Math.min(state.size, state.currentStep + 1),
        pending: true,
        nextControl: false,
        message: null,
      };
    case 'retry':
      // the same Next again after another code: the counter was raised once already
      if (state.pending || state.message?.kind !== 'failed' || currentEntry(state)) return state;
      return { ...state, pending: true, message: null };
    case 'refused':
      // a Next answered with code 0 moves the step counter back one
      return {
        ...cutTo(state, Math.max(1, state.currentStep - 1)),
        message: { kind: 'refused', text: event.message },
      };
    case 'failed':
      // other codes: the message is shown and the counter stays where Next put it
      return {
        ...state,
        pending: false,
        nextControl: false,
        message: { kind: 'failed', text: event.message },
      };
    case 'back':
      // Back lowers currentStep by one, never below 1, removing the last flow step and its
      // selection
      if (state.pending || state.currentStep <= 1) return state;
      return { ...cutTo(state, state.currentStep - 1), message: null };
    case 'submit':
      if (!readyToSubmit(state)) return state;
      return { ...state, pending: true, nextControl: false, message: null };
    case 'submitFailed':
      return settled({ ...state, pending: false, message: { kind: 'notAdded', text: event.message } });
  }
}
