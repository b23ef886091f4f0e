import {
  FRAME_COLUMNS,
  PRODUCT_COLUMNS,
  productCells,
  VARIANT_COLUMNS,
  variantCells,
  type CsvProduct,
  type CsvVariant,
  type ProductCsvColumn,
} from './product-csv';
import type { CsvRowError } from './product-csv-read';
import { importedStock } from './product-csv-stock';

// What importing a file would change in the catalog: the dry run lists it, the
// real import writes exactly it. Creates and updates only: a product or colour missing from the
// file is left as it is. Cells are compared as the export writes them (129.00, yes/no, one ISO
// spelling), so an unchanged export compares equal and its import writes nothing. A colour's stock
// is compared through its stock_at_export (product-csv-stock.ts), so sales made since the export
// are never undone: an unchanged export imports as no change even when the shop sold meanwhile.

export type CatalogChangeKind =
  'product-created' | 'product-changed' | 'colour-added' | 'colour-changed' | 'stock-changed';

/** One change, as the dry run lists it: the row it comes from, and the cell's old and new text. */
export interface CatalogChange {
  row: number;
  code: string;
  sku: string | null;
  kind: CatalogChangeKind;
  column: ProductCsvColumn | null;
  before: string | null;
  after: string | null;
  /** Why a change may not be what the operator expects (a stock set without stock_at_export). */
  note?: string;
}

/** A product of the file, validated, with the rows it came from. */
export interface FileProduct {
  product: CsvProduct;
  row: number;
  variantRows: readonly number[];
  /** Each colour's stock_at_export (null: not given), in the order of `product.variants`. */
  stockAtExport: readonly (number | null)[];
}

/** A product of the catalog, as the file would carry it, with its colours' ids by SKU. */
export interface CatalogProduct {
  id: number;
  product: CsvProduct;
  variantIds: ReadonlyMap<string, number>;
}

export interface VariantUpdate {
  id: number;
  before: CsvVariant;
  after: CsvVariant;
  /** A column other than the stock differs. */
  fieldsChanged: boolean;
  stockChanged: boolean;
}

/** What the import does to one product: only products with a change have a plan. */
export interface ProductPlan {
  code: string;
  /** null: the product is new. */
  id: number | null;
  before: CsvProduct | null;
  after: CsvProduct;
  /** The product's own or frame columns differ (always true for a new product). */
  productChanged: boolean;
  frameChanged: boolean;
  addedVariants: CsvVariant[];
  updatedVariants: VariantUpdate[];
  changes: CatalogChange[];
}

const OWN_COLUMNS = [...PRODUCT_COLUMNS, ...FRAME_COLUMNS] as const;
const FRAME_SET = new Set<string>(FRAME_COLUMNS);

/** Search words find the same products in any order or case. */
export function sameWords(a: string, b: string): boolean {
  const left = new Set(a.toLowerCase().split(/\s+/).filter(Boolean));
  const right = new Set(b.toLowerCase().split(/\s+/).filter(Boolean));
  return left.size === right.size && [...left].every((word) => right.has(word));
}

function sameCell(column: ProductCsvColumn, before: string, after: string): boolean {
  return column === 'search_words' ? sameWords(before, after) : before === after;
}

/** What the import does with the file's products: the plans, and the rows it refuses. */
export interface ImportPlans {
  plans: ProductPlan[];
  /** A stock the operator changed that the shop has changed too since the export. */
  errors: CsvRowError[];
}

