import { stringify } from 'csv-stringify/sync';
import { csvFile } from '@/lib/shop/csv-cells';
import { PRODUCT_CSV_COLUMNS, productCsvRows, type CsvProduct } from '@/lib/shop/product-csv';
import { importPlans, sameWords, type CatalogProduct } from '@/lib/shop/product-csv-diff';
import { readProductCsv, withoutFormulaGuard } from '@/lib/shop/product-csv-read';
import { centsOfDollars, locateField, productsFromRecords, yesNo } from '@/lib/shop/product-csv-rows';

// issue 21 point 4: the catalog's CSV format, read back, and compared with the catalog.

const FRAME: CsvProduct = {
  code: 'OC1024',
  name: 'Harbor',
  type: 'eyeglasses',
  accessoryKind: null,
  summary: 'A square frame.',
  description: 'Line one.\nLine two, "quoted".',
  priceCents: 12_900,
  flashSalePriceCents: 9_900,
  flashSaleEndsAt: '2030-01-01T12:00:00+02:00',
  isNewArrival: true,
  isBestSeller: false,
  searchWords: 'harbor classic',
  status: 'published',
  frame: {
    shape: 'square',
    material: 'acetate',
    rim: 'full-rim',
    gender: 'unisex',
    lensWidthMm: 52,
    bridgeMm: 18,
    templeMm: 145,
    lensHeightMm: 40,
    frameWidthMm: 136,
    weightG: 22,
    faceShapes: ['oval', 'round'],
    springHinges: true,
    nosePads: false,
    progressiveEligible: true,
  },
  variants: [
    {
      sku: 'OC1024-BLK',
      colorName: 'Black',
      colorFamily: 'black',
      colorHex: '#111111',
      lensTintHex: null,
      stock: 10,
      lowStockThreshold: 5,
    },
    {
      sku: 'OC1024-TOR',
      colorName: 'Tortoise',
      colorFamily: 'tortoise',
      colorHex: '#6B4226',
      lensTintHex: null,
      stock: 0,
      lowStockThreshold: 3,
    },
  ],
};

const fileOf = (...products: CsvProduct[]) => csvFile(PRODUCT_CSV_COLUMNS, products.flatMap(productCsvRows));

describe('cells', () => {
  it.each([
    ['129.00', 12_900],
    ['129', 12_900],
    ['129.5', 12_950],
    ['$1,299.99', 129_999],
    ['0.07', 7],
    ['', null],
  ])('reads the dollars %j as %j cents', (text, cents) => {
    expect(centsOfDollars(text)).toEqual({ value: cents });
  });

  it.each(['abc', '12.345', '-5.00', '1e3', '12.'])('refuses %j as dollars', (text) => {
    expect(centsOfDollars(text)).toEqual({ error: 'Give an amount in dollars, as 129.00.' });
  });

  it.each([
    ['yes', true],
    ['YES', true],
    ['true', true],
    ['no', false],
    ['false', false],
    ['', false],
  ])('reads %j as %j', (text, value) => {
    expect(yesNo(text)).toEqual({ value });
  });

  it('refuses a flag that is neither yes nor no', () => {
    expect(yesNo('maybe')).toEqual({ error: 'Write yes or no.' });
  });

  it.each([
    ["'=SUM(A1)", '=SUM(A1)'],
    ["'-2+3", '-2+3'],
    ["'+1", '+1'],
    ["'@cmd", '@cmd'],
    ["'quoted'", "'quoted'"],
    ['plain', 'plain'],
  ])('takes the export’s formula guard off %j', (cell, text) => {
    expect(withoutFormulaGuard(cell)).toBe(text);
  });
});

