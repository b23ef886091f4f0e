import { LENS_FLOW_DEFAULT_SIZE } from '@/lib/shop/constants';
import {
  initialLensFlow,
  lensFlowReducer,
  type FlowResponse,
  type LensFlowEvent,
  type LensFlowState,
  type SelectedChoice,
  type StepData,
  type StepOptionView,
} from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';

// The wizard's state machine driven as a shopper and the server drive it, for the table-driven
// tests of lib/shop/lens-flow.ts and lib/shop/lens-progress.ts.

export const STEP_IDS: Readonly<Record<LensFlowStep, number>> = {
  lens_use: 1,
  prescription: 2,
  magnification: 3,
  add_ones: 4,
  lens_index: 5,
  lens_type: 6,
};

/** The steps of a single-vision lens, as the seeded graph answers them. */
export const PRESCRIPTION_PATH: LensFlowStep[] = [
  'lens_use',
  'prescription',
  'add_ones',
  'lens_index',
  'lens_type',
];
export const READING_PATH: LensFlowStep[] = ['lens_use', 'magnification', 'add_ones', 'lens_type'];

export function option(
  id: number,
  name: string,
  price: number,
  extra: Partial<StepOptionView> = {},
): StepOptionView {
  return {
    id,
    code: name.toLowerCase(),
    name,
    description: '',
    price,
    disabled: false,
    reason: null,
    recommended: false,
    selected: false,
    steps: null,
    ...extra,
  };
}

const named = (path: LensFlowStep[]) => path.map((key) => ({ key, title: `Title of ${key}` }));

/** Each step's options as the server answers them; the lens uses name their paths. */
export const OPTIONS: Readonly<Record<LensFlowStep, StepOptionView[]>> = {
  lens_use: [
    option(10, 'Single Vision', 0, { steps: named(PRESCRIPTION_PATH) }),
    option(12, 'Reading', 0, { steps: named(READING_PATH) }),
  ],
  prescription: [],
  magnification: [option(20, '+1.50', 0), option(21, '+1.75', 0)],
  add_ones: [option(30, 'Standard', 0, { recommended: true }), option(31, 'Anti-Reflective', 1500)],
  lens_index: [option(40, '1.50 Standard', 0, { recommended: true }), option(41, '1.61 High-Index', 3900)],
  lens_type: [option(50, 'Clear', 0, { recommended: true }), option(51, 'Blue-Light', 1900)],
};

export const CHOICES: Readonly<Record<LensFlowStep, SelectedChoice>> = {
  lens_use: { type: 'lens_use', value: 10, price: 0, item: 'Single Vision' },
  prescription: {
    type: 'prescription',
    value: { source: 'image', upload: 'a'.repeat(32) },
    price: 0,
    item: 'Photo of your prescription',
  },
  magnification: { type: 'magnification', value: 21, price: 0, item: '+1.75' },
  add_ones: { type: 'add_ones', value: 31, price: 1500, item: 'Anti-Reflective' },
  lens_index: { type: 'lens_index', value: 41, price: 3900, item: '1.61 High-Index' },
  lens_type: { type: 'lens_type', value: 51, price: 1900, item: 'Blue-Light' },
};

export function response(
  type: LensFlowStep,
  answer: { count?: number; end?: boolean; stepId?: number; data?: Partial<StepData> } = {},
): FlowResponse {
  const count = answer.count ?? PRESCRIPTION_PATH.length;
  return {
    count,
    step: 1,
    title: `Title of ${type}`,
    is_end: answer.end ?? false,
    data: {
      options: OPTIONS[type],
      prescription: type === 'prescription' ? { addition: 'refused' } : null,
      ready: false,
      lensPrice: 0,
      notes: [],
      ...answer.data,
    },
    type,
    step_id: answer.stepId ?? STEP_IDS[type],
  };
}

export const loaded = (type: LensFlowStep, answer: Parameters<typeof response>[1] = {}): LensFlowEvent => ({
  type: 'loaded',
  response: response(type, answer),
});
export const choose = (type: LensFlowStep): LensFlowEvent => ({ type: 'choose', choice: CHOICES[type] });
export const NEXT: LensFlowEvent = { type: 'next' };
export const BACK: LensFlowEvent = { type: 'back' };
export const refused = (message = 'Please choose again.'): LensFlowEvent => ({ type: 'refused', message });
export const failed = (message = 'Too many attempts.'): LensFlowEvent => ({ type: 'failed', message });

export function run(state: LensFlowState, ...events: LensFlowEvent[]): LensFlowState {
  return events.reduce(lensFlowReducer, state);
}

/** Options of a step with nothing included or recommended: the step opens with nothing chosen. */
export const paidOnly = (step: LensFlowStep): StepOptionView[] =>
  OPTIONS[step].filter((candidate) => candidate.price > 0);

/**
 * The wizard walked along `path` as a shopper does: each step loaded, chosen, then Next; the last
 * step loaded and not chosen by the shopper (it opens with its included or recommended option,
 * unless `lastOptions` offers none). The first answer has the default size (3 steps), later ones
 * the path's length.
 */
export function walk(
  path: readonly LensFlowStep[] = PRESCRIPTION_PATH,
  lastOptions?: StepOptionView[],
): LensFlowState {
  let state = run(initialLensFlow('eyeglasses'), loaded('lens_use', { count: LENS_FLOW_DEFAULT_SIZE }));
  const full = path.includes('magnification') ? READING_PATH : PRESCRIPTION_PATH;
  path.slice(1).forEach((step, index) => {
    const before = path[index] ?? 'lens_use';
    const choice = before === 'lens_use' && full === READING_PATH ? readingUse : CHOICES[before];
    const last = index === path.length - 2;
    const answer = {
      count: full.length,
      end: step === full.at(-1),
      ...(last && lastOptions ? { data: { options: lastOptions } } : {}),
    };
    state = run(state, { type: 'choose', choice }, NEXT, loaded(step, answer));
  });
  return state;
}

export const readingUse: SelectedChoice = { type: 'lens_use', value: 12, price: 0, item: 'Reading' };

export const names = (state: LensFlowState) => state.flowList.map((entry) => entry.name);
export const chosenTypes = (state: LensFlowState) => state.selections.map((choice) => choice.type);
