import { LENS_FLOW_DEFAULT_SIZE } from '@/lib/shop/constants';
import {
  canGoNext,
  currentEntry,
  initialLensFlow,
  nextButtonLabel,
  readyToSubmit,
  rememberedChoiceFor,
  shownEntry,
  stepData,
  withLensUseFirst,
  type FlowEntry,
  type LensFlowEvent,
  type LensFlowState,
  type SelectedChoice,
  type StepOptionView,
} from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import {
  BACK,
  CHOICES,
  NEXT,
  OPTIONS,
  PRESCRIPTION_PATH,
  READING_PATH,
  STEP_IDS,
  choose,
  chosenTypes,
  failed,
  loaded,
  names,
  option,
  paidOnly,
  readingUse,
  refused,
  run,
  walk,
} from './lens-flow-fixtures';

// docs/product.md#lens-flow and docs/product.md#errors (lens flow Next), rule by rule, through the
// wizard's state machine, with the wizard's decisions: choosing stores the selection and nothing
// else, Next alone moves on and never skips a step, Back keeps what was chosen in memory; a step
// opens with its included or recommended option chosen, except the lens use, the prescription and
// the reading strength.

/** The walk to `steps` steps with the last one chosen. */
const chosenAt = (steps: number, path: LensFlowStep[] = PRESCRIPTION_PATH) =>
  run(walk(path.slice(0, steps)), choose(path[steps - 1] ?? 'lens_use'));

describe('lens-flow step state (docs/product.md#lens-flow): the wizard opens', () => {
  it(`at currentStep 1 of the default size ${LENS_FLOW_DEFAULT_SIZE} (docs/product.md#constants), Next disabled, nothing chosen`, () => {
    expect(initialLensFlow('sunglasses')).toEqual({
      step_id: null,
      size: 3,
      currentStep: 1,
      name: '',
      glassesType: 'sunglasses',
      nextControl: false,
      flowList: [],
      selections: [],
      remembered: {},
      pending: false,
      message: null,
    });
  });

  it('on the lens_use step once the server answers it, with Next disabled until a lens use is chosen', () => {
    const state = walk(['lens_use']);
    expect(state).toMatchObject({
      step_id: 1,
      size: 3,
      currentStep: 1,
      name: 'lens_use',
      nextControl: false,
    });
    expect(names(state)).toEqual(['lens_use']);
  });
});

describe('docs/product.md#lens-flow: Next raises currentStep by one, never beyond size', () => {
  it.each([1, 2, 3, 4])('from step %p of 5 with a choice, Next goes to the next step', (steps) => {
    const next = run(chosenAt(steps), NEXT);
    expect(next.currentStep).toBe(steps + 1);
    expect(next.pending).toBe(true);
    expect(next.nextControl).toBe(false);
  });

  it('on the last step (size 5) Next stays on step 5: that button adds to the cart', () => {
    const last = chosenAt(5);
    expect(last.size).toBe(5);
    expect(run(last, NEXT).currentStep).toBe(5);
  });

  it('keeps the flow and the selections as they are', () => {
    const state = chosenAt(3);
    const next = run(state, NEXT);
    expect(next.flowList).toBe(state.flowList);
    expect(next.selections).toBe(state.selections);
  });

  it('while Next runs, the step it was pressed on stays shown', () => {
    const pending = run(chosenAt(3), NEXT);
    expect(currentEntry(pending)).toBeUndefined();
    expect(shownEntry(pending)?.name).toBe('add_ones');
  });
});

