import { LENS_FLOW_DEFAULT_SIZE } from './constants';
import type { FrameType } from './lens-graph';
import type { LensFlowStep } from './lens-names';

// The lens wizard's state machine (spec §3 "Lens-flow step state", §4 "Lens flow", §8 Next
// codes). Pure: the wizard component dispatches these transitions and makes the calls; every rule
// of spec §4 is pinned by __tests__/unit/shop/lens-flow.test.ts.

/** One option of a step as the server answers it (US cents). */
export interface StepOptionView {
  id: number;
  code: string;
  name: string;
  description: string;
  price: number;
  disabled: boolean;
  reason: string | null;
  recommended: boolean;
  selected: boolean;
}

/** What a step shows (the flow response's `data`). */
export interface StepData {
  options: StepOptionView[];
  /** On the prescription step: whether ADD is asked for (multifocal) or refused. */
  prescription: { addition: 'required' | 'refused' } | null;
  /** The whole selection was checked and priced by the server (after the last step's choice). */
  ready: boolean;
  /** The lens prices of the selection so far, US cents, as the server counts them. */
  lensPrice: number;
}

/** spec §3 flow response: count, step, title, is_end, data, type, step_id. */
export interface FlowResponse {
  count: number;
  step: number;
  title: string;
  is_end: boolean;
  data: StepData;
  type: LensFlowStep;
  step_id: number;
}

/** spec §3 flowList entry: name, title, end (plus what the step shows). */
export interface FlowEntry {
  name: LensFlowStep;
  title: string;
  end: boolean;
  stepId: number;
  data: StepData;
}

/** The prescription as the wizard sends it: typed values, a saved one, or an uploaded photo. */
export type PrescriptionChoiceValue =
  | ({ source: 'typed' } & Record<string, string | number | null>)
  | { source: 'saved'; id: number }
  | { source: 'image'; upload: string };

/** spec §3 selected choice: type, value, price, item (a name, empty by default). */
export interface SelectedChoice {
  type: LensFlowStep;
  value: number | PrescriptionChoiceValue;
  price: number;
  item: string;
}

/** spec §3 lens-flow step state, plus the selected choices. */
export interface LensFlowState {
  step_id: number | null;
  /** Total steps; the server's count once a lens use is chosen (spec §9 default 3). */
  size: number;
  /** 1-based. */
  currentStep: number;
  /** The key of the step shown. */
  name: LensFlowStep | '';
  glassesType: FrameType;
  nextControl: boolean;
  flowList: FlowEntry[];
  selections: SelectedChoice[];
}

export type LensFlowEvent =
  | { type: 'loaded'; response: FlowResponse }
  | { type: 'choose'; choice: SelectedChoice }
  | { type: 'next' }
  | { type: 'refused' }
  | { type: 'back' }
  | { type: 'prescriptionReady'; ready: boolean };

export function initialLensFlow(glassesType: FrameType): LensFlowState {
  return {
    step_id: null,
    size: LENS_FLOW_DEFAULT_SIZE,
    currentStep: 1,
    name: '',
    glassesType,
    nextControl: false,
    flowList: [],
    selections: [],
  };
}

const EMPTY_DATA: StepData = { options: [], prescription: null, ready: false, lensPrice: 0 };

/** spec §4: the first flow step must be lens_use; if it is missing it is inserted at the front. */
export function withLensUseFirst(flowList: readonly FlowEntry[]): FlowEntry[] {
  if (flowList[0]?.name === 'lens_use') return [...flowList];
  return [
    { name: 'lens_use', title: 'Prescription Type', end: false, stepId: 0, data: EMPTY_DATA },
    ...flowList,
  ];
}

/** The selection of a step, if any. */
export function selectionOf(state: LensFlowState, type: string): SelectedChoice | undefined {
  return state.selections.find((choice) => choice.type === type);
}

/** The step shown: the entry at currentStep (spec §3 currentStep is 1-based). */
export function currentEntry(state: LensFlowState): FlowEntry | undefined {
  return state.flowList[state.currentStep - 1];
}

/** The choices in the order of the flow, as step_data is sent (spec §7 /api/process/next). */
export function stepData(state: LensFlowState): SelectedChoice[] {
  return state.flowList.flatMap((entry) => {
    const choice = selectionOf(state, entry.name);
    return choice ? [choice] : [];
  });
}

