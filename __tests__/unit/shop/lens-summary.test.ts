import type { FlowEntry, SelectedChoice } from '@/lib/shop/lens-flow';
import type { LensFlowStep } from '@/lib/shop/lens-names';
import { classifyStep, inventorySummary, type SelectionClass } from '@/lib/shop/lens-summary';

// docs/product.md#lens-flow: the inventory summary (frame, lens list, prescription list, total) and
// classifying selections: the step after lens_use is prescription, after prescription config, any
// other lens.

describe('docs/product.md#lens-flow: classifying selections by the step before them', () => {
  it.each<[string | undefined, SelectionClass]>([
    ['lens_use', 'prescription'],
    ['prescription', 'config'],
    ['magnification', 'lens'],
    ['add_ones', 'lens'],
    ['lens_index', 'lens'],
    ['lens_type', 'lens'],
    ['coating', 'lens'],
    ['', 'lens'],
    [undefined, 'lens'],
  ])('a step after %p is %p', (previous, expected) => {
    expect(classifyStep(previous)).toBe(expected);
  });
});

const entry = (name: LensFlowStep): FlowEntry => ({
  name,
  title: name,
  end: false,
  stepId: 1,
  data: { options: [], prescription: null, ready: false, lensPrice: 0, notes: [] },
});
const flow = (...names: LensFlowStep[]) => names.map(entry);
const choice = (type: LensFlowStep, item: string, price = 0): SelectedChoice => ({
  type,
  value: 1,
  price,
  item,
});

/** US cents (docs/product.md#lens-flow footer data: title and price of the frame). */
const FRAME = { title: 'Aria Round', price: 3900 };

