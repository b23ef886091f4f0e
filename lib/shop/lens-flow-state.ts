import { LENS_FLOW_DEFAULT_SIZE } from './constants';
import type { FrameType } from './lens-graph';
import type { LensFlowStep } from './lens-names';
import type { FlowEntry, FlowMessage, RememberedChoices, SelectedChoice, StepData } from './lens-flow-types';

// The lens wizard's state and what is read from it: the step
// shown, its selection, the choices as sent, and what Next and Add to Cart may do. The transitions
// that change it are lens-flow.ts's.

/** The lens flow's step state, plus the selected choices and what the wizard remembers. */
export interface LensFlowState {
  step_id: number | null;
  /** Total steps: the chosen lens use's path (3 before one is chosen). */
  size: number;
  /** 1-based. */
  currentStep: number;
  /** The key of the step shown. */
  name: LensFlowStep | '';
  glassesType: FrameType;
  /** Whether Next may be pressed: the step shown has a choice and no call is in flight. */
  nextControl: boolean;
  flowList: FlowEntry[];
  selections: SelectedChoice[];
  /**
   * Back removes the last step's selection but the wizard remembers
   * it, and restores it when the shopper comes forward again, if still offered and makeable.
   */
  remembered: RememberedChoices;
  /** A Next or Add to Cart call is in flight. */
  pending: boolean;
  message: FlowMessage | null;
}

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
    remembered: {},
    pending: false,
    message: null,
  };
}

const EMPTY_DATA: StepData = { options: [], prescription: null, ready: false, lensPrice: 0, notes: [] };

/** The first flow step must be lens_use; if it is missing it is inserted at the front. */
export function withLensUseFirst(flowList: readonly FlowEntry[]): FlowEntry[] {
  if (flowList[0]?.name === 'lens_use') return [...flowList];
  return [
    { name: 'lens_use', title: 'Prescription Type', end: false, stepId: 0, data: EMPTY_DATA },
    ...flowList,
  ];
}

/** The selection of a step, if any. */
export function selectionOf(
  state: Pick<LensFlowState, 'selections'>,
  type: string,
): SelectedChoice | undefined {
  return state.selections.find((choice) => choice.type === type);
}

/** The step at currentStep (currentStep is 1-based); none while a step loads or failed to. */
export function currentEntry(state: LensFlowState): FlowEntry | undefined {
  return state.flowList[state.currentStep - 1];
}

/** What the page shows: the step at currentStep, or while Next runs the step it was pressed on. */
export function shownEntry(state: LensFlowState): FlowEntry | undefined {
  return currentEntry(state) ?? (state.pending ? state.flowList.at(-1) : undefined);
}

/** The choices in the order of the flow, as step_data is sent (/api/process/next). */
export function stepData(state: LensFlowState): SelectedChoice[] {
  return state.flowList.flatMap((entry) => {
    const choice = selectionOf(state, entry.name);
    return choice ? [choice] : [];
  });
}

/** Whether Next may ask the server for the next step: the step shown has a choice, nothing runs. */
export function canGoNext(state: LensFlowState): boolean {
  return state.nextControl && currentEntry(state) !== undefined && state.currentStep < state.size;
}

/** The button's label: "Submit Prescription" on the prescription step, "Add to Cart" on the last, else "Next". */
export function nextButtonLabel(state: Pick<LensFlowState, 'name' | 'currentStep' | 'size'>): string {
  if (state.name === 'prescription') return 'Submit Prescription';
  if (state.currentStep === state.size) return 'Add to Cart';
  return 'Next';
}

/**
 * Whether "Add to Cart" may submit: the last step is shown with the shopper's choice and nothing
 * runs. The server checks and prices the whole selection again on submit.
 */
export function readyToSubmit(state: LensFlowState): boolean {
  const entry = currentEntry(state);
  return Boolean(entry?.end && state.nextControl && state.currentStep === state.size);
}
