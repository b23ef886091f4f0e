import { LENS_FLOW_DEFAULT_SIZE } from '@/lib/shop/constants';
import {
  initialLensFlow,
  lensFlowReducer,
  nextButtonLabel,
  readyToSubmit,
  stepData,
  withLensUseFirst,
  type FlowEntry,
  type FlowResponse,
  type LensFlowEvent,
  type LensFlowState,
  type SelectedChoice,
  type StepData,
  type StepOptionView,
} from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';

// spec §4 "Lens flow", rule by rule, through the wizard's state machine: the events a shopper
// causes (choose, Next, Back) and the server's answers (a step loaded, a code-0 refusal).

const STEP_IDS: Readonly<Record<LensFlowStep, number>> = {
  lens_use: 1,
  prescription: 2,
  magnification: 3,
  add_ones: 4,
  lens_index: 5,
  lens_type: 6,
};

/** The steps of a single-vision lens, as the seeded graph answers them. */
const PRESCRIPTION_PATH: LensFlowStep[] = ['lens_use', 'prescription', 'add_ones', 'lens_index', 'lens_type'];

const CHOICES: Readonly<Record<LensFlowStep, SelectedChoice>> = {
  lens_use: { type: 'lens_use', value: 10, price: 0, item: 'Single Vision' },
  prescription: {
    type: 'prescription',
    value: { source: 'image', upload: 'prescriptions/rx-1.jpg' },
    price: 0,
    item: 'Prescription photo',
  },
  magnification: { type: 'magnification', value: 20, price: 0, item: '+1.50' },
  add_ones: { type: 'add_ones', value: 31, price: 1500, item: 'Anti-Reflective' },
  lens_index: { type: 'lens_index', value: 41, price: 3900, item: '1.61 High-Index' },
  lens_type: { type: 'lens_type', value: 50, price: 0, item: 'Clear' },
};

function option(
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
    ...extra,
  };
}

function response(
  type: LensFlowStep,
  answer: { count?: number; end?: boolean; stepId?: number; data?: Partial<StepData> } = {},
): FlowResponse {
  const count = answer.count ?? PRESCRIPTION_PATH.length;
  return {
    count,
    step: 1,
    title: `Choose your ${type}`,
    is_end: answer.end ?? false,
    data: {
      options: [],
      prescription: type === 'prescription' ? { addition: 'refused' } : null,
      ready: false,
      lensPrice: 0,
      ...answer.data,
    },
    type,
    step_id: answer.stepId ?? STEP_IDS[type],
  };
}

const loaded = (type: LensFlowStep, answer: Parameters<typeof response>[1] = {}): LensFlowEvent => ({
  type: 'loaded',
  response: response(type, answer),
});
const choose = (type: LensFlowStep): LensFlowEvent => ({ type: 'choose', choice: CHOICES[type] });
const NEXT: LensFlowEvent = { type: 'next' };
const BACK: LensFlowEvent = { type: 'back' };
const REFUSED: LensFlowEvent = { type: 'refused' };

function run(state: LensFlowState, ...events: LensFlowEvent[]): LensFlowState {
  return events.reduce(lensFlowReducer, state);
}

/**
 * The wizard walked along `path` as a shopper does: each step loaded, chosen, then Next; the last
 * step loaded and not yet chosen. Before a lens use is chosen the server answers the default size,
 * then `count` (a single-vision flow's five steps unless told).
 */
function walk(path: readonly LensFlowStep[], count = PRESCRIPTION_PATH.length): LensFlowState {
  let state = initialLensFlow('eyeglasses');
  path.forEach((step, index) => {
    if (index > 0) state = run(state, choose(path[index - 1] ?? 'lens_use'), NEXT);
    state = run(state, loaded(step, { count: index === 0 ? LENS_FLOW_DEFAULT_SIZE : count }));
  });
  return state;
}

const names = (state: LensFlowState) => state.flowList.map((entry) => entry.name);
const chosenTypes = (state: LensFlowState) => state.selections.map((choice) => choice.type);

describe('spec §3 lens-flow step state: the wizard opens', () => {
  it(`at currentStep 1 of the default size ${LENS_FLOW_DEFAULT_SIZE} (spec §9), Next disabled, nothing chosen`, () => {
    expect(initialLensFlow('sunglasses')).toEqual({
      step_id: null,
      size: 3,
      currentStep: 1,
      name: '',
      glassesType: 'sunglasses',
      nextControl: false,
      flowList: [],
      selections: [],
    });
  });

  it('on the lens_use step once the server answers it', () => {
    const state = walk(['lens_use']);
    expect(state).toMatchObject({ step_id: 1, size: 3, currentStep: 1, name: 'lens_use', nextControl: true });
    expect(names(state)).toEqual(['lens_use']);
  });
});