describe('Next cannot skip a step', () => {
  it.each<[string, LensFlowState]>([
    ['lens_use without a lens use', walk(['lens_use'])],
    ['the prescription step without a prescription', walk(PRESCRIPTION_PATH.slice(0, 2))],
    ['the coatings step without a coating', walk(PRESCRIPTION_PATH.slice(0, 3), paidOnly('add_ones'))],
    ['the thickness step without an index', walk(PRESCRIPTION_PATH.slice(0, 4), paidOnly('lens_index'))],
    ['the reading step without a strength', walk(READING_PATH.slice(0, 2))],
    ['a step while Next already runs', run(chosenAt(3), NEXT)],
  ])('Next does nothing on %s', (_, state) => {
    expect(canGoNext(state)).toBe(false);
    expect(run(state, NEXT)).toBe(state);
  });

  it('a thickness step with nothing included or recommended is never passed without a choice', () => {
    const atIndex = walk(PRESCRIPTION_PATH.slice(0, 4), paidOnly('lens_index'));
    expect(chosenTypes(atIndex)).toEqual(['lens_use', 'prescription', 'add_ones']);
    expect(run(atIndex, NEXT, NEXT, NEXT)).toBe(atIndex);
    expect(stepData(atIndex).map((choice) => choice.type)).not.toContain('lens_index');

    const chosen = run(atIndex, choose('lens_index'), NEXT);
    expect(chosen.currentStep).toBe(5);
    expect(stepData(chosen).at(-1)).toEqual(CHOICES.lens_index);
  });

  it('a choice for a step that is not shown is ignored, so it cannot fill a later step', () => {
    const state = walk(PRESCRIPTION_PATH.slice(0, 3));
    expect(run(state, choose('lens_index'), choose('lens_type'))).toBe(state);
  });
});

describe('a step opens with its included or recommended option chosen, Next enabled at once', () => {
  /** The wizard at `step` of `path`, loaded with `options` (the step before chosen, Next pressed). */
  const openedWith = (path: LensFlowStep[], options: StepOptionView[]) => {
    const step = path.at(-1) ?? 'lens_use';
    const choice =
      path.length === 2 && step === 'magnification' ? readingUse : CHOICES[path.at(-2) ?? 'lens_use'];
    return run(
      walk(path.slice(0, -1)),
      { type: 'choose', choice },
      NEXT,
      loaded(step, { data: { options } }),
    );
  };
  const marked = option(90, 'Marked', 2500, { recommended: true });
  const included = option(91, 'Included', 0);
  const paid = option(92, 'Paid', 1500);

  it.each<[string, LensFlowStep[], StepOptionView[], number | null]>([
    ['coatings: the recommended one', PRESCRIPTION_PATH.slice(0, 3), OPTIONS.add_ones, 30],
    ['thickness: the recommended index', PRESCRIPTION_PATH.slice(0, 4), OPTIONS.lens_index, 40],
    ['lens type: the recommended one', PRESCRIPTION_PATH, OPTIONS.lens_type, 50],
    ['a recommended option before an included one', PRESCRIPTION_PATH.slice(0, 3), [included, marked], 90],
    ['the one included option when none is recommended', PRESCRIPTION_PATH.slice(0, 4), [paid, included], 91],
    [
      'nothing when two options are included and none recommended',
      PRESCRIPTION_PATH,
      [included, { ...paid, price: 0 }],
      null,
    ],
    ['nothing when only paid options are offered', PRESCRIPTION_PATH.slice(0, 3), [paid], null],
    [
      'nothing when the recommended option cannot be made',
      PRESCRIPTION_PATH.slice(0, 4),
      [{ ...marked, disabled: true }, paid],
      null,
    ],
    [
      'the included option when the recommended one cannot be made',
      PRESCRIPTION_PATH,
      [{ ...marked, disabled: true }, included],
      91,
    ],
    [
      'never a reading strength, even a marked one',
      READING_PATH.slice(0, 2),
      [{ ...marked, price: 0 }, paid],
      null,
    ],
  ])('%s', (_, path, options, expected) => {
    const state = openedWith(path, options);
    const step = path.at(-1) ?? 'lens_use';
    expect(state.name).toBe(step);
    expect(state.selections.find((choice) => choice.type === step)?.value).toBe(expected ?? undefined);
    expect(state.nextControl).toBe(expected !== null);
    // the shopper did not choose it: it is not remembered as their choice
    expect(state.remembered[step]).toBeUndefined();
  });

  it('never the lens use, even a marked or included one', () => {
    const state = run(
      initialLensFlow('eyeglasses'),
      loaded('lens_use', { data: { options: [option(10, 'Single Vision', 0, { recommended: true })] } }),
    );
    expect(state.selections).toEqual([]);
    expect(state.nextControl).toBe(false);
  });

  it('the preselected choice is the one sent, at the price shown', () => {
    const state = openedWith(PRESCRIPTION_PATH.slice(0, 3), OPTIONS.add_ones);
    expect(stepData(state).at(-1)).toEqual({ type: 'add_ones', value: 30, price: 0, item: 'Standard' });
    expect(run(state, NEXT).currentStep).toBe(4);
  });

  it('the shopper’s remembered choice wins over the preselected one', () => {
    const back = run(chosenAt(3), BACK);
    const again = run(back, NEXT, loaded('add_ones'));
    expect(again.selections.find((choice) => choice.type === 'add_ones')).toEqual(CHOICES.add_ones);
  });
});

