import type { LensFlowStep } from './lens-names';
import type { PD_FIELDS } from './prescription-record';

// The lens flow's data as docs/product.md#lens-flow names it (flow response, flowList entry,
// selected choice) and what the wizard adds (remembered choices, the message of a step). Used by
// the state machine (lens-flow.ts), the summary and the progress.

/** One option of a step as the server answers it (US cents). */
export interface StepOptionView {
  id: number;
  code: string;
  name: string;
  description: string;
  price: number;
  disabled: boolean;
  reason: string | null;
  /** Marked "Recommended"; the step opens with it chosen (lib/shop/lens-preselect.ts). */
  recommended: boolean;
  selected: boolean;
  /** lens_use options: the steps that lens use leads through, lens_use first. */
  steps: { key: LensFlowStep; title: string }[] | null;
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
  /** What the lens rules say on this step, in the wizard's words (docs/product.md#lens-rules). */
  notes: string[];
}

/** The flow response: count, step, title, is_end, data, type, step_id. */
export interface FlowResponse {
  count: number;
  step: number;
  title: string;
  is_end: boolean;
  data: StepData;
  type: LensFlowStep;
  step_id: number;
}

/** A flowList entry: name, title, end (plus what the step shows). */
export interface FlowEntry {
  name: LensFlowStep;
  title: string;
  end: boolean;
  stepId: number;
  data: StepData;
}

/** The prescription as the wizard sends it: typed values, a saved one, or an uploaded photo. */
export type PrescriptionChoiceValue =
  // a typed prescription's values and details; `confirmExpired: true` for an expired one the
  // shopper confirms (docs/product.md#prescription-details)
  | ({ source: 'typed' } & Record<string, string | number | boolean | null>)
  | { source: 'saved'; id: number; confirmExpired?: boolean }
  | ({ source: 'image'; upload: string; pdOnPhoto?: boolean } & PhotoPd)
  // sent after ordering (docs/product.md#prescription-later)
  | { source: 'later' };

/** The PD typed beside a photo of the prescription (absent when it is on the photo). */
export type PhotoPd = Partial<Record<(typeof PD_FIELDS)[number], string | number | null>>;

/** A selected choice: type, value, price, item (a name, empty by default). */
export interface SelectedChoice {
  type: LensFlowStep;
  value: number | PrescriptionChoiceValue;
  price: number;
  item: string;
}

/** What the shopper chose on each step, kept outside the selected choices. */
export type RememberedChoices = Partial<Record<LensFlowStep, SelectedChoice>>;

/**
 * The envelope's message about the step shown: a Next refused with code 0 (the counter stepped
 * back), a Next answered with another code (the counter stays; the shopper may retry), or
 * an Add to Cart that did not add.
 */
export interface FlowMessage {
  kind: 'refused' | 'failed' | 'notAdded';
  text: string;
}