describe('spec §4: Next raises currentStep by one, never beyond size', () => {
  it.each([
    [1, 3, 2],
    [2, 3, 3],
    [3, 3, 3],
    [1, 5, 2],
    [4, 5, 5],
    [5, 5, 5],
  ])('from step %p of %p, Next goes to step %p', (currentStep, size, expected) => {
    const state = { ...initialLensFlow('eyeglasses'), currentStep, size };
    expect(run(state, NEXT).currentStep).toBe(expected);
  });

  it('keeps the flow and the selections as they are', () => {
    const state = run(walk(['lens_use', 'prescription']), choose('prescription'));
    const next = run(state, NEXT);
    expect(next.flowList).toBe(state.flowList);
    expect(next.selections).toBe(state.selections);
  });
});

describe('spec §4: Back lowers currentStep by one, never below 1', () => {
  it.each([2, 3, 4, 5])('from step %p, Back goes to the step before it', (steps) => {
    const state = run(
      walk(PRESCRIPTION_PATH.slice(0, steps)),
      choose(PRESCRIPTION_PATH[steps - 1] ?? 'lens_use'),
    );
    const back = run(state, BACK);
    expect(back.currentStep).toBe(steps - 1);
    expect(back.name).toBe(PRESCRIPTION_PATH[steps - 2]);
    expect(back.step_id).toBe(STEP_IDS[PRESCRIPTION_PATH[steps - 2] ?? 'lens_use']);
  });

  it('on step 1 Back changes nothing', () => {
    const state = run(walk(['lens_use']), choose('lens_use'));
    const back = run(state, BACK);
    expect(back).toEqual(state);
    expect(back.currentStep).toBe(1);
  });

  it('Back from step 3 to step 1 takes two presses, and a third stays on step 1', () => {
    const state = run(walk(['lens_use', 'prescription', 'add_ones']), choose('add_ones'));
    expect(
      [1, 2, 3].map((presses) => run(state, ...Array<LensFlowEvent>(presses).fill(BACK)).currentStep),
    ).toEqual([2, 1, 1]);
  });
});

describe('spec §4: on Back the last flow step is removed, and its selection with it', () => {
  it.each([2, 3, 4, 5])('Back from step %p removes that step and its choice only', (steps) => {
    const path = PRESCRIPTION_PATH.slice(0, steps);
    const state = run(walk(path), choose(path[steps - 1] ?? 'lens_use'));
    expect(chosenTypes(state)).toEqual(path);

    const back = run(state, BACK);
    expect(names(back)).toEqual(path.slice(0, -1));
    expect(chosenTypes(back)).toEqual(path.slice(0, -1));
  });

  it('the step shown again keeps its choice, so the shopper can go on with it', () => {
    const back = run(walk(['lens_use', 'prescription', 'add_ones']), choose('add_ones'), BACK);
    expect(back.selections).toContainEqual(CHOICES.prescription);
    expect(back.nextControl).toBe(true);
  });

  it('choosing again after Back and going on loads the step afresh', () => {
    const state = run(walk(['lens_use', 'prescription', 'add_ones']), choose('add_ones'), BACK);
    const again = run(state, choose('prescription'), NEXT, loaded('add_ones'));
    expect(names(again)).toEqual(['lens_use', 'prescription', 'add_ones']);
    expect(again.currentStep).toBe(3);
    expect(chosenTypes(again)).toEqual(['lens_use', 'prescription']);
  });
});

