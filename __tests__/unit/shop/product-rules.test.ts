import {
  derivedSearchWords,
  productProblems,
  productSearchText,
  publishProblems,
  searchWordsOf,
  stockAdjustment,
  variantRemovalProblems,
  type ProductRuleInput,
} from '@/lib/shop/product-rules';

// The catalog's cross-field rules, shared by the console's form, the API and the CSV import.

const glasses: ProductRuleInput = {
  code: 'OC2001',
  type: 'eyeglasses',
  accessoryKind: null,
  priceCents: 4900,
  flashSalePriceCents: null,
  flashSaleEndsAt: null,
  frame: { lensWidthMm: 50, bridgeMm: 20, frameWidthMm: 135 },
  variants: [{ sku: 'OC2001-BLK', lensTintHex: null }],
};
const ends = '2030-01-01T00:00:00Z';

describe('productProblems', () => {
  it.each<[string, Partial<ProductRuleInput>, Record<string, string>]>([
    ['a complete frame', {}, {}],
    [
      'a sale price at the price',
      { flashSalePriceCents: 4900, flashSaleEndsAt: ends },
      { flashSalePriceCents: 'The sale price must be below the price.' },
    ],
    [
      'a sale without its end',
      { flashSalePriceCents: 3900 },
      { flashSaleEndsAt: 'Give the time the flash sale ends.' },
    ],
    [
      'an end without a sale price',
      { flashSaleEndsAt: ends },
      { flashSalePriceCents: 'Give the sale price, or clear the sale end time.' },
    ],
    [
      'a frame narrower than two lenses and the bridge',
      { frame: { lensWidthMm: 50, bridgeMm: 20, frameWidthMm: 119 } },
      { 'frame.frameWidthMm': 'The frame width cannot be less than two lenses and the bridge (120 mm).' },
    ],
    [
      'a frame at exactly two lenses and the bridge',
      { frame: { lensWidthMm: 50, bridgeMm: 20, frameWidthMm: 120 } },
      {},
    ],
    [
      'a frame far wider than its lenses',
      { frame: { lensWidthMm: 50, bridgeMm: 20, frameWidthMm: 145 } },
      {
        'frame.frameWidthMm':
          'The frame width is more than 24 mm wider than two lenses and the bridge (120 mm): check the sizes.',
      },
    ],
    ['glasses without frame data', { frame: null }, { frame: 'Give the frame data of the glasses.' }],
    [
      'an accessory with frame data',
      { type: 'accessories', accessoryKind: 'case' },
      { frame: 'An accessory has no frame data.' },
    ],
    [
      'an accessory without its kind',
      { type: 'accessories', frame: null },
      { accessoryKind: 'Choose what kind of accessory this is.' },
    ],
    ['no colour', { variants: [] }, { variants: 'Add at least one colour.' }],
    [
      'a SKU of another code',
      { variants: [{ sku: 'OC9999-BLK', lensTintHex: null }] },
      { 'variants.0.sku': "A colour's SKU starts with the product code: OC2001-…" },
    ],
    [
      'a SKU twice',
      {
        variants: [
          { sku: 'OC2001-BLK', lensTintHex: null },
          { sku: 'OC2001-BLK', lensTintHex: null },
        ],
      },
      { 'variants.1.sku': 'OC2001-BLK is used twice.' },
    ],
    [
      'a tint on eyeglasses',
      { variants: [{ sku: 'OC2001-BLK', lensTintHex: '#333333' }] },
      { 'variants.0.lensTintHex': 'Only sunglasses have a lens tint.' },
    ],
    [
      'a tint on sunglasses',
      { type: 'sunglasses', variants: [{ sku: 'OC2001-BLK', lensTintHex: '#333333' }] },
      {},
    ],
  ])('%s', (_case, change, expected) => {
    const problems = productProblems({ ...glasses, ...change });
    expect(Object.fromEntries(problems.map((problem) => [problem.field, problem.message]))).toEqual(expected);
  });

  it('names a code and SKU another product has', () => {
    expect(productProblems(glasses, { codeTaken: true, skusTaken: ['OC2001-BLK'] })).toEqual([
      { field: 'code', message: 'Another product already has the code OC2001.' },
      { field: 'variants.0.sku', message: 'Another product already has the SKU OC2001-BLK.' },
    ]);
  });

  it('lets a draft wait for its colours and frame data, not for the other rules', () => {
    const incomplete = {
      ...glasses,
      frame: null,
      variants: [],
      flashSalePriceCents: 5000,
      flashSaleEndsAt: ends,
    };
    expect(productProblems(incomplete, undefined, { incompleteAllowed: true })).toEqual([
      { field: 'flashSalePriceCents', message: 'The sale price must be below the price.' },
    ]);
  });
});

