import { stringify } from 'csv-stringify/sync';
import { csvFile } from '@/lib/shop/csv-cells';
import { PRODUCT_CSV_COLUMNS, productCsvRows, type CsvProduct } from '@/lib/shop/product-csv';
import { importPlans, sameWords, type CatalogProduct } from '@/lib/shop/product-csv-diff';
import { readProductCsv, withoutFormulaGuard } from '@/lib/shop/product-csv-read';
import {
  centsOfDollars,
  locateField,
  productsFromRecords,
  stockAtExportOf,
  yesNo,
} from '@/lib/shop/product-csv-rows';
import { importedStock, NO_STOCK_AT_EXPORT_NOTE } from '@/lib/shop/product-csv-stock';

// The catalog's CSV format, read back, and compared with the catalog.

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
    ['8', 8],
    ['0', 0],
    ['', null],
  ])('reads the stock at export %j as %j', (text, value) => {
    expect(stockAtExportOf(text)).toEqual({ value });
  });

  it.each(['-1', '8.5', 'eight', '1e3'])('refuses %j as the stock at export', (text) => {
    expect(stockAtExportOf(text)).toEqual({
      error: 'Leave stock_at_export as the export wrote it (a whole number), or empty it.',
    });
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

describe('the stock an imported row sets', () => {
  const conflict = (atExport: number, now: number) => ({
    kind: 'conflict',
    message: `Stock of OC1-BLK changed since the export (${atExport} → ${now}): export again, or adjust it on the product page.`,
  });
  it.each([
    ['untouched, nothing sold', { stock: 10, atExport: 10, current: 10 }, { kind: 'keep' }],
    ['untouched, 2 sold since', { stock: 10, atExport: 10, current: 8 }, { kind: 'keep' }],
    ['untouched, restocked since', { stock: 10, atExport: 10, current: 30 }, { kind: 'keep' }],
    [
      'edited, nothing sold',
      { stock: 25, atExport: 10, current: 10 },
      { kind: 'set', stock: 25, note: null },
    ],
    [
      'edited to 0, nothing sold',
      { stock: 0, atExport: 10, current: 10 },
      { kind: 'set', stock: 0, note: null },
    ],
    ['edited, 2 sold since', { stock: 25, atExport: 10, current: 8 }, conflict(10, 8)],
    ['edited to today’s count, sold since', { stock: 8, atExport: 10, current: 8 }, conflict(10, 8)],
    ['no stock at export, same count', { stock: 8, atExport: null, current: 8 }, { kind: 'keep' }],
    [
      'no stock at export, another count',
      { stock: 10, atExport: null, current: 8 },
      { kind: 'set', stock: 10, note: NO_STOCK_AT_EXPORT_NOTE },
    ],
  ])('%s', (_name, cells, outcome) => {
    expect(importedStock({ sku: 'OC1-BLK', ...cells })).toEqual(outcome);
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
      [{ row: 2, column: null, message: 'The row has 3 cells where the header has 35.' }],
    ],
    [`${header}\r\n"OC1,unclosed`, [expect.objectContaining({ row: 1, column: null })]],
  ])('names what is wrong with the file %#', (text, errors) => {
    expect(readProductCsv(text).errors).toEqual(errors);
  });

  it('writes each colour’s stock again as stock_at_export, and reads it back beside the colour', () => {
    const rows = productCsvRows(FRAME);
    const at = (column: string) => rows.map((row) => row[PRODUCT_CSV_COLUMNS.indexOf(column as never)]);
    expect(at('stock_at_export')).toEqual(['10', '0']);
    expect(at('stock_at_export')).toEqual(at('stock'));
    const { products } = productsFromRecords(readProductCsv(fileOf(FRAME)).records);
    expect(products[0]?.stockAtExport).toEqual([10, 0]);
    // it is the file's, not the colour's: the draft the schema reads has no such field
    expect(products[0]?.draft.variants).toEqual([
      expect.not.objectContaining({ stockAtExport: expect.anything() }),
      expect.not.objectContaining({ stockAtExport: expect.anything() }),
    ]);
  });

  it('takes a file without the stock_at_export column (a hand-made file): every stock is a count', () => {
    const at = PRODUCT_CSV_COLUMNS.indexOf('stock_at_export');
    const read = readProductCsv(
      csvFile(
        PRODUCT_CSV_COLUMNS.filter((column) => column !== 'stock_at_export'),
        productCsvRows(FRAME).map((row) => row.filter((_cell, index) => index !== at)),
      ),
    );
    expect(read.errors).toEqual([]);
    expect(read.records.map((record) => record.cells.stock_at_export)).toEqual(['', '']);
    const { products, errors } = productsFromRecords(read.records);
    expect(errors).toEqual([]);
    expect(products[0]?.stockAtExport).toEqual([null, null]);
  });

  it('names a stock_at_export cell that is no count', () => {
    const at = PRODUCT_CSV_COLUMNS.indexOf('stock_at_export');
    const rows = productCsvRows(FRAME).map((row, index) =>
      index === 1 ? row.map((cell, column) => (column === at ? 'lots' : cell)) : row,
    );
    const { errors } = productsFromRecords(readProductCsv(csvFile(PRODUCT_CSV_COLUMNS, rows)).records);
    expect(errors).toEqual([
      {
        row: 3,
        column: 'stock_at_export',
        message: 'Leave stock_at_export as the export wrote it (a whole number), or empty it.',
      },
    ]);
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
  /**
   * The file's product; `atExport`: each colour's stock_at_export, by default what an export of the
   * stored product wrote (its colours' stock; none for a third, new colour).
   */
  const file = (product: CsvProduct, atExport: (number | null)[] = [10, 0, null]) => [
    { product, row: 2, variantRows: [2, 3, 4], stockAtExport: atExport },
  ];
  const plansOf = (product: CsvProduct, atExport?: (number | null)[]) =>
    importPlans(file(product, atExport), catalog);

  it.each([
    ['the same product', FRAME],
    ['the sale end in another offset', { ...FRAME, flashSaleEndsAt: '2030-01-01T10:00:00Z' }],
    ['search words in another order and case', { ...FRAME, searchWords: 'Classic HARBOR' }],
    [
      'a colour’s hex in small letters',
      { ...FRAME, variants: [FRAME.variants[0], { ...FRAME.variants[1], colorHex: '#6b4226' }] },
    ],
  ] as [string, CsvProduct][])('finds no change in %s', (_name, product) => {
    expect(plansOf(product)).toEqual({ plans: [], errors: [] });
  });

  it('lists a changed cell with its old and new text', () => {
    const [plan] = plansOf({ ...FRAME, priceCents: 14_950, status: 'archived' }).plans;
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
    const [plan] = plansOf({ ...FRAME, variants }).plans;
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

  describe('with sales since the export (the stored stock is now 8 and 0; the file was exported at 10 and 0)', () => {
    const sold: CatalogProduct = {
      ...stored,
      product: { ...FRAME, variants: [{ ...FRAME.variants[0], stock: 8 }, FRAME.variants[1]] },
    } as CatalogProduct;
    const afterSales = new Map([['OC1024', sold]]);
    const withStock = (black: number, tortoise = 0) =>
      ({
        ...FRAME,
        variants: [
          { ...FRAME.variants[0], stock: black },
          { ...FRAME.variants[1], stock: tortoise },
        ],
      }) as CsvProduct;

    it('imports the unchanged export as no change: the 2 sold units are not put back', () => {
      expect(importPlans(file(FRAME), afterSales)).toEqual({ plans: [], errors: [] });
    });

    it('refuses a stock the operator changed too, on its row and column, and lists no change of it', () => {
      const { plans, errors } = importPlans(file({ ...withStock(25), priceCents: 14_950 }), afterSales);
      expect(errors).toEqual([
        {
          row: 2,
          column: 'stock',
          message:
            'Stock of OC1024-BLK changed since the export (10 → 8): export again, or adjust it on the product page.',
        },
      ]);
      expect(plans).toEqual([]);
    });

    it('sets a stock the shop has not moved, and keeps the sold one’s count in the plan', () => {
      const { plans, errors } = importPlans(file(withStock(10, 4)), afterSales);
      expect(errors).toEqual([]);
      const [plan] = plans;
      expect(plan?.changes.map((change) => [change.row, change.sku, change.before, change.after])).toEqual([
        [3, 'OC1024-TOR', '0', '4'],
      ]);
      expect(plan?.updatedVariants.map((update) => [update.id, update.after.stock])).toEqual([[71, 4]]);
      // the product as it will be carries the shop's 8, not the file's 10
      expect(plan?.after.variants.map((variant) => variant.stock)).toEqual([8, 4]);
    });

    it('sets the file’s count where stock_at_export is empty, and says so in the change', () => {
      const { plans, errors } = importPlans(file(FRAME, [null, null]), afterSales);
      expect(errors).toEqual([]);
      expect(plans[0]?.changes).toEqual([
        {
          row: 2,
          code: 'OC1024',
          sku: 'OC1024-BLK',
          kind: 'stock-changed',
          column: 'stock',
          before: '8',
          after: '10',
          note: NO_STOCK_AT_EXPORT_NOTE,
        },
      ]);
    });

    it('gives a new colour the file’s count, whatever its stock_at_export says', () => {
      const variants = [
        ...FRAME.variants,
        { ...FRAME.variants[1], sku: 'OC1024-NEW', stock: 6 },
      ] as CsvProduct['variants'];
      const { plans, errors } = importPlans(file({ ...FRAME, variants }, [10, 0, 9]), afterSales);
      expect(errors).toEqual([]);
      expect(plans[0]?.addedVariants.map((variant) => [variant.sku, variant.stock])).toEqual([
        ['OC1024-NEW', 6],
      ]);
    });
  });

  it('creates a product the catalog lacks, with each of its colours', () => {
    const [plan] = plansOf({ ...FRAME, code: 'OC9999' }).plans;
    expect(plan).toMatchObject({ id: null, productChanged: true, frameChanged: true });
    expect(plan?.changes.map((change) => [change.row, change.kind, change.sku])).toEqual([
      [2, 'product-created', null],
      [2, 'colour-added', 'OC1024-BLK'],
      [3, 'colour-added', 'OC1024-TOR'],
    ]);
  });

  it('marks a change of frame data as one', () => {
    const frame = { ...FRAME.frame, frameWidthMm: 138 } as CsvProduct['frame'];
    const [plan] = plansOf({ ...FRAME, frame }).plans;
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
