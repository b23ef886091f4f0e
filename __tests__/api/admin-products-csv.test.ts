import { asc, count, desc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import type { ProductImport } from '@/lib/contract/calls/admin/product-bulk';
import { reserveStock } from '@/lib/server/domain/catalog';
import { database } from '@/lib/server/platform/db/database';
import {
  auditLog,
  frameSpecs,
  products,
  productVariants,
  stockAdjustments,
} from '@/lib/server/platform/db/schema';
import { callRoute } from '../support/call-route';
import { must, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';

// The catalog's CSV promise ("the CSV round trip changes nothing; an import with errors writes
// nothing and names every bad row"): the catalog exported as CSV, imported back with a dry run
// first, through /api/admin/products/export and /import, on the seeded catalog.

let catalog: TestOperator;
let staff: TestOperator;

beforeAll(async () => {
  catalog = await createOperator('catalog');
  staff = await createOperator('staff');
});

async function exportResponse(json: object, who = catalog) {
  const { POST } = await import('@/app/api/admin/products/export/route');
  return POST(
    new Request('http://shop.test/api/admin/products/export', {
      method: 'POST',
      headers: { ...who.headers, 'content-type': 'application/json' },
      body: JSON.stringify(json),
    }),
  );
}

async function exportCsv(json: object = {}): Promise<string> {
  const answer = await exportResponse(json);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await answer.arrayBuffer());
}

function importCsv(text: string, dryRun: boolean, who = catalog) {
  const form = new FormData();
  form.append('file', new File([text], 'products.csv', { type: 'text/csv' }));
  form.append('dryRun', String(dryRun));
  return callRoute<ProductImport>('POST', '/api/admin/products/import', { body: form, headers: who.headers });
}

/** The file as rows of cells (header first), and back: what an operator's spreadsheet does. */
const cellsOf = (text: string) => parse(text, { bom: true }) as string[][];
const textOf = (rows: string[][]) => stringify(rows, { record_delimiter: 'windows' });

/** Edits a copy of the file's rows: `edit` gets each row as column → cell. */
function edited(
  text: string,
  edit: (row: Record<string, string>, index: number) => Record<string, string>[] | void,
) {
  const [header, ...rows] = cellsOf(text);
  const columns = must(header);
  const out = rows.flatMap((cells, index) => {
    const row = Object.fromEntries(columns.map((column, at) => [column, cells[at] ?? '']));
    const result = edit(row, index);
    return (result ?? [row]).map((changed) => columns.map((column) => changed[column] ?? ''));
  });
  return textOf([columns, ...out]);
}

/** Every catalog row the import could write, and the audit log's length. */
async function catalogState() {
  const db = await database();
  const [audit] = await db.select({ n: count() }).from(auditLog);
  return {
    products: await db.select().from(products).orderBy(asc(products.id)),
    frames: await db.select().from(frameSpecs).orderBy(asc(frameSpecs.productId)),
    variants: await db.select().from(productVariants).orderBy(asc(productVariants.id)),
    adjustments: await db.select().from(stockAdjustments).orderBy(asc(stockAdjustments.id)),
    audit: audit?.n,
  };
}

async function auditLines(action: string, objectId: string) {
  const db = await database();
  return db
    .select()
    .from(auditLog)
    .where(eq(auditLog.objectId, objectId))
    .then((rows) => rows.filter((row) => row.action === action));
}

describe('the round trip', () => {
  it('imports an unchanged export of the whole catalog as no change at all: no row, no audit line', async () => {
    const text = await exportCsv();
    const [header, ...rows] = cellsOf(text);
    expect(header?.slice(0, 3)).toEqual(['code', 'name', 'type']);
    const db = await database();
    const [variantCount] = await db.select({ n: count() }).from(productVariants);
    expect(rows).toHaveLength(must(variantCount).n);

    const before = await catalogState();
    const dry = okData(await importCsv(text, true));
    expect(dry).toMatchObject({
      dryRun: true,
      applied: false,
      changes: [],
      errors: [],
      created: 0,
      updated: 0,
    });
    expect(dry.rows).toBe(rows.length);
    const real = okData(await importCsv(text, false));
    expect(real).toMatchObject({ dryRun: false, applied: true, changes: [], errors: [] });
    expect(await catalogState()).toEqual(before);
  });

  it('neutralises formula cells in the export and reads them back unchanged', async () => {
    const db = await database();
    const [first] = await db.select().from(products).where(eq(products.code, 'OC1002'));
    await db
      .update(products)
      .set({ name: '=HYPERLINK("http://evil.example","click")', summary: '-2+3 frames' })
      .where(eq(products.id, must(first).id));
    const text = await exportCsv({ search: 'OC1002' });
    expect(text).toContain(`,"'=HYPERLINK(""http://evil.example"",""click"")",`);
    expect(text).toContain(`,'-2+3 frames,`);
    const before = await catalogState();
    const real = okData(await importCsv(text, false));
    expect(real.changes).toEqual([]);
    expect(await catalogState()).toEqual(before);
  });
});

describe('an edited file', () => {
  it('lists every change in the dry run, writing nothing, and the import writes them in one go', async () => {
    const text = await exportCsv({ search: 'OC1003' });
    const [, firstRow] = cellsOf(text);
    const sku = must(firstRow)[cellsOf(text)[0]?.indexOf('sku') ?? -1];
    const file = edited(text, (row, index) => {
      const changed = { ...row, price: '149.50', status: 'published' };
      if (index > 0) return [changed];
      const restocked = { ...changed, stock: String(Number(row.stock) + 7) };
      const added = {
        ...changed,
        sku: 'OC1003-ZZZ',
        color_name: 'Sea Glass',
        color_family: 'green',
        color_hex: '#2E8B57',
        stock: '12',
      };
      const created = {
        ...row,
        code: 'CSV9001',
        name: 'Imported Frame',
        status: 'draft',
        sku: 'CSV9001-BLK',
        color_name: 'Black',
        color_family: 'black',
        color_hex: '#111111',
        stock: '3',
      };
      return [restocked, added, created];
    });

    const before = await catalogState();
    const dry = okData(await importCsv(file, true));
    expect(dry.errors).toEqual([]);
    expect(await catalogState()).toEqual(before);
    const oldPrice = must(firstRow)[cellsOf(text)[0]?.indexOf('price') ?? -1];
    const oldStock = Number(must(firstRow)[cellsOf(text)[0]?.indexOf('stock') ?? -1]);
    expect(dry.changes).toEqual(
      expect.arrayContaining([
        {
          row: 2,
          code: 'OC1003',
          sku: null,
          kind: 'product-changed',
          column: 'price',
          before: oldPrice,
          after: '149.50',
        },
        {
          row: 2,
          code: 'OC1003',
          sku,
          kind: 'stock-changed',
          column: 'stock',
          before: String(oldStock),
          after: String(oldStock + 7),
        },
        {
          row: 3,
          code: 'OC1003',
          sku: 'OC1003-ZZZ',
          kind: 'colour-added',
          column: null,
          before: null,
          after: 'Sea Glass, 12 in stock',
        },
        {
          row: 4,
          code: 'CSV9001',
          sku: null,
          kind: 'product-created',
          column: null,
          before: null,
          after: 'Imported Frame',
        },
        {
          row: 4,
          code: 'CSV9001',
          sku: 'CSV9001-BLK',
          kind: 'colour-added',
          column: null,
          before: null,
          after: 'Black, 3 in stock',
        },
      ]),
    );
    expect(dry).toMatchObject({ created: 1, updated: 1 });

    const real = okData(await importCsv(file, false));
    expect(real).toMatchObject({ applied: true, created: 1, updated: 1 });
    expect(real.changes).toEqual(dry.changes);

    const db = await database();
    const [updated] = await db.select().from(products).where(eq(products.code, 'OC1003'));
    expect(updated?.priceCents).toBe(14_950);
    const colours = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, must(updated).id));
    expect(colours.find((colour) => colour.sku === sku)?.stock).toBe(oldStock + 7);
    const added = must(colours.find((colour) => colour.sku === 'OC1003-ZZZ'));
    expect(added).toMatchObject({ colorName: 'Sea Glass', colorHex: '#2e8b57', stock: 12 });
    const history = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.staffId, catalog.staffId));
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ delta: 7, stockAfter: oldStock + 7, reason: 'CSV import' }),
        expect.objectContaining({ variantId: added.id, delta: 12, reason: 'CSV import' }),
      ]),
    );
    const [created] = await db.select().from(products).where(eq(products.code, 'CSV9001'));
    expect(created).toMatchObject({ name: 'Imported Frame', status: 'draft', isActive: false });
    const [frame] = await db
      .select()
      .from(frameSpecs)
      .where(eq(frameSpecs.productId, must(created).id));
    expect(frame?.size).toMatch(/^(narrow|medium|wide)$/);
    expect(created?.searchText).toContain('black');
    expect(await auditLines('product.import', 'OC1003')).toHaveLength(1);
    expect(await auditLines('product.adjust-stock', 'OC1003')).toHaveLength(1);
    expect(await auditLines('product.import', 'CSV9001')).toHaveLength(1);

    // the catalog now matches the file: importing it again changes nothing
    const again = okData(await importCsv(file, true));
    expect(again.changes).toEqual([]);
  });
});