describe('publishProblems', () => {
  it.each<[string, Parameters<typeof publishProblems>[0], string[]]>([
    ['complete glasses', { type: 'eyeglasses', hasFrame: true, variantsCount: 1 }, []],
    ['glasses without frame data', { type: 'sunglasses', hasFrame: false, variantsCount: 2 }, ['frame']],
    ['no colour', { type: 'eyeglasses', hasFrame: true, variantsCount: 0 }, ['variants']],
    ['an accessory needs no frame', { type: 'accessories', hasFrame: false, variantsCount: 1 }, []],
  ])('%s', (_case, product, fields) => {
    expect(publishProblems(product).map((problem) => problem.field)).toEqual(fields);
  });
});

describe('variantRemovalProblems', () => {
  it('refuses only the colours an order or a cart holds', () => {
    expect(
      variantRemovalProblems([
        { sku: 'OC2001-BLK', inUse: true },
        { sku: 'OC2001-TOR', inUse: false },
      ]),
    ).toEqual([
      {
        field: 'variants',
        message: 'OC2001-BLK is in an order or a cart and cannot be removed: set its stock to 0 instead.',
      },
    ]);
  });
});

describe('stockAdjustment', () => {
  it.each<[string, number, { delta: number } | { count: number }, ReturnType<typeof stockAdjustment>]>([
    ['received', 5, { delta: 12 }, { allowed: true, delta: 12, stockAfter: 17 }],
    ['damaged', 5, { delta: -1 }, { allowed: true, delta: -1, stockAfter: 4 }],
    ['down to zero', 5, { delta: -5 }, { allowed: true, delta: -5, stockAfter: 0 }],
    [
      'below zero',
      5,
      { delta: -6 },
      { allowed: false, message: 'Only 5 in stock: the stock cannot go below 0.' },
    ],
    ['a count', 5, { count: 2 }, { allowed: true, delta: -3, stockAfter: 2 }],
    [
      'a count over the most',
      5,
      { count: 101 },
      { allowed: false, message: 'Keep the stock at or under 100.' },
    ],
    ['no change', 5, { count: 5 }, { allowed: false, message: 'The stock is already 5.' }],
  ])('%s', (_case, current, change, expected) => {
    expect(stockAdjustment(current, change, 100)).toEqual(expected);
  });
});

describe('search text', () => {
  const product = {
    type: 'eyeglasses',
    accessoryKind: null,
    frame: { shape: 'round', material: 'acetate', rim: 'full-rim', gender: 'unisex', frameWidthMm: 141 },
    variants: [{ colorName: 'Jet Black', colorFamily: 'black' }],
  };

  it('adds the category, frame words, size and colours to the operator’s words, each once', () => {
    expect(derivedSearchWords(product)).toEqual([
      'eyeglasses',
      'round',
      'acetate',
      'full-rim',
      'unisex',
      'wide',
      'jet',
      'black',
    ]);
    expect(productSearchText('Light  ROUND light', product)).toBe(
      'light round eyeglasses acetate full-rim unisex wide jet black',
    );
  });

  it('gives back the operator’s own words, so saving an unchanged form builds the same text', () => {
    const text = productSearchText('featherweight retro', product);
    expect(searchWordsOf(text, product)).toBe('featherweight retro');
    expect(productSearchText(searchWordsOf(text, product), product)).toBe(text);
  });
});