describe('the file', () => {
  it('writes one row per colour, the product’s columns repeated, in the export’s spellings', () => {
    const [first, second] = productCsvRows(FRAME);
    const cell = (row: unknown[] | undefined, column: string) =>
      row?.[PRODUCT_CSV_COLUMNS.indexOf(column as never)];
    expect(cell(first, 'price')).toBe('129.00');
    expect(cell(first, 'sale_price')).toBe('99.00');
    expect(cell(first, 'sale_ends_at')).toBe('2030-01-01T10:00:00.000Z');
    expect(cell(first, 'new_arrival')).toBe('yes');
    expect(cell(first, 'face_shapes')).toBe('oval|round');
    expect(cell(second, 'sku')).toBe('OC1024-TOR');
    expect(cell(second, 'color_hex')).toBe('#6b4226');
    expect(cell(second, 'name')).toBe('Harbor');
  });

  it('reads its own export back into the same products, rows numbered as a spreadsheet does', () => {
    const read = readProductCsv(fileOf(FRAME));
    expect(read.errors).toEqual([]);
    const { products, errors } = productsFromRecords(read.records);
    expect(errors).toEqual([]);
    expect(products).toHaveLength(1);
    expect(products[0]).toMatchObject({ code: 'OC1024', row: 2, variantRows: [2, 3], status: 'published' });
    expect(products[0]?.draft).toMatchObject({
      priceCents: 12_900,
      description: 'Line one.\nLine two, "quoted".',
      frame: { lensWidthMm: '52', faceShapes: ['oval', 'round'], springHinges: true },
    });
  });

  const header = PRODUCT_CSV_COLUMNS.join(',');
  it.each([
    ['', [{ row: 1, column: null, message: 'The file is empty: start from an export.' }]],
    [
      header.replace('color_hex', 'colour'),
      [
        { row: 1, column: 'colour', message: '"colour" is not a column of the catalog file.' },
        { row: 1, column: null, message: 'Columns missing from the header: color_hex.' },
      ],
    ],
    [`${header},code`, [{ row: 1, column: 'code', message: 'The column code is there twice.' }]],
    [
      `${header}\r\nOC1,too,few`,
      [{ row: 2, column: null, message: 'The row has 3 cells where the header has 34.' }],
    ],
    [`${header}\r\n"OC1,unclosed`, [expect.objectContaining({ row: 1, column: null })]],
  ])('names what is wrong with the file %#', (text, errors) => {
    expect(readProductCsv(text).errors).toEqual(errors);
  });

  it('skips blank rows but counts them in the row numbers', () => {
    const text = fileOf(FRAME).replace(/\r\n/, '\r\n,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,,\r\n');
    const read = readProductCsv(text);
    expect(read.records.map((record) => record.row)).toEqual([3, 4]);
  });

  it('names rows of one product that do not repeat its columns, and a SKU on two products', () => {
    const other = {
      ...FRAME,
      code: 'OC2048',
      variants: [{ ...FRAME.variants[0], sku: 'OC1024-BLK' }],
    } as CsvProduct;
    const rows = stringify([
      PRODUCT_CSV_COLUMNS,
      ...productCsvRows(FRAME).map((row, index) =>
        index === 1 ? row.map((cell, at) => (at === 1 ? 'Renamed' : cell)) : row,
      ),
      ...productCsvRows(other),
    ] as string[][]);
    const { errors } = productsFromRecords(readProductCsv(rows).records);
    expect(errors).toEqual([
      {
        row: 3,
        column: 'name',
        message: 'Every row of OC1024 repeats its product columns: this differs from row 2.',
      },
      { row: 4, column: 'sku', message: 'OC1024-BLK is also on row 2, a colour of OC1024.' },
    ]);
  });

  it.each([
    ['priceCents', { row: 5, column: 'price' }],
    [['flashSaleEndsAt'], { row: 5, column: 'sale_ends_at' }],
    ['frame.frameWidthMm', { row: 5, column: 'frame_width_mm' }],
    ['frame', { row: 5, column: null }],
    ['variants.1.sku', { row: 9, column: 'sku' }],
    [['variants', 0, 'stock'], { row: 7, column: 'stock' }],
    ['variants', { row: 5, column: null }],
  ])('finds the field %j at %j', (field, where) => {
    expect(locateField({ row: 5, variantRows: [7, 9] }, field)).toEqual(where);
  });
});

