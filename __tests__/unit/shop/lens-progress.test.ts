import { lensStepLabel, LENS_FLOW_STEPS } from '@/lib/shop/lens-names';
import {
  lensProgress,
  progressStorageKey,
  readStoredProgress,
  requestedStep,
} from '@/lib/shop/lens-progress';
import {
  BACK,
  CHOICES,
  NEXT,
  PRESCRIPTION_PATH,
  READING_PATH,
  choose,
  failed,
  loaded,
  readingUse,
  run,
  walk,
} from './lens-flow-fixtures';

// A stable, named progress (the chosen lens use's steps), and what the wizard keeps in the tab's
// session storage, read back defensively.

const counter = (state: Parameters<typeof lensProgress>[0]) => {
  const progress = lensProgress(state);
  return `Step ${progress.current}${progress.total === null ? '' : ` of ${progress.total}`} · ${progress.label}`;
};

describe('lensProgress: the steps of the chosen lens use, named', () => {
  it('before a lens use is chosen: "Step 1 · Lens use", no total', () => {
    const progress = lensProgress(walk(['lens_use']));
    expect(progress).toMatchObject({ current: 1, total: null, label: 'Lens use' });
    expect(progress.steps.map((step) => step.key)).toEqual(['lens_use']);
  });

  it.each<[string, typeof CHOICES.lens_use, string[]]>([
    ['single vision', CHOICES.lens_use, ['Lens use', 'Prescription', 'Coatings', 'Thickness', 'Lens type']],
    ['reading', readingUse, ['Lens use', 'Reading strength', 'Coatings', 'Lens type']],
  ])('choosing %s names its steps at once, on step 1', (_, choice, labels) => {
    const progress = lensProgress(run(walk(['lens_use']), { type: 'choose', choice }));
    expect(progress.total).toBe(labels.length);
    expect(progress.steps.map((step) => step.label)).toEqual(labels);
    expect(progress.steps.map((step) => step.status)).toEqual([
      'current',
      ...labels.slice(1).map(() => 'todo'),
    ]);
  });

  it('the total never changes along the way, through Back and Next', () => {
    const seen = [
      walk(['lens_use']),
      run(walk(['lens_use']), choose('lens_use')),
      walk(PRESCRIPTION_PATH.slice(0, 2)),
      walk(PRESCRIPTION_PATH.slice(0, 3)),
      run(walk(PRESCRIPTION_PATH.slice(0, 3)), choose('add_ones'), BACK),
      run(walk(PRESCRIPTION_PATH.slice(0, 3)), choose('add_ones'), BACK, BACK),
      walk(PRESCRIPTION_PATH),
    ].map(counter);
    expect(seen).toEqual([
      'Step 1 · Lens use',
      'Step 1 of 5 · Lens use',
      'Step 2 of 5 · Prescription',
      'Step 3 of 5 · Coatings',
      'Step 2 of 5 · Prescription',
      'Step 1 of 5 · Lens use',
      'Step 5 of 5 · Lens type',
    ]);
  });

  it('marks the steps done, current and to do', () => {
    expect(lensProgress(walk(READING_PATH.slice(0, 3))).steps.map((step) => step.status)).toEqual([
      'done',
      'done',
      'current',
      'todo',
    ]);
  });

  it('while Next runs it stays on the step shown; a failed Next names the step it could not load', () => {
    const pending = run(walk(PRESCRIPTION_PATH.slice(0, 3)), choose('add_ones'), NEXT);
    expect(counter(pending)).toBe('Step 3 of 5 · Coatings');
    expect(lensProgress(pending).title).toBe('Title of add_ones');
    const stuck = run(pending, failed());
    expect(counter(stuck)).toBe('Step 4 of 5 · Thickness');
    expect(lensProgress(stuck).title).toBe('Title of lens_index');
    expect(counter(run(stuck, { type: 'retry' }, loaded('lens_index')))).toBe('Step 4 of 5 · Thickness');
  });

  it('every step has a short shopper name', () => {
    for (const key of LENS_FLOW_STEPS) expect(lensStepLabel(key)).toMatch(/^[A-Z][a-z ]+$/);
  });
});