describe('spec §4: choosing an option stores or replaces the selection of that type and disables Next', () => {
  const progressive: SelectedChoice = { type: 'lens_use', value: 11, price: 8900, item: 'Progressive' };
  const premium: SelectedChoice = {
    type: 'add_ones',
    value: 32,
    price: 2900,
    item: 'Premium Anti-Reflective',
  };
  const start = walk(['lens_use']);
  const withCoating = run(walk(['lens_use', 'add_ones'], 3), choose('add_ones'));

  it.each<[string, LensFlowState, SelectedChoice, SelectedChoice[]]>([
    ['a first choice is stored', start, CHOICES.lens_use, [CHOICES.lens_use]],
    ['a choice of the same type replaces it', run(start, choose('lens_use')), progressive, [progressive]],
    [
      'a choice of another type is added after the others',
      run(walk(['lens_use', 'add_ones'], 3)),
      CHOICES.add_ones,
      [CHOICES.lens_use, CHOICES.add_ones],
    ],
    ['replacing keeps the other choices and their order', withCoating, premium, [CHOICES.lens_use, premium]],
    ['replacing the first keeps the later ones', withCoating, progressive, [progressive, CHOICES.add_ones]],
  ])('%s', (_, state, choice, expected) => {
    const chosen = run(state, { type: 'choose', choice });
    expect(chosen.selections).toEqual(expected);
    expect(chosen.nextControl).toBe(false);
  });

  it('choosing does not move the step counter or change the flow', () => {
    const state = walk(['lens_use', 'prescription', 'add_ones']);
    const chosen = run(state, choose('add_ones'));
    expect(chosen.currentStep).toBe(state.currentStep);
    expect(chosen.flowList).toBe(state.flowList);
  });
});

describe('spec §4: Next is re-enabled when a new step loads, except on the prescription step', () => {
  it.each<[LensFlowStep, boolean]>([
    ['magnification', true],
    ['add_ones', true],
    ['lens_index', true],
    ['lens_type', true],
    ['prescription', false],
  ])('after a choice disabled it, loading %p leaves Next enabled: %p', (type, enabled) => {
    const chosen = run(walk(['lens_use']), choose('lens_use'));
    expect(chosen.nextControl).toBe(false);
    expect(run(chosen, NEXT, loaded(type)).nextControl).toBe(enabled);
  });

  it('the lens_use step enables Next when it loads', () => {
    expect(run(initialLensFlow('eyeglasses'), loaded('lens_use', { count: 3 })).nextControl).toBe(true);
  });

  it.each<[string, LensFlowStep, boolean, boolean]>([
    ['the prescription form turns valid on the prescription step', 'prescription', true, true],
    ['the prescription form turns invalid on the prescription step', 'prescription', false, false],
    ['a form message on another step is ignored (Next stays enabled)', 'add_ones', false, true],
  ])("'prescriptionReady': %s", (_, type, ready, enabled) => {
    const state = run(walk(['lens_use']), choose('lens_use'), NEXT, loaded(type));
    const answered = run(state, { type: 'prescriptionReady', ready });
    expect(answered.nextControl).toBe(enabled);
  });

  it('on the prescription step Next stays disabled until the prescription is ready, even after a choice', () => {
    const state = run(walk(['lens_use', 'prescription']), choose('prescription'));
    expect(state.nextControl).toBe(false);
    expect(run(state, { type: 'prescriptionReady', ready: true }).nextControl).toBe(true);
  });
});

describe('spec §4: the first flow step must be lens_use; if it is missing it is inserted at the front', () => {
  const entry = (name: LensFlowStep): FlowEntry => ({
    name,
    title: name,
    end: false,
    stepId: STEP_IDS[name],
    data: { options: [], prescription: null, ready: false, lensPrice: 0 },
  });

  it.each<[string, LensFlowStep[], LensFlowStep[]]>([
    ['an empty flow gets lens_use', [], ['lens_use']],
    ['a flow starting with prescription', ['prescription'], ['lens_use', 'prescription']],
    ['a flow starting with add_ones', ['add_ones', 'lens_type'], ['lens_use', 'add_ones', 'lens_type']],
    [
      'a flow with lens_use second still gets one at the front',
      ['add_ones', 'lens_use'],
      ['lens_use', 'add_ones', 'lens_use'],
    ],
    ['a flow starting with lens_use is kept', ['lens_use', 'prescription'], ['lens_use', 'prescription']],
  ])('withLensUseFirst: %s', (_, given, expected) => {
    const flow = withLensUseFirst(given.map(entry));
    expect(flow.map((step) => step.name)).toEqual(expected);
  });

  it('the inserted lens_use step is titled "Prescription Type" (spec §3) and is not the end', () => {
    const [first] = withLensUseFirst([entry('add_ones')]);
    expect(first).toMatchObject({ name: 'lens_use', title: 'Prescription Type', end: false });
  });

  it('withLensUseFirst answers a new list and leaves the one given alone', () => {
    const given = [entry('lens_use')];
    const flow = withLensUseFirst(given);
    expect(flow).not.toBe(given);
    expect(flow).toEqual(given);
  });

  it.each<LensFlowStep>(['prescription', 'add_ones', 'lens_type'])(
    "a first 'loaded' step %p lands on step 2, after an inserted lens_use",
    (type) => {
      const state = run(initialLensFlow('eyeglasses'), loaded(type, { count: 4 }));
      expect(names(state)).toEqual(['lens_use', type]);
      expect(state.currentStep).toBe(2);
      expect(state.name).toBe(type);
      expect(nextButtonLabel(state)).toBe(type === 'prescription' ? 'Submit Prescription' : 'Next');
    },
  );
});

