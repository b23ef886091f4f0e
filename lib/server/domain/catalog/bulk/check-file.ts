import type { z } from 'zod';
import {
  productDraftSchema,
  productStatusSchema,
  type ProductDraft,
} from '@/lib/contract/calls/admin/product-fields';
import type { CsvProduct } from '@/lib/shop/product-csv';
import type { FileProduct } from '@/lib/shop/product-csv-diff';
import { readProductCsv, type CsvRowError } from '@/lib/shop/product-csv-read';
import { locateField, productsFromRecords, type ProductRows } from '@/lib/shop/product-csv-rows';
import { productProblems } from '@/lib/shop/product-rules';

// Every row of an imported file checked as the product form checks a product: the contract's
// productDraftSchema, then the catalog's rules (productProblems) with the SKUs other products
// already have. Each problem is named by the row and column it comes from.

export interface CheckedProduct extends FileProduct {
  draft: ProductDraft;
}

export interface CheckedFile {
  /** Rows read, blank ones not counted. */
  rows: number;
  /** The products every cell of which could be read and passed the schema. */
  products: CheckedProduct[];
  errors: CsvRowError[];
}

function issueErrors(rows: ProductRows, issues: readonly z.core.$ZodIssue[]): CsvRowError[] {
  return issues.map((issue) => ({ ...locateField(rows, issue.path), message: issueMessage(issue) }));
}

/** zod's word for a cell left empty is no help in a spreadsheet. */
function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'This cell is empty: fill it in.';
  if (issue.code === 'invalid_union' && issue.input === undefined) return 'This cell is empty: fill it in.';
  return issue.message;
}

/** Reads and checks the file on its own: its format, each row's cells, the rows of each product. */
export function checkFile(text: string): CheckedFile {
  const read = readProductCsv(text);
  const grouped = productsFromRecords(read.records);
  const errors = [...read.errors, ...grouped.errors];
  const rowsWithErrors = new Set(errors.map((error) => error.row));
  const products: CheckedProduct[] = [];
  for (const rows of grouped.products) {
    const parsed = productDraftSchema.safeParse(rows.draft);
    const status = productStatusSchema.safeParse(rows.status);
    if (!parsed.success) errors.push(...issueErrors(rows, parsed.error.issues));
    if (!status.success)
      errors.push({
        row: rows.row,
        column: 'status',
        message: status.error.issues[0]?.message ?? 'Choose draft, published or archived.',
      });
    if (!parsed.success || !status.success) continue;
    // a cell that could not be read (its error is above) leaves the draft incomplete
    if ([rows.row, ...rows.variantRows].some((row) => rowsWithErrors.has(row))) continue;
    // only an accessory has a kind (the product form stores none for glasses either)
    const draft = parsed.data.type === 'accessories' ? parsed.data : { ...parsed.data, accessoryKind: null };
    const product: CsvProduct = { ...draft, status: status.data };
    products.push({
      product,
      draft,
      row: rows.row,
      variantRows: rows.variantRows,
      stockAtExport: rows.stockAtExport,
    });
  }
  return { rows: read.records.length, products, errors: tidy(errors) };
}

/** The catalog's rules across fields, with the SKUs other products have (`owners`: SKU → code). */
export function ruleErrors(
  products: readonly CheckedProduct[],
  owners: ReadonlyMap<string, string>,
): CsvRowError[] {
  return tidy(
    products.flatMap((entry) => {
      const { draft } = entry;
      const skusTaken = draft.variants
        .map((variant) => variant.sku)
        .filter((sku) => {
          const owner = owners.get(sku);
          return owner !== undefined && owner !== draft.code;
        });
      return productProblems(draft, { codeTaken: false, skusTaken }).map((problem) => ({
        ...locateField(entry, problem.field),
        message: problem.message,
      }));
    }),
  );
}

/** One error per cell (the first: a cell that could not be read is also "empty" to the schema), by row. */
export function tidy(errors: readonly CsvRowError[]): CsvRowError[] {
  const seen = new Set<string>();
  return errors
    .filter((error) => {
      const key = `${error.row}:${error.column ?? ''}:${error.column === null ? error.message : ''}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .sort((a, b) => a.row - b.row);
}