describe('the comparison with the catalog', () => {
  const stored: CatalogProduct = {
    id: 7,
    product: FRAME,
    variantIds: new Map([
      ['OC1024-BLK', 70],
      ['OC1024-TOR', 71],
    ]),
  };
  const catalog = new Map([['OC1024', stored]]);
  const file = (product: CsvProduct) => [{ product, row: 2, variantRows: [2, 3, 4] }];

  it.each([
    ['the same product', FRAME],
    ['the sale end in another offset', { ...FRAME, flashSaleEndsAt: '2030-01-01T10:00:00Z' }],
    ['search words in another order and case', { ...FRAME, searchWords: 'Classic HARBOR' }],
    [
      'a colour’s hex in small letters',
      { ...FRAME, variants: [FRAME.variants[0], { ...FRAME.variants[1], colorHex: '#6b4226' }] },
    ],
  ] as [string, CsvProduct][])('finds no change in %s', (_name, product) => {
    expect(importPlans(file(product), catalog)).toEqual([]);
  });

  it('lists a changed cell with its old and new text', () => {
    const [plan] = importPlans(file({ ...FRAME, priceCents: 14_950, status: 'archived' }), catalog);
    expect(plan).toMatchObject({
      id: 7,
      productChanged: true,
      frameChanged: false,
      addedVariants: [],
      updatedVariants: [],
    });
    expect(plan?.changes).toEqual([
      {
        row: 2,
        code: 'OC1024',
        sku: null,
        kind: 'product-changed',
        column: 'price',
        before: '129.00',
        after: '149.50',
      },
      {
        row: 2,
        code: 'OC1024',
        sku: null,
        kind: 'product-changed',
        column: 'status',
        before: 'published',
        after: 'archived',
      },
    ]);
  });

  it('tells a stock change from a colour’s other changes, and adds a colour the catalog lacks', () => {
    const variants = [
      { ...FRAME.variants[0], stock: 25 },
      { ...FRAME.variants[1], colorName: 'Havana' },
      { ...FRAME.variants[1], sku: 'OC1024-NEW', colorName: 'Sea' },
    ] as CsvProduct['variants'];
    const [plan] = importPlans(file({ ...FRAME, variants }), catalog);
    expect(plan?.productChanged).toBe(false);
    expect(
      plan?.updatedVariants.map((update) => [update.id, update.fieldsChanged, update.stockChanged]),
    ).toEqual([
      [70, false, true],
      [71, true, false],
    ]);
    expect(plan?.addedVariants.map((variant) => variant.sku)).toEqual(['OC1024-NEW']);
    expect(
      plan?.changes.map((change) => [change.row, change.kind, change.column, change.before, change.after]),
    ).toEqual([
      [2, 'stock-changed', 'stock', '10', '25'],
      [3, 'colour-changed', 'color_name', 'Tortoise', 'Havana'],
      [4, 'colour-added', null, null, 'Sea, 0 in stock'],
    ]);
  });

  it('creates a product the catalog lacks, with each of its colours', () => {
    const [plan] = importPlans(file({ ...FRAME, code: 'OC9999' }), catalog);
    expect(plan).toMatchObject({ id: null, productChanged: true, frameChanged: true });
    expect(plan?.changes.map((change) => [change.row, change.kind, change.sku])).toEqual([
      [2, 'product-created', null],
      [2, 'colour-added', 'OC1024-BLK'],
      [3, 'colour-added', 'OC1024-TOR'],
    ]);
  });

  it('marks a change of frame data as one', () => {
    const frame = { ...FRAME.frame, frameWidthMm: 138 } as CsvProduct['frame'];
    const [plan] = importPlans(file({ ...FRAME, frame }), catalog);
    expect(plan).toMatchObject({ frameChanged: true });
  });

  it.each([
    ['a b', 'B A', true],
    ['a b', 'a b c', false],
    ['', '  ', true],
  ])('compares search words %j and %j as the same: %j', (a, b, same) => {
    expect(sameWords(a, b)).toBe(same);
  });
});