/** The server's default for a step that has none chosen yet (the recommended lens index, Clear …). */
function preselected(state: LensFlowState, entry: FlowEntry): SelectedChoice[] {
  if (selectionOf(state, entry.name)) return state.selections;
  const option = entry.data.options.find((candidate) => candidate.selected && !candidate.disabled);
  if (!option) return state.selections;
  return [
    ...state.selections,
    { type: entry.name, value: option.id, price: option.price, item: option.name },
  ];
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
  if (last && last.stepId === response.step_id && last.name === response.type) {
    const flowList = [...state.flowList.slice(0, -1), entry];
    return { ...state, size: response.count, flowList, currentStep: flowList.length, nextControl: true };
  }
  const flowList = withLensUseFirst([...state.flowList, entry]);
  const next: LensFlowState = {
    ...state,
    step_id: response.step_id,
    size: response.count,
    name: response.type,
    flowList,
    currentStep: flowList.length,
    // spec §4: Next is re-enabled when a new step loads, except on the prescription step
    nextControl: response.type !== 'prescription',
  };
  return { ...next, selections: preselected(next, entry) };
}

/** spec §4: choosing an option stores or replaces the selection of that type and disables Next. */
function choose(state: LensFlowState, choice: SelectedChoice): LensFlowState {
  const index = state.selections.findIndex((existing) => existing.type === choice.type);
  const selections =
    index === -1
      ? [...state.selections, choice]
      : state.selections.map((existing, at) => (at === index ? choice : existing));
  return { ...state, selections, nextControl: false };
}

/** The flow cut back to `steps` entries, with the selections of the removed steps. */
function cutTo(state: LensFlowState, steps: number): LensFlowState {
  const kept = state.flowList.slice(0, steps);
  const removed = new Set(state.flowList.slice(steps).map((entry) => entry.name));
  const shown = kept.at(-1);
  const selections = state.selections.filter((choice) => !removed.has(choice.type));
  return {
    ...state,
    flowList: kept,
    selections,
    currentStep: Math.max(1, steps),
    name: shown?.name ?? '',
    step_id: shown?.stepId ?? null,
    // The step shown again keeps its choice, so the shopper can go on with it.
    nextControl: shown ? selections.some((choice) => choice.type === shown.name) : false,
  };
}

export function lensFlowReducer(state: LensFlowState, event: LensFlowEvent): LensFlowState {
  switch (event.type) {
    case 'loaded':
      return loaded(state, event.response);
    case 'choose':
      return choose(state, event.choice);
    case 'next':
      // spec §4: Next raises currentStep by one, never beyond size
      return { ...state, currentStep: Math.min(state.size, state.currentStep + 1) };
    case 'refused':
      // spec §4, §8: a Next answered with code 0 moves the step counter back one
      return cutTo(state, Math.max(1, state.currentStep - 1));
    case 'back':
      // spec §4: Back lowers currentStep by one, never below 1, removing the last flow step and its selection
      if (state.currentStep <= 1) return state;
      return cutTo(state, Math.min(state.flowList.length - 1, state.currentStep - 1));
    case 'prescriptionReady':
      return state.name === 'prescription' ? { ...state, nextControl: event.ready } : state;
  }
}

/** spec §4 button label: "Submit Prescription" on the prescription step, "Add to Cart" on the last, else "Next". */
export function nextButtonLabel(state: Pick<LensFlowState, 'name' | 'currentStep' | 'size'>): string {
  if (state.name === 'prescription') return 'Submit Prescription';
  if (state.currentStep === state.size) return 'Add to Cart';
  return 'Next';
}

/**
 * Whether "Add to Cart" may submit: the last step is shown with its choice and Next is enabled.
 * The server checks and prices the whole selection again on submit, so the step's own check
 * (`data.ready`) is not awaited: a preselected lens type can go straight to the cart.
 */
export function readyToSubmit(state: LensFlowState): boolean {
  const entry = currentEntry(state);
  return Boolean(
    entry?.end && state.nextControl && state.currentStep === state.size && selectionOf(state, entry.name),
  );
}