describe('docs/product.md#lens-flow: Back lowers currentStep by one, never below 1', () => {
  it.each([2, 3, 4, 5])('from step %p, Back goes to the step before it', (steps) => {
    const back = run(chosenAt(steps), BACK);
    expect(back.currentStep).toBe(steps - 1);
    expect(back.name).toBe(PRESCRIPTION_PATH[steps - 2]);
    expect(back.step_id).toBe(STEP_IDS[PRESCRIPTION_PATH[steps - 2] ?? 'lens_use']);
  });

  it('on step 1 Back changes nothing', () => {
    const state = chosenAt(1);
    expect(run(state, BACK)).toBe(state);
  });

  it('Back from step 3 to step 1 takes two presses, and a third stays on step 1', () => {
    const state = chosenAt(3);
    expect(
      [1, 2, 3].map((presses) => run(state, ...Array<LensFlowEvent>(presses).fill(BACK)).currentStep),
    ).toEqual([2, 1, 1]);
  });

  it('Back waits while a call runs (the wizard replays it after)', () => {
    const pending = run(chosenAt(3), NEXT);
    expect(run(pending, BACK)).toBe(pending);
  });
});

describe('docs/product.md#lens-flow: on Back the last flow step is removed, and its selection with it', () => {
  it.each([2, 3, 4, 5])('Back from step %p removes that step and its choice only', (steps) => {
    const path = PRESCRIPTION_PATH.slice(0, steps);
    const state = chosenAt(steps);
    expect(chosenTypes(state)).toEqual(path);

    const back = run(state, BACK);
    expect(names(back)).toEqual(path.slice(0, -1));
    expect(chosenTypes(back)).toEqual(path.slice(0, -1));
  });

  it('the step shown again keeps its choice, so the shopper can go on with it', () => {
    const back = run(chosenAt(3), BACK);
    expect(back.selections).toContainEqual(CHOICES.prescription);
    expect(back.nextControl).toBe(true);
  });
});

describe('the wizard remembers each step’s choice and restores it coming forward', () => {
  const forward = (state: LensFlowState, step: LensFlowStep, options = OPTIONS[step]) =>
    run(state, NEXT, loaded(step, { data: { options } }));

  it.each<[string, LensFlowStep, (typeof OPTIONS)['lens_index'], SelectedChoice | undefined]>([
    ['still offered: restored', 'lens_index', OPTIONS.lens_index, CHOICES.lens_index],
    [
      'at its price now',
      'lens_index',
      [option(41, '1.61 High-Index', 4200)],
      { ...CHOICES.lens_index, price: 4200 },
    ],
    [
      'no longer makeable (disabled): not restored',
      'lens_index',
      [option(41, '1.61 High-Index', 3900, { disabled: true, reason: 'Too weak.' })],
      undefined,
    ],
    [
      'no longer offered: the step opens with its included option instead',
      'lens_index',
      [option(40, '1.50 Standard', 0)],
      { type: 'lens_index', value: 40, price: 0, item: '1.50 Standard' },
    ],
    [
      'no longer offered, nothing included: nothing chosen',
      'lens_index',
      [option(42, '1.67', 6900)],
      undefined,
    ],
    ['a remembered prescription is restored as it was', 'prescription', [], CHOICES.prescription],
  ])('%s', (_, step, options, expected) => {
    const at = PRESCRIPTION_PATH.indexOf(step) + 1;
    const back = run(chosenAt(at), BACK);
    expect(back.remembered[step]).toEqual(CHOICES[step]);
    const again = forward(back, step, options);
    expect(again.currentStep).toBe(at);
    expect(again.selections.find((choice) => choice.type === step)).toEqual(expected);
    expect(again.nextControl).toBe(expected !== undefined);
  });

  it('Back twice and Forward twice keeps every selection', () => {
    const start = chosenAt(4);
    const back = run(start, BACK, BACK);
    const again = forward(forward(back, 'add_ones'), 'lens_index');
    expect(again.currentStep).toBe(4);
    expect(again.selections).toEqual(start.selections);
  });

  it('"recall" brings back stored choices and restores the shown step’s', () => {
    const state = run(walk(['lens_use']), { type: 'recall', remembered: { lens_use: CHOICES.lens_use } });
    expect(state.selections).toEqual([CHOICES.lens_use]);
    expect(state.nextControl).toBe(true);
  });

  it('"recall" never overwrites a choice made in this page', () => {
    const state = run(chosenAt(1), { type: 'recall', remembered: { lens_use: readingUse } });
    expect(state.remembered.lens_use).toEqual(CHOICES.lens_use);
    expect(state.selections).toEqual([CHOICES.lens_use]);
  });
});