describe('readStoredProgress: the stored choices, keeping only well-formed ones', () => {
  const stored = (remembered: unknown) => JSON.stringify({ remembered });

  it.each<[string, string | null, object]>([
    ['nothing stored', null, {}],
    ['not JSON', '{oops', {}],
    ['not an object', '[1,2]', {}],
    [
      'well-formed choices',
      stored({ lens_use: CHOICES.lens_use, add_ones: CHOICES.add_ones }),
      {
        lens_use: CHOICES.lens_use,
        add_ones: CHOICES.add_ones,
      },
    ],
    [
      'a typed prescription',
      stored({
        prescription: {
          type: 'prescription',
          value: { source: 'typed', od_sph: '-2.25', pd: 63, os_cyl: null },
          price: 0,
          item: 'OD −2.25',
        },
      }),
      {
        prescription: {
          type: 'prescription',
          value: { source: 'typed', od_sph: '-2.25', pd: 63, os_cyl: null },
          price: 0,
          item: 'OD −2.25',
        },
      },
    ],
    [
      'a saved and an uploaded prescription',
      stored({ prescription: CHOICES.prescription }),
      { prescription: CHOICES.prescription },
    ],
    ...(
      [
        ['a photo with its PD', { pd: '63' }, { pd: '63' }],
        ['a photo with a PD per eye', { pd_right: 32, pd_left: '31.5' }, { pd_right: 32, pd_left: '31.5' }],
        ['a photo with its PD on it', { pdOnPhoto: true }, { pdOnPhoto: true }],
        ['a photo whose PD-on-photo word is not true', { pdOnPhoto: 'yes' }, {}],
      ] as const
    ).map(([name, extra, kept]): [string, string, object] => {
      const photo = (value: object) => ({
        type: 'prescription',
        value: { source: 'image', upload: 'a'.repeat(32), ...value },
        price: 0,
        item: 'Photo of your prescription',
      });
      return [name, stored({ prescription: photo(extra) }), { prescription: photo(kept) }];
    }),
    [
      'a photo whose PD is an object',
      stored({ prescription: { ...CHOICES.prescription, value: { source: 'image', upload: 'a', pd: {} } } }),
      {},
    ],
    ['an unknown step', stored({ coating: { ...CHOICES.add_ones, type: 'coating' } }), {}],
    ['a choice filed under another step', stored({ lens_index: CHOICES.add_ones }), {}],
    [
      'an option choice whose value is not an id',
      stored({ add_ones: { ...CHOICES.add_ones, value: { source: 'typed' } } }),
      {},
    ],
    [
      'a prescription of an unknown kind',
      stored({ prescription: { ...CHOICES.prescription, value: { source: 'fax' } } }),
      {},
    ],
    [
      'a typed value that is an object',
      stored({ prescription: { ...CHOICES.prescription, value: { source: 'typed', od_sph: {} } } }),
      {},
    ],
    ['a price that is not a number', stored({ add_ones: { ...CHOICES.add_ones, price: '15' } }), {}],
  ])('%s', (_, text, expected) => {
    expect(readStoredProgress(text).remembered).toEqual(expected);
  });
});

describe('the stored progress is per frame and colour; the address names the step', () => {
  it('keys differ by frame and colour', () => {
    const keys = new Set([
      progressStorageKey('OC1', 'OC1-BLK'),
      progressStorageKey('OC1', 'OC1-TOR'),
      progressStorageKey('OC2', 'OC1-BLK'),
      progressStorageKey('OC1', undefined),
    ]);
    expect(keys.size).toBe(4);
  });

  it.each<[string | string[] | null | undefined, number]>([
    [undefined, 1],
    [null, 1],
    ['4', 4],
    [['3', '5'], 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['99', 1],
  ])('?step=%p is step %p', (value, step) => {
    expect(requestedStep(value)).toBe(step);
  });
});