describe('stock sold between the export and the import', () => {
  /** A product of two colours or more that no other test here edits, each colour at `stock`. */
  async function twoColours(stock: number) {
    const db = await database();
    const [product] = await db
      .select({ id: products.id, code: products.code })
      .from(products)
      .innerJoin(productVariants, eq(productVariants.productId, products.id))
      .groupBy(products.id, products.code)
      .having(sql`count(*) >= 2`)
      .orderBy(desc(products.code))
      .limit(1);
    const { id, code } = must(product);
    await db.update(productVariants).set({ stock }).where(eq(productVariants.productId, id));
    const [first, second] = await db
      .select()
      .from(productVariants)
      .where(eq(productVariants.productId, id))
      .orderBy(asc(productVariants.sort), asc(productVariants.id));
    return { code, first: must(first), second: must(second) };
  }

  /** Sells `quantity` of a colour as checkout does: through the catalog's front door. */
  async function sell(variantId: number, quantity: number) {
    const db = await database();
    await db.transaction(async (tx) => {
      expect(await reserveStock(tx, [{ variantId, quantity }])).toBeNull();
    });
  }

  async function stockOf(variantId: number) {
    const db = await database();
    const [row] = await db.select().from(productVariants).where(eq(productVariants.id, variantId));
    return must(row).stock;
  }

  it('exports each colour’s stock again as stock_at_export', async () => {
    const { code, first } = await twoColours(8);
    const [header, ...rows] = cellsOf(await exportCsv({ search: code }));
    const at = (name: string) => must(header).indexOf(name);
    expect(at('stock_at_export')).toBe(at('stock') + 1);
    const row = must(rows.find((cells) => cells[at('sku')] === first.sku));
    expect([row[at('stock')], row[at('stock_at_export')]]).toEqual(['8', '8']);
  });

  it('imports an unchanged export as no change after a sale: the 2 sold units stay sold', async () => {
    const { code, first } = await twoColours(8);
    const text = await exportCsv({ search: code });
    await sell(first.id, 2);
    const before = await catalogState();
    for (const dryRun of [true, false]) {
      const answer = okData(await importCsv(text, dryRun));
      expect(answer).toMatchObject({ applied: !dryRun, changes: [], errors: [], updated: 0 });
    }
    expect(await stockOf(first.id)).toBe(6);
    expect(await catalogState()).toEqual(before);
  });

  it('refuses a stock edited in the file that the shop sold meanwhile, and writes nothing', async () => {
    const { code, first, second } = await twoColours(8);
    const text = await exportCsv({ search: code });
    // the operator restocks one colour and renames the product in the spreadsheet…
    const file = edited(text, (row) => [
      { ...row, name: 'Renamed in the sheet', ...(row.sku === first.sku ? { stock: '20' } : {}) },
    ]);
    const row = cellsOf(file).findIndex((cells) => cells.includes(first.sku)) + 1;
    // …while the shop sells 2 of it
    await sell(first.id, 2);
    const before = await catalogState();
    for (const dryRun of [true, false]) {
      const answer = okData(await importCsv(file, dryRun));
      expect(answer.applied).toBe(false);
      expect(answer.errors).toEqual([
        {
          row,
          column: 'stock',
          message: `Stock of ${first.sku} changed since the export (8 → 6): export again, or adjust it on the product page.`,
        },
      ]);
      // the product's other changes wait for the file to be fixed
      expect(answer.changes).toEqual([]);
    }
    expect(await catalogState()).toEqual(before);
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([6, 8]);
  });

  it('sets an edited stock the shop has not moved, beside a colour sold meanwhile', async () => {
    const { code, first, second } = await twoColours(8);
    const text = await exportCsv({ search: code });
    const file = edited(text, (row) => [{ ...row, ...(row.sku === first.sku ? { stock: '20' } : {}) }]);
    await sell(second.id, 2);
    const dry = okData(await importCsv(file, true));
    expect(dry.errors).toEqual([]);
    expect(dry.changes).toEqual([
      expect.objectContaining({ sku: first.sku, kind: 'stock-changed', before: '8', after: '20' }),
    ]);
    expect(dry.changes[0]?.note).toBeUndefined();
    const real = okData(await importCsv(file, false));
    expect(real).toMatchObject({ applied: true, changes: dry.changes });
    expect([await stockOf(first.id), await stockOf(second.id)]).toEqual([20, 6]);
    const db = await database();
    const [line] = await db
      .select()
      .from(stockAdjustments)
      .where(eq(stockAdjustments.variantId, first.id))
      .orderBy(desc(stockAdjustments.id))
      .limit(1);
    expect(line).toMatchObject({ delta: 12, stockAfter: 20, reason: 'CSV import', staffId: catalog.staffId });
    expect(await auditLines('product.adjust-stock', code)).toEqual(
      expect.arrayContaining([expect.objectContaining({ summary: `${first.sku} +12 (now 20): CSV import` })]),
    );
  });

  it('takes a file without stock_at_export: its stock is the count, and the dry run says so', async () => {
    const { code, first } = await twoColours(8);
    const text = await exportCsv({ search: code });
    await sell(first.id, 2);
    const [header, ...rows] = cellsOf(text);
    const at = must(header).indexOf('stock_at_export');
    const handMade = textOf(
      [must(header), ...rows].map((cells) => cells.filter((_cell, index) => index !== at)),
    );
    const dry = okData(await importCsv(handMade, true));
    expect(dry.errors).toEqual([]);
    expect(dry.changes).toEqual([
      expect.objectContaining({
        sku: first.sku,
        kind: 'stock-changed',
        before: '6',
        after: '8',
        note: expect.stringMatching(/^stock_at_export is empty: the file’s stock is set as the count/),
      }),
    ]);
    expect(okData(await importCsv(handMade, false)).applied).toBe(true);
    expect(await stockOf(first.id)).toBe(8);
  });
});