describe('choosing (docs/product.md#lens-flow): stores or replaces the selection and nothing else', () => {
  const start = walk(['lens_use']);
  const atCoating = run(walk(PRESCRIPTION_PATH.slice(0, 3)), choose('add_ones'));
  const premium: SelectedChoice = { type: 'add_ones', value: 32, price: 2900, item: 'Premium' };

  it.each<[string, LensFlowState, SelectedChoice, SelectedChoice[]]>([
    ['a first choice is stored', start, CHOICES.lens_use, [CHOICES.lens_use]],
    ['a choice of the same type replaces it', run(start, choose('lens_use')), readingUse, [readingUse]],
    [
      'replacing keeps the other choices and their order',
      atCoating,
      premium,
      [CHOICES.lens_use, CHOICES.prescription, premium],
    ],
  ])('%s', (_, state, choice, expected) => {
    const chosen = run(state, { type: 'choose', choice });
    expect(chosen.selections).toEqual(expected);
    expect(chosen.nextControl).toBe(true);
    expect(chosen.remembered[choice.type]).toEqual(choice);
  });

  it('choosing does not move the step counter, change the flow or start a call', () => {
    const state = walk(PRESCRIPTION_PATH.slice(0, 3));
    const chosen = run(state, choose('add_ones'));
    expect(chosen.currentStep).toBe(state.currentStep);
    expect(chosen.flowList).toBe(state.flowList);
    expect(chosen.pending).toBe(false);
  });

  it('choosing is ignored while a call runs', () => {
    const pending = run(chosenAt(3), NEXT);
    expect(run(pending, { type: 'choose', choice: premium })).toBe(pending);
  });

  it.each<[string, SelectedChoice, number]>([
    ['single vision: five steps', CHOICES.lens_use, 5],
    ['reading: four steps', readingUse, 4],
  ])('choosing the lens use sets the size from its path: %s', (_, choice, size) => {
    expect(run(start, { type: 'choose', choice }).size).toBe(size);
  });

  it('"clear" withdraws the shown step’s choice (a prescription no longer sendable) and disables Next', () => {
    const state = run(walk(PRESCRIPTION_PATH.slice(0, 2)), choose('prescription'));
    expect(state.nextControl).toBe(true);
    const cleared = run(state, { type: 'clear', step: 'prescription' });
    expect(chosenTypes(cleared)).toEqual(['lens_use']);
    expect(cleared.nextControl).toBe(false);
    expect(cleared.remembered.prescription).toEqual(CHOICES.prescription);
  });
});