function productPlan(
  file: FileProduct,
  current: CatalogProduct | undefined,
  errors: CsvRowError[],
): ProductPlan | null {
  const { product, row, variantRows } = file;
  const code = product.code;
  const rowOf = (index: number) => variantRows[index] ?? row;

  if (!current) {
    return {
      code,
      id: null,
      before: null,
      after: product,
      productChanged: true,
      frameChanged: product.frame !== null,
      addedVariants: [...product.variants],
      updatedVariants: [],
      changes: [
        { row, code, sku: null, kind: 'product-created', column: null, before: null, after: product.name },
        ...product.variants.map((variant, index) => colourAdded(code, variant, rowOf(index))),
      ],
    };
  }

  const changes: CatalogChange[] = [];
  const beforeCells = productCells(current.product);
  const afterCells = productCells(product);
  let frameChanged = false;
  for (const column of OWN_COLUMNS) {
    if (sameCell(column, beforeCells[column], afterCells[column])) continue;
    if (FRAME_SET.has(column)) frameChanged = true;
    changes.push({
      row,
      code,
      sku: null,
      kind: 'product-changed',
      column,
      before: beforeCells[column],
      after: afterCells[column],
    });
  }
  const productChanged = changes.length > 0;

  const addedVariants: CsvVariant[] = [];
  const updatedVariants: VariantUpdate[] = [];
  const currentBySku = new Map(current.product.variants.map((variant) => [variant.sku, variant]));
  const refused = errors.length;
  const colours = product.variants.map((variant, index) => {
    const id = current.variantIds.get(variant.sku);
    const was = currentBySku.get(variant.sku);
    // a new colour's stock is the file's count, whatever its stock_at_export says
    if (id === undefined || !was) {
      addedVariants.push(variant);
      changes.push(colourAdded(code, variant, rowOf(index)));
      return variant;
    }
    const stock = importedStock({
      sku: variant.sku,
      stock: variant.stock,
      atExport: file.stockAtExport[index] ?? null,
      current: was.stock,
    });
    if (stock.kind === 'conflict') {
      errors.push({ row: rowOf(index), column: 'stock', message: stock.message });
      return variant;
    }
    // the colour as it will be: a stock the import keeps is the catalog's own, sales included
    const after = stock.kind === 'keep' ? { ...variant, stock: was.stock } : variant;
    const note = stock.kind === 'set' ? stock.note : null;
    const update = variantUpdate(id, was, after, code, rowOf(index), changes, note);
    if (update) updatedVariants.push(update);
    return after;
  });
  // a product with a refused row lists its errors, not its changes (as for the catalog's rules)
  if (errors.length > refused) return null;

  if (changes.length === 0) return null;
  return {
    code,
    id: current.id,
    before: current.product,
    after: { ...product, variants: colours },
    productChanged,
    frameChanged,
    addedVariants,
    updatedVariants,
    changes,
  };
}

function colourAdded(code: string, variant: CsvVariant, row: number): CatalogChange {
  return {
    row,
    code,
    sku: variant.sku,
    kind: 'colour-added',
    column: null,
    before: null,
    after: `${variant.colorName}, ${variant.stock} in stock`,
  };
}

function variantUpdate(
  id: number,
  before: CsvVariant,
  after: CsvVariant,
  code: string,
  row: number,
  changes: CatalogChange[],
  stockNote: string | null,
): VariantUpdate | null {
  const was = variantCells(before);
  const now = variantCells(after);
  let fieldsChanged = false;
  let stockChanged = false;
  for (const column of VARIANT_COLUMNS) {
    // stock_at_export is the file's, not the colour's: the stock column says what changes
    if (column === 'stock_at_export' || was[column] === now[column]) continue;
    if (column === 'stock') stockChanged = true;
    else fieldsChanged = true;
    changes.push({
      row,
      code,
      sku: after.sku,
      kind: column === 'stock' ? 'stock-changed' : 'colour-changed',
      column,
      before: was[column],
      after: now[column],
      ...(column === 'stock' && stockNote !== null ? { note: stockNote } : {}),
    });
  }
  return fieldsChanged || stockChanged ? { id, before, after, fieldsChanged, stockChanged } : null;
}

/**
 * The plans of the file's products that change something, in the file's order, and the stock the
 * import refuses (the whole import then writes nothing, as for every error).
 */
export function importPlans(
  file: readonly FileProduct[],
  catalog: ReadonlyMap<string, CatalogProduct>,
): ImportPlans {
  const errors: CsvRowError[] = [];
  const plans = file.flatMap((entry) => productPlan(entry, catalog.get(entry.product.code), errors) ?? []);
  return { plans, errors };
}