describe('a file with errors', () => {
  it('writes nothing and names every bad row and column', async () => {
    const text = await exportCsv({ search: 'OC100' });
    const [header, ...rows] = cellsOf(text);
    const column = (name: string) => must(header).indexOf(name);
    // OC1004's first row, and a colour of another product to steal a SKU from
    const firstOf = (code: string) => rows.findIndex((row) => row[column('code')] === code);
    // a SKU another product has (written before the SKU rule, so it still starts with OC1008-)
    const stolen = 'OC1008-OLD';
    const db = await database();
    const taken = must(rows.find((row) => row[column('code')] === 'OC1005'))[column('sku')];
    await db
      .update(productVariants)
      .set({ sku: stolen })
      .where(eq(productVariants.sku, must(taken)));
    const bad = edited(text, (row, index) => {
      const code = row.code;
      // OC1005 is left out of the file: its SKU then belongs to a product the file does not name
      if (code === 'OC1005') return [];
      // product columns change on every row of the product; colour columns on its first row only
      if (code === 'OC1004') return [{ ...row, price: 'cheap' }];
      if (code === 'OC1006') return [{ ...row, sale_price: '999.00', sale_ends_at: '2030-01-01T00:00:00Z' }];
      if (code === 'OC1009') return [{ ...row, frame_width_mm: '175' }];
      if (index === firstOf('OC1007')) return [{ ...row, color_family: 'plaid', stock: '-4' }];
      if (index === firstOf('OC1008')) return [{ ...row, sku: stolen }];
      if (index === firstOf('OC1001'))
        return [
          row,
          { ...row, name: 'Another name', sku: 'OC1001-NEW' },
          { ...row, code: 'CSV9100', sku: row.sku ?? '' },
        ];
    });
    const badRows = cellsOf(bad).slice(1);
    const rowOf = (code: string) => badRows.findIndex((row) => row[column('code')] === code) + 2;
    const before = await catalogState();
    for (const dryRun of [true, false]) {
      const answer = okData(await importCsv(bad, dryRun));
      expect(answer.applied).toBe(false);
      const found = answer.errors.map((error) => [error.row, error.column]);
      expect(found).toEqual(
        expect.arrayContaining([
          [rowOf('OC1004'), 'price'],
          [rowOf('OC1006'), 'sale_price'],
          [rowOf('OC1007'), 'color_family'],
          [rowOf('OC1007'), 'stock'],
          [rowOf('OC1008'), 'sku'],
          [rowOf('OC1009'), 'frame_width_mm'],
          // the rows added after OC1001's first: a name that differs, a SKU another product of the file has
          [rowOf('OC1001') + 1, 'name'],
          [rowOf('OC1001') + 2, 'sku'],
        ]),
      );
      const messages = answer.errors.map((error) => error.message);
      expect(messages).toEqual(
        expect.arrayContaining([
          'Give an amount in dollars, as 129.00.',
          'The sale price must be below the price.',
          `Another product already has the SKU ${stolen}.`,
          'Choose the colour family.',
          expect.stringMatching(/^The frame width is more than 24 mm wider than two lenses and the bridge/),
          'Every row of OC1001 repeats its product columns: this differs from row 2.',
          expect.stringMatching(/^OC1001-\w+ is also on row 2, a colour of OC1001\.$/),
        ]),
      );
      expect(answer.changes.some((change) => change.code === 'OC1004')).toBe(false);
    }
    expect(await catalogState()).toEqual(before);
  });

  it('refuses a header that is not the format, naming the columns', async () => {
    const text = await exportCsv({ search: 'OC1010' });
    const renamed = text.replace('color_hex', 'colour').replace(',stock,', ',stock,extra,');
    const answer = okData(await importCsv(renamed, true));
    expect(answer.errors).toEqual(
      expect.arrayContaining([
        { row: 1, column: 'colour', message: '"colour" is not a column of the catalog file.' },
        { row: 1, column: 'extra', message: '"extra" is not a column of the catalog file.' },
        { row: 1, column: null, message: 'Columns missing from the header: color_hex.' },
      ]),
    );
  });

  it('refuses a file over the size limit with a clear message', async () => {
    const big = 'x'.repeat(5 * 1024 * 1024 + 10);
    const answer = await importCsv(big, true);
    expect(answer.body.code).toBe(422);
    expect(answer.body.data).toMatchObject({ fields: { file: 'The file must be 5 MB or smaller.' } });
  });
});

describe('who may call', () => {
  it('refuses a staff member (403) on both calls', async () => {
    const exported = await exportResponse({}, staff);
    expect(((await exported.json()) as { code: number }).code).toBe(403);
    expect((await importCsv('code\r\n', true, staff)).body.code).toBe(403);
  });
});