describe('Next is enabled when a new step loads with a choice (the prescription step opens disabled)', () => {
  it.each<[LensFlowStep, boolean]>([
    ['magnification', false],
    ['add_ones', true],
    ['lens_index', true],
    ['lens_type', true],
    ['prescription', false],
  ])('a fresh %p step loads with Next enabled: %p', (type, enabled) => {
    const state = run(chosenAt(1), NEXT, loaded(type));
    expect(state.nextControl).toBe(enabled);
    expect(run(state, choose(type)).nextControl).toBe(true);
  });
});

describe('docs/product.md#lens-flow: the first flow step must be lens_use; if it is missing it is inserted at the front', () => {
  const entry = (name: LensFlowStep): FlowEntry => ({
    name,
    title: name,
    end: false,
    stepId: STEP_IDS[name],
    data: { options: [], prescription: null, ready: false, lensPrice: 0, notes: [] },
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
    expect(withLensUseFirst(given.map(entry)).map((step) => step.name)).toEqual(expected);
  });

  it('the inserted lens_use step is titled "Prescription Type" (docs/product.md#lens-flow) and is not the end', () => {
    const [first] = withLensUseFirst([entry('add_ones')]);
    expect(first).toMatchObject({ name: 'lens_use', title: 'Prescription Type', end: false });
  });

  it.each<LensFlowStep>(['prescription', 'add_ones', 'lens_type'])(
    "a first 'loaded' step %p lands on step 2, after an inserted lens_use",
    (type) => {
      const state = run(initialLensFlow('eyeglasses'), loaded(type, { count: 4 }));
      expect(names(state)).toEqual(['lens_use', type]);
      expect(state.currentStep).toBe(2);
      expect(nextButtonLabel(state)).toBe(type === 'prescription' ? 'Submit Prescription' : 'Next');
    },
  );
});

describe('docs/product.md#lens-flow: a Next answered with code 0 moves the step counter back one', () => {
  it.each([1, 2, 3, 4])(
    'refused after Next from step %p shows that step again, with the message',
    (steps) => {
      const chosen = chosenAt(steps);
      const pending = run(chosen, NEXT);
      expect(pending.currentStep).toBe(steps + 1);

      const back = run(pending, refused('That lens option is no longer offered.'));
      expect(back.currentStep).toBe(steps);
      expect(names(back)).toEqual(PRESCRIPTION_PATH.slice(0, steps));
      expect(back.selections).toEqual(chosen.selections);
      expect(back.message).toEqual({ kind: 'refused', text: 'That lens option is no longer offered.' });
      expect(back.pending).toBe(false);
      expect(back.nextControl).toBe(true);
    },
  );

  it('a new choice clears the message', () => {
    const state = run(chosenAt(3), NEXT, refused(), choose('add_ones'));
    expect(state.message).toBeNull();
  });
});

describe('docs/product.md#errors: a Next answered with another code shows the message and does not step back', () => {
  const pending = run(chosenAt(3), NEXT);
  const stuck = run(pending, failed('Too many attempts. Please wait a minute.'));

  it('the counter stays where Next put it, with the message and no step shown', () => {
    expect(stuck.currentStep).toBe(4);
    expect(stuck.message).toEqual({ kind: 'failed', text: 'Too many attempts. Please wait a minute.' });
    expect(currentEntry(stuck)).toBeUndefined();
    expect(shownEntry(stuck)).toBeUndefined();
    expect(stuck.pending).toBe(false);
    expect(stuck.nextControl).toBe(false);
    expect(names(stuck)).toEqual(names(pending));
    expect(stuck.selections).toEqual(pending.selections);
  });

  it('"retry" asks again without raising the counter a second time', () => {
    const again = run(stuck, { type: 'retry' });
    expect(again).toMatchObject({ currentStep: 4, pending: true, message: null });
    expect(run(again, loaded('lens_index')).currentStep).toBe(4);
  });

  it('"retry" does nothing unless a Next failed', () => {
    const state = chosenAt(3);
    expect(run(state, { type: 'retry' })).toBe(state);
  });

  it('Back goes to the step where Next was pressed, with its choice', () => {
    const back = run(stuck, BACK);
    expect(back.currentStep).toBe(3);
    expect(back.name).toBe('add_ones');
    expect(back.selections).toEqual(pending.selections);
    expect(back.message).toBeNull();
  });
});