describe('spec §4, §8: if a Next call returns code 0, the step counter moves back one', () => {
  it.each([1, 2, 3, 4])('refused after Next from step %p goes back to that step', (steps) => {
    const path = PRESCRIPTION_PATH.slice(0, steps);
    const chosen = run(walk(path), choose(path[steps - 1] ?? 'lens_use'));
    const pending = run(chosen, NEXT);
    expect(pending.currentStep).toBe(steps + 1);

    const refused = run(pending, REFUSED);
    expect(refused.currentStep).toBe(steps);
    expect(names(refused)).toEqual(path);
    // The shopper's choice on that step stays, so Next can be pressed again.
    expect(refused.selections).toEqual(chosen.selections);
    expect(refused.nextControl).toBe(true);
  });

  it('a refusal on step 1 stays on step 1', () => {
    const state = run(walk(['lens_use']), choose('lens_use'), REFUSED);
    expect(state.currentStep).toBe(1);
    expect(names(state)).toEqual(['lens_use']);
  });
});

describe('spec §4: the Next button label', () => {
  it.each<[LensFlowStep | '', number, number, string]>([
    ['prescription', 2, 5, 'Submit Prescription'],
    ['prescription', 2, 2, 'Submit Prescription'],
    ['lens_type', 5, 5, 'Add to Cart'],
    ['add_ones', 3, 3, 'Add to Cart'],
    ['magnification', 2, 2, 'Add to Cart'],
    ['lens_use', 1, 3, 'Next'],
    ['add_ones', 3, 5, 'Next'],
    ['lens_index', 4, 5, 'Next'],
    ['', 1, 3, 'Next'],
  ])('on %p at step %p of %p the label is %p', (name, currentStep, size, label) => {
    expect(nextButtonLabel({ name, currentStep, size })).toBe(label);
  });

  it('reads "Next", "Submit Prescription", "Next", "Next", "Add to Cart" along a single-vision flow', () => {
    const labels = PRESCRIPTION_PATH.map((_, index) =>
      nextButtonLabel(walk(PRESCRIPTION_PATH.slice(0, index + 1), 5)),
    );
    expect(labels).toEqual(['Next', 'Submit Prescription', 'Next', 'Next', 'Add to Cart']);
  });
});

describe("a step's preselected option (the server's default) is stored when the step loads", () => {
  const indexes = (selected: Partial<StepOptionView>) => [
    option(40, '1.50 Standard', 0, { disabled: true, reason: 'Too weak for your prescription.' }),
    option(41, '1.61 High-Index', 3900, { recommended: true, ...selected }),
    option(42, '1.74 Ultra-Thin', 10900),
  ];
  const atIndex = walk(['lens_use', 'prescription', 'add_ones']);

  it.each<[string, StepOptionView[], SelectedChoice[]]>([
    [
      'a selected option is stored as the choice of its step',
      indexes({ selected: true }),
      [{ type: 'lens_index', value: 41, price: 3900, item: '1.61 High-Index' }],
    ],
    ['nothing is stored when no option is selected', indexes({}), []],
    [
      'nothing is stored when the selected option is disabled',
      indexes({ selected: true, disabled: true }),
      [],
    ],
  ])('%s', (_, options, stored) => {
    const state = run(atIndex, choose('add_ones'), NEXT, loaded('lens_index', { data: { options } }));
    expect(state.selections).toEqual([CHOICES.lens_use, CHOICES.prescription, CHOICES.add_ones, ...stored]);
    expect(stepData(state).map((choice) => choice.type)).toEqual(chosenTypes(state));
  });

  it('a choice already made for that step is not overwritten', () => {
    const state = run(
      atIndex,
      choose('add_ones'),
      choose('lens_index'),
      NEXT,
      loaded('lens_index', { data: { options: [option(40, '1.50 Standard', 0, { selected: true })] } }),
    );
    expect(state.selections.filter((choice) => choice.type === 'lens_index')).toEqual([CHOICES.lens_index]);
  });
});

