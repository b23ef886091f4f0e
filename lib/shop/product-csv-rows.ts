import {
  FRAME_COLUMNS,
  PRODUCT_COLUMNS,
  VARIANT_COLUMNS,
  type FrameColumn,
  type ProductColumn,
  type VariantColumn,
} from './product-csv';
import type { CsvRecord, CsvRowError } from './product-csv-read';

// From the file's rows back to products: the rows of one code become one
// product's draft (the shape the contract's productDraftSchema reads, not yet validated: the
// server validates it with the same schema and rules as the product form), its status, and where
// each of its parts came from, so every problem is named by row and column.

/** One product of the file, before validation. */
export interface ProductRows {
  code: string;
  /** The product's first row: problems with the product's own columns are named there. */
  row: number;
  /** The row of each colour, in the order of `draft.variants`. */
  variantRows: readonly number[];
  /** Each colour's stock_at_export, in the same order: null where the cell is empty (or unreadable). */
  stockAtExport: readonly (number | null)[];
  /** What productDraftSchema reads; a cell that could not be read is left out (its error is given). */
  draft: Record<string, unknown>;
  status: string;
}

export interface RowsRead {
  products: ProductRows[];
  errors: CsvRowError[];
}

/** Where a field of the draft is written in the file. */
const PRODUCT_FIELD_COLUMN: Record<string, ProductColumn> = {
  code: 'code',
  name: 'name',
  type: 'type',
  accessoryKind: 'accessory_kind',
  summary: 'summary',
  description: 'description',
  priceCents: 'price',
  flashSalePriceCents: 'sale_price',
  flashSaleEndsAt: 'sale_ends_at',
  isNewArrival: 'new_arrival',
  isBestSeller: 'best_seller',
  searchWords: 'search_words',
  status: 'status',
};

const FRAME_FIELD_COLUMN: Record<string, FrameColumn> = {
  shape: 'shape',
  material: 'material',
  rim: 'rim',
  gender: 'gender',
  lensWidthMm: 'lens_width_mm',
  bridgeMm: 'bridge_mm',
  templeMm: 'temple_mm',
  lensHeightMm: 'lens_height_mm',
  frameWidthMm: 'frame_width_mm',
  weightG: 'weight_g',
  faceShapes: 'face_shapes',
  springHinges: 'spring_hinges',
  nosePads: 'nose_pads',
  progressiveEligible: 'progressive_eligible',
};

const VARIANT_FIELD_COLUMN: Record<string, VariantColumn> = {
  sku: 'sku',
  colorName: 'color_name',
  colorFamily: 'color_family',
  colorHex: 'color_hex',
  lensTintHex: 'lens_tint_hex',
  stock: 'stock',
  lowStockThreshold: 'low_stock_threshold',
};

/**
 * The row and column of a draft's field, as a zod issue's path or a rule's `field`
 * ("variants.1.sku") names it.
 */
export function locateField(
  product: Pick<ProductRows, 'row' | 'variantRows'>,
  field: string | readonly PropertyKey[],
): { row: number; column: string | null } {
  const path = typeof field === 'string' ? field.split('.') : field.map(String);
  const [head, second, third] = path;
  if (head === 'variants') {
    const index = Number(second);
    const row = Number.isInteger(index) ? product.variantRows[index] : undefined;
    return row === undefined
      ? { row: product.row, column: null }
      : { row, column: VARIANT_FIELD_COLUMN[third ?? ''] ?? null };
  }
  if (head === 'frame') return { row: product.row, column: FRAME_FIELD_COLUMN[second ?? ''] ?? null };
  return { row: product.row, column: PRODUCT_FIELD_COLUMN[head ?? ''] ?? null };
}

type Cells = CsvRecord['cells'];
type Read<T> = { value: T } | { error: string };

/** Dollars as a person types them ("129", "129.5", "$129.00") → cents, exactly (no float sums). */
export function centsOfDollars(text: string): Read<number | null> {
  if (text === '') return { value: null };
  const match = /^\$?(\d{1,7})(?:\.(\d{1,2}))?$/.exec(text.replace(/,/g, ''));
  if (!match) return { error: 'Give an amount in dollars, as 129.00.' };
  return { value: Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) };
}

/** The export's own count, read back: empty (a hand-made file, a new colour) or a whole number. */
export function stockAtExportOf(text: string): Read<number | null> {
  if (text === '') return { value: null };
  if (!/^\d{1,9}$/.test(text))
    return { error: 'Leave stock_at_export as the export wrote it (a whole number), or empty it.' };
  return { value: Number(text) };
}

export function yesNo(text: string): Read<boolean> {
  const word = text.toLowerCase();
  if (word === 'yes' || word === 'true') return { value: true };
  if (word === 'no' || word === 'false' || word === '') return { value: false };
  return { error: 'Write yes or no.' };
}

/** A cell the schema reads as it is: "" means not given. */
const given = (text: string) => (text === '' ? undefined : text);