describe('docs/product.md#lens-flow: the Next button label', () => {
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
      nextButtonLabel(walk(PRESCRIPTION_PATH.slice(0, index + 1))),
    );
    expect(labels).toEqual(['Next', 'Submit Prescription', 'Next', 'Next', 'Add to Cart']);
  });
});

describe('the "ready" answer: the last step repeated, checked and priced', () => {
  const lastChosen = { ...chosenAt(5), size: 6 };
  const ready = run(
    lastChosen,
    NEXT,
    loaded('lens_type', { end: true, data: { ready: true, lensPrice: 5400 } }),
  );

  it('replaces the last entry instead of appending one, and keeps the choice', () => {
    expect(names(ready)).toEqual(PRESCRIPTION_PATH);
    expect(ready.currentStep).toBe(5);
    expect(ready.flowList.at(-1)).toMatchObject({ end: true, data: { ready: true, lensPrice: 5400 } });
    expect(ready.selections).toEqual(lastChosen.selections);
    expect(readyToSubmit(ready)).toBe(true);
  });
});

describe('stepData: the choices in the order of the flow (docs/product.md#calls step_data)', () => {
  it('follows the flow, not the order of choosing', () => {
    const state = run(walk(['lens_use']), choose('lens_use'), choose('lens_use'));
    expect(stepData(chosenAt(3))).toEqual([CHOICES.lens_use, CHOICES.prescription, CHOICES.add_ones]);
    expect(stepData(state)).toEqual([CHOICES.lens_use]);
  });

  it('leaves out the shown step without a choice, and is empty before anything is chosen', () => {
    expect(stepData(walk(PRESCRIPTION_PATH.slice(0, 3), paidOnly('add_ones')))).toEqual([
      CHOICES.lens_use,
      CHOICES.prescription,
    ]);
    expect(stepData(walk(['lens_use']))).toEqual([]);
  });
});

describe('readyToSubmit: "Add to Cart" adds only the shopper’s complete selection', () => {
  const last = chosenAt(5);

  it.each<[string, boolean, LensFlowState]>([
    ['the last step, chosen, nothing running', true, last],
    ['the last step without a choice', false, walk(PRESCRIPTION_PATH, paidOnly('lens_type'))],
    ['the last step with its preselected option', true, walk(PRESCRIPTION_PATH)],
    [
      'the step is not the end',
      false,
      { ...last, flowList: last.flowList.map((entry) => ({ ...entry, end: false })) },
    ],
    ['the counter is not on the last step', false, { ...last, size: 6 }],
    ['a submit already runs', false, run(last, { type: 'submit' })],
  ])('%s: %p', (_, expected, state) => {
    expect(readyToSubmit(state)).toBe(expected);
  });

  it('a refused submit keeps the step and its choice, with the message', () => {
    const state = run(
      last,
      { type: 'submit' },
      { type: 'submitFailed', message: 'This colour is sold out.' },
    );
    expect(state).toMatchObject({ currentStep: 5, pending: false, nextControl: true });
    expect(state.message).toEqual({ kind: 'notAdded', text: 'This colour is sold out.' });
    expect(readyToSubmit(state)).toBe(true);
  });
});

describe('rememberedChoiceFor', () => {
  const entry = (name: LensFlowStep, options = OPTIONS[name]): FlowEntry => ({
    name,
    title: name,
    end: false,
    stepId: STEP_IDS[name],
    data: { options, prescription: null, ready: false, lensPrice: 0, notes: [] },
  });

  it.each<[string, FlowEntry, SelectedChoice | null]>([
    ['nothing remembered for the step', entry('lens_type'), null],
    ['an offered option at today’s price', entry('add_ones'), CHOICES.add_ones],
    ['a prescription whose value is not one', entry('prescription'), null],
  ])('%s', (_, step, expected) => {
    const remembered =
      step.name === 'prescription'
        ? { prescription: { ...CHOICES.prescription, value: 7 } }
        : { add_ones: CHOICES.add_ones };
    expect(rememberedChoiceFor(step, remembered)).toEqual(expected);
  });
});