describe('the "ready" answer: the last step repeated, checked and priced', () => {
  const lastChosen = run(walk(PRESCRIPTION_PATH), choose('lens_type'), NEXT);
  const ready = run(
    lastChosen,
    loaded('lens_type', {
      end: true,
      data: { ready: true, lensPrice: 5400, options: [option(50, 'Clear', 0, { selected: true })] },
    }),
  );

  it('does not append a flow entry', () => {
    expect(names(ready)).toEqual(PRESCRIPTION_PATH);
    expect(ready.currentStep).toBe(5);
    expect(ready.size).toBe(5);
  });

  it('replaces the last entry with the checked one', () => {
    expect(ready.flowList.at(-1)).toMatchObject({
      name: 'lens_type',
      end: true,
      data: { ready: true, lensPrice: 5400 },
    });
  });

  it('enables Next (Add to Cart) again and keeps the selections', () => {
    expect(lastChosen.nextControl).toBe(false);
    expect(ready.nextControl).toBe(true);
    expect(ready.selections).toEqual(lastChosen.selections);
    expect(nextButtonLabel(ready)).toBe('Add to Cart');
    expect(readyToSubmit(ready)).toBe(true);
  });

  it('a step of the same type with another step_id is a new step, appended', () => {
    const state = run(lastChosen, loaded('lens_type', { stepId: 99 }));
    expect(state.flowList).toHaveLength(6);
  });
});

describe('stepData: the choices in the order of the flow (spec §7 step_data)', () => {
  it('follows the flow, not the order of choosing', () => {
    const state = run(
      walk(['lens_use', 'prescription', 'add_ones']),
      choose('add_ones'),
      choose('lens_use'),
      choose('prescription'),
    );
    expect(stepData(state)).toEqual([CHOICES.lens_use, CHOICES.prescription, CHOICES.add_ones]);
  });

  it('leaves out steps without a choice and choices of steps not in the flow', () => {
    const state = run(walk(['lens_use', 'prescription', 'add_ones']), choose('lens_type'));
    expect(stepData(state)).toEqual([CHOICES.lens_use, CHOICES.prescription]);
  });

  it('is empty before anything is chosen', () => {
    expect(stepData(walk(['lens_use']))).toEqual([]);
  });
});

describe('readyToSubmit: "Add to Cart" may submit only a checked and priced selection', () => {
  const ready = run(
    walk(PRESCRIPTION_PATH),
    choose('lens_type'),
    NEXT,
    loaded('lens_type', { end: true, data: { ready: true } }),
  );
  const lastEntry = (state: LensFlowState, change: Partial<FlowEntry>): LensFlowState => ({
    ...state,
    flowList: state.flowList.map((entry, index) =>
      index === state.flowList.length - 1 ? { ...entry, ...change } : entry,
    ),
  });

  it.each<[string, boolean, (state: LensFlowState) => LensFlowState]>([
    ['the checked last step, chosen, with Next enabled', true, (state) => state],
    ['the step is not the end', false, (state) => lastEntry(state, { end: false })],
    [
      'the shopper changed the choice since (Next disabled)',
      false,
      (state) => run(state, choose('lens_type')),
    ],
    ['the counter is not on the last step', false, (state) => ({ ...state, size: 6 })],
    [
      'the last step has no choice',
      false,
      (state) => ({ ...state, selections: state.selections.filter((choice) => choice.type !== 'lens_type') }),
    ],
  ])('%s: %p', (_, expected, change) => {
    expect(readyToSubmit(change(ready))).toBe(expected);
  });

  it('a last step that loads with its option preselected may go straight to the cart', () => {
    const state = run(
      walk(PRESCRIPTION_PATH.slice(0, 4)),
      choose('lens_index'),
      NEXT,
      loaded('lens_type', { end: true, data: { options: [option(50, 'Clear', 0, { selected: true })] } }),
    );
    expect(state.selections.at(-1)).toEqual(CHOICES.lens_type);
    expect(readyToSubmit(state)).toBe(true);
  });

  it('is false before the ready answer arrives', () => {
    expect(readyToSubmit(run(walk(PRESCRIPTION_PATH), choose('lens_type')))).toBe(false);
  });
});