describe('docs/product.md#lens-flow inventory summary: frame, a lens list, a prescription list and a total', () => {
  it('a single-vision flow: the typed prescription is a prescription item, the rest lens items', () => {
    const summary = inventorySummary(
      FRAME,
      flow('lens_use', 'prescription', 'add_ones', 'lens_index', 'lens_type'),
      [
        choice('lens_use', 'Single Vision'),
        choice('prescription', 'OD −2.25 / OS −2.00'),
        choice('add_ones', 'Anti-Reflective', 1500),
        choice('lens_index', '1.61 High-Index', 3900),
        choice('lens_type', 'Blue Light', 2500),
      ],
    );
    expect(summary).toEqual({
      frame: FRAME,
      lens: [
        { name: 'Prescription Type', price: 0, item: 'Single Vision' },
        { name: 'Additional Price', price: 1500, item: 'Anti-Reflective' },
        { name: 'Lens Index', price: 3900, item: '1.61 High-Index' },
        { name: 'Lens Type', price: 2500, item: 'Blue Light' },
      ],
      prescription: [{ name: 'config', price: 0, item: 'OD −2.25 / OS −2.00' }],
      total: 3900 + 1500 + 3900 + 2500,
    });
  });

  it('a reading flow: the magnification is a prescription item', () => {
    const summary = inventorySummary(FRAME, flow('lens_use', 'magnification', 'add_ones', 'lens_type'), [
      choice('lens_use', 'Reading'),
      choice('magnification', '+1.50'),
      choice('add_ones', 'Standard'),
      choice('lens_type', 'Clear'),
    ]);
    expect(summary.prescription).toEqual([{ name: 'magnification', price: 0, item: '+1.50' }]);
    expect(summary.lens.map((item) => item.name)).toEqual([
      'Prescription Type',
      'Additional Price',
      'Lens Type',
    ]);
  });

  it('a non-prescription flow: the add-ons right after lens_use stay in the lens list', () => {
    const summary = inventorySummary(FRAME, flow('lens_use', 'add_ones', 'lens_type'), [
      choice('lens_use', 'Non-Prescription'),
      choice('add_ones', 'Premium Anti-Reflective', 2900),
      choice('lens_type', 'Blue Light', 2500),
    ]);
    expect(summary.prescription).toEqual([]);
    expect(summary.lens).toEqual([
      { name: 'Prescription Type', price: 0, item: 'Non-Prescription' },
      { name: 'Additional Price', price: 2900, item: 'Premium Anti-Reflective' },
      { name: 'Lens Type', price: 2500, item: 'Blue Light' },
    ]);
    expect(summary.total).toBe(3900 + 2900 + 2500);
  });

  it('lists the choices in the order of the flow, not the order they were made', () => {
    const summary = inventorySummary(FRAME, flow('lens_use', 'add_ones', 'lens_type'), [
      choice('lens_type', 'Clear'),
      choice('add_ones', 'Standard'),
      choice('lens_use', 'Non-Prescription'),
    ]);
    expect(summary.lens.map((item) => item.item)).toEqual(['Non-Prescription', 'Standard', 'Clear']);
  });

  it.each<[string, LensFlowStep[], SelectedChoice[], number]>([
    ['before any choice, the total is the frame alone', ['lens_use'], [], 3900],
    [
      'a step still without a choice adds nothing',
      ['lens_use', 'prescription', 'add_ones'],
      [choice('lens_use', 'Progressive', 8900)],
      3900 + 8900,
    ],
    [
      'a choice of a step not in the flow (removed by Back) is left out',
      ['lens_use', 'add_ones'],
      [
        choice('lens_use', 'Non-Prescription'),
        choice('add_ones', 'Standard'),
        choice('lens_type', 'Tinted', 1900),
      ],
      3900,
    ],
    [
      'every lens price counts once, prescription items included',
      ['lens_use', 'prescription', 'add_ones'],
      [
        choice('lens_use', 'Prescription Polarized Sunglasses', 4900),
        choice('prescription', 'Photo', 0),
        choice('add_ones', 'Anti-Reflective', 1500),
      ],
      3900 + 4900 + 1500,
    ],
  ])('total: %s', (_, names, selections, total) => {
    const summary = inventorySummary(FRAME, flow(...names), selections);
    expect(summary.total).toBe(total);
    const listed = [...summary.lens, ...summary.prescription];
    expect(listed).toHaveLength(selections.filter((selection) => names.includes(selection.type)).length);
  });

  it('keeps the frame as given (docs/product.md#lens-flow footer data)', () => {
    expect(inventorySummary({ title: 'Free Frame', price: 0 }, [], []).frame).toEqual({
      title: 'Free Frame',
      price: 0,
    });
  });
});

describe('docs/product.md#lens-flow: sun lens-use names are displayed with Sunglasses replaced by Grey', () => {
  it.each([
    ['Prescription Tinted Sunglasses', 'Prescription Tinted Grey'],
    ['Prescription Polarized Sunglasses', 'Prescription Polarized Grey'],
    ['Non-Prescription Tinted Sunglasses', 'Non-Prescription Tinted Grey'],
    ['Non-Prescription Polarized Sunglasses', 'Non-Prescription Polarized Grey'],
    ['Single Vision', 'Single Vision'],
    ['Non-Prescription', 'Non-Prescription'],
  ])('lens use %p is listed as %p', (name, shown) => {
    const summary = inventorySummary(FRAME, flow('lens_use'), [choice('lens_use', name, 2900)]);
    expect(summary.lens).toEqual([{ name: 'Prescription Type', price: 2900, item: shown }]);
  });

  it('only the lens use is renamed: an item of another step keeps its words', () => {
    const summary = inventorySummary(FRAME, flow('lens_use', 'add_ones', 'lens_type'), [
      choice('lens_use', 'Non-Prescription Tinted Sunglasses'),
      choice('add_ones', 'Standard'),
      choice('lens_type', 'Prescription Tinted Sunglasses'),
    ]);
    expect(summary.lens.map((item) => item.item)).toEqual([
      'Non-Prescription Tinted Grey',
      'Standard',
      'Prescription Tinted Sunglasses',
    ]);
  });
});