/** Reads one product's cells into the draft's shape, collecting the cells that cannot be read. */
function productDraft(cells: Cells, row: number, errors: CsvRowError[]): Record<string, unknown> {
  const read = <T>(column: string, result: Read<T>): T | undefined => {
    if ('error' in result) {
      errors.push({ row, column, message: result.error });
      return undefined;
    }
    return result.value;
  };
  const hasFrame = FRAME_COLUMNS.some((column) => cells[column] !== '');
  return {
    code: given(cells.code),
    name: cells.name,
    type: given(cells.type),
    accessoryKind: cells.accessory_kind,
    summary: cells.summary,
    description: cells.description,
    priceCents: read('price', centsOfDollars(cells.price)) ?? undefined,
    flashSalePriceCents: read('sale_price', centsOfDollars(cells.sale_price)),
    flashSaleEndsAt: cells.sale_ends_at,
    isNewArrival: read('new_arrival', yesNo(cells.new_arrival)),
    isBestSeller: read('best_seller', yesNo(cells.best_seller)),
    searchWords: cells.search_words,
    // an accessory's rows leave every frame column empty
    frame: hasFrame
      ? {
          shape: given(cells.shape),
          material: given(cells.material),
          rim: given(cells.rim),
          gender: given(cells.gender),
          lensWidthMm: given(cells.lens_width_mm),
          bridgeMm: given(cells.bridge_mm),
          templeMm: given(cells.temple_mm),
          lensHeightMm: given(cells.lens_height_mm),
          frameWidthMm: given(cells.frame_width_mm),
          weightG: given(cells.weight_g),
          faceShapes: cells.face_shapes
            .split('|')
            .map((shape) => shape.trim().toLowerCase())
            .filter(Boolean),
          springHinges: read('spring_hinges', yesNo(cells.spring_hinges)),
          nosePads: read('nose_pads', yesNo(cells.nose_pads)),
          progressiveEligible: read('progressive_eligible', yesNo(cells.progressive_eligible)),
        }
      : null,
    variants: [],
  };
}

function variantDraft(cells: Cells): Record<string, unknown> {
  return {
    sku: given(cells.sku),
    colorName: cells.color_name,
    colorFamily: given(cells.color_family),
    colorHex: given(cells.color_hex),
    lensTintHex: cells.lens_tint_hex,
    stock: given(cells.stock),
    lowStockThreshold: given(cells.low_stock_threshold),
  };
}

const OWN_COLUMNS = [...PRODUCT_COLUMNS, ...FRAME_COLUMNS] as const;

/**
 * Groups the rows by product code: the first row of a code gives the product's columns, and every
 * later row of it must repeat them (a row that differs is named, column by column). A row without
 * colour cells adds no colour. A SKU on two products of the file is named on its second row.
 */
export function productsFromRecords(records: readonly CsvRecord[]): RowsRead {
  const errors: CsvRowError[] = [];
  const byCode = new Map<
    string,
    { product: ProductRows; cells: Cells; variantRows: number[]; stockAtExport: (number | null)[] }
  >();
  const skuRows = new Map<string, { row: number; code: string }>();

  for (const { row, cells } of records) {
    const code = cells.code.toUpperCase();
    if (code === '') {
      errors.push({ row, column: 'code', message: 'Give the product code.' });
      continue;
    }
    let entry = byCode.get(code);
    if (!entry) {
      const variantRows: number[] = [];
      const stockAtExport: (number | null)[] = [];
      const product: ProductRows = {
        code,
        row,
        variantRows,
        stockAtExport,
        draft: productDraft(cells, row, errors),
        status: cells.status.toLowerCase(),
      };
      entry = { product, cells, variantRows, stockAtExport };
      byCode.set(code, entry);
    } else {
      const first = entry;
      for (const column of OWN_COLUMNS) {
        if (cells[column] !== first.cells[column])
          errors.push({
            row,
            column,
            message: `Every row of ${code} repeats its product columns: this differs from row ${first.product.row}.`,
          });
      }
    }
    if (VARIANT_COLUMNS.every((column) => cells[column] === '')) continue;
    const sku = cells.sku.toUpperCase();
    const earlier = skuRows.get(sku);
    if (sku !== '' && earlier && earlier.code !== code) {
      errors.push({
        row,
        column: 'sku',
        message: `${sku} is also on row ${earlier.row}, a colour of ${earlier.code}.`,
      });
      continue;
    }
    if (sku !== '' && !earlier) skuRows.set(sku, { row, code });
    const atExport = stockAtExportOf(cells.stock_at_export);
    if ('error' in atExport) errors.push({ row, column: 'stock_at_export', message: atExport.error });
    (entry.product.draft.variants as unknown[]).push(variantDraft(cells));
    entry.variantRows.push(row);
    entry.stockAtExport.push('value' in atExport ? atExport.value : null);
  }
  return { products: [...byCode.values()].map((entry) => entry.product), errors };
}
