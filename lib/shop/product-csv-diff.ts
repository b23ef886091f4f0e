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

// What importing a file would change in the catalog (issue 21 point 4): the dry run lists it, the
// real import writes exactly it. Creates and updates only: a product or colour missing from the
// file is left as it is. Cells are compared as the export writes them (129.00, yes/no, one ISO
// spelling), so an unchanged export compares equal and its import writes nothing.

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
}

/** A product of the file, validated, with the rows it came from. */
export interface FileProduct {
  product: CsvProduct;
  row: number;
  variantRows: readonly number[];
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

function productPlan(file: FileProduct, current: CatalogProduct | undefined): ProductPlan | null {
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
  product.variants.forEach((variant, index) => {
    const id = current.variantIds.get(variant.sku);
    const was = currentBySku.get(variant.sku);
    if (id === undefined || !was) {
      addedVariants.push(variant);
      changes.push(colourAdded(code, variant, rowOf(index)));
      return;
    }
    const update = variantUpdate(id, was, variant, code, rowOf(index), changes);
    if (update) updatedVariants.push(update);
  });

  if (changes.length === 0) return null;
  return {
    code,
    id: current.id,
    before: current.product,
    after: product,
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
): VariantUpdate | null {
  const was = variantCells(before);
  const now = variantCells(after);
  let fieldsChanged = false;
  let stockChanged = false;
  for (const column of VARIANT_COLUMNS) {
    if (was[column] === now[column]) continue;
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
    });
  }
  return fieldsChanged || stockChanged ? { id, before, after, fieldsChanged, stockChanged } : null;
}

/** The plans of the file's products that change something, in the file's order. */
export function importPlans(
  file: readonly FileProduct[],
  catalog: ReadonlyMap<string, CatalogProduct>,
): ProductPlan[] {
  return file.flatMap((entry) => productPlan(entry, catalog.get(entry.product.code)) ?? []);
}
