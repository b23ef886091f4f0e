import { z } from 'zod';
import { PRODUCT_TYPES } from '@/lib/shop/categories';
import { PRODUCT_CSV_COLUMNS } from '@/lib/shop/product-csv';
import { PRODUCT_CSV_ROWS_MAX } from '@/lib/shop/product-csv-read';
import { rolesFor } from '@/lib/shop/staff-roles';
import { defineCall, type CallContract } from '../../call';
import { OPERATOR_TAG, searchText } from './fields';
import { productStatusSchema } from './product-fields';

// The catalog as a CSV file: export the products and their colours, and import
// the same format back, first as a dry run that lists every change and every error by row, then
// for real, all of it in one transaction or nothing. Creates and updates only.

const roles = rolesFor('catalog');

/** The largest file the import takes: the whole demo catalog is about a tenth of it. */
export const PRODUCT_CSV_MAX_BYTES = 5 * 1024 * 1024;
const MEGABYTES = PRODUCT_CSV_MAX_BYTES / 1024 / 1024;

const COLUMNS = PRODUCT_CSV_COLUMNS.join(', ');

export const productExportCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/export',
  tag: OPERATOR_TAG,
  summary: 'The catalog as a CSV file: one row per colour, the product’s columns repeated.',
  description: `Success answers the file itself (text/csv, UTF-8 with a byte order mark, RFC 4180, an attachment named products-<day>.csv), not the envelope. Every filter is optional: \`search\` (part of the code, the name or a SKU), \`type\`, \`status\`; without them, every product in every status. Columns: ${COLUMNS}. Prices in dollars (129.00), flags yes/no, sale_ends_at ISO 8601, face_shapes as "oval|round", frame columns empty for accessories. \`stock_at_export\` repeats each colour's stock as the export read it: do not edit it (the import compares it with \`stock\` and with the stock then, so sales made since the export are not undone). Cells a spreadsheet would run as formulas start with an apostrophe (the import takes it off). Written in the audit log (product.export).`,
  access: 'operator',
  roles,
  input: z.strictObject({
    search: searchText(),
    type: z.enum(PRODUCT_TYPES, { error: 'Choose the category.' }).optional(),
    status: productStatusSchema.optional(),
  }),
  output: z.unknown(),
});

const dryRun = z.preprocess(
  (value) => (value === 'true' ? true : value === 'false' ? false : value),
  z.boolean({ error: 'Say whether this is a dry run: true or false.' }).default(true),
);

export const productImportInput = z.strictObject({
  /** The export's format; any column order. */
  file: z
    .instanceof(File, { error: 'Choose the CSV file to import.' })
    .refine((file) => file.size > 0, 'The file is empty. Choose a CSV file exported from the console.')
    .refine((file) => file.size <= PRODUCT_CSV_MAX_BYTES, `The file must be ${MEGABYTES} MB or smaller.`),
  dryRun,
});

export const csvRowErrorSchema = z.object({
  /** As a spreadsheet numbers it: the header is row 1. */
  row: z.number().int(),
  column: z.string().nullable(),
  message: z.string(),
});

export const catalogChangeSchema = z.object({
  row: z.number().int(),
  code: z.string(),
  sku: z.string().nullable(),
  kind: z.enum(['product-created', 'product-changed', 'colour-added', 'colour-changed', 'stock-changed']),
  column: z.string().nullable(),
  /** The cell as the file writes it, before and after; null for a product or colour that is new. */
  before: z.string().nullable(),
  after: z.string().nullable(),
  /** Why a change may not be what the operator meant: a stock set by a row without stock_at_export. */
  note: z.string().optional(),
});

export const productImportSchema = z.object({
  dryRun: z.boolean(),
  /** Whether the changes were written: never on a dry run, never when a row has an error. */
  applied: z.boolean(),
  /** Rows read (blank rows and the header not counted) and the products they name. */
  rows: z.number().int(),
  products: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  changes: z.array(catalogChangeSchema),
  errors: z.array(csvRowErrorSchema),
});
export type ProductImport = z.infer<typeof productImportSchema>;

export const productImportCall = defineCall({
  method: 'POST',
  path: '/api/admin/products/import',
  tag: OPERATOR_TAG,
  summary:
    'Imports a catalog CSV file: a dry run lists every change and error by row; the real import writes all or nothing.',
  description: `Multipart \`file\` (the export's format, at most ${MEGABYTES} MB and ${PRODUCT_CSV_ROWS_MAX.toLocaleString('en-US')} rows) and \`dryRun\` ("true", the default, or "false"). Every row is checked as the product form checks a product (the same schema and rules), the rows of a product must repeat its product columns, and a SKU may belong to one product only; each problem is named by row (the header is row 1) and column. The dry run writes nothing. The real import checks everything again and writes every change in one transaction, or nothing when any row has an error (\`applied\` false, the errors listed). Creates and updates only: products and colours missing from the file are left as they are. A colour's stock goes by \`stock_at_export\` (optional in a file; the export always writes it): \`stock\` equal to it changes nothing, whatever the stock is now; a different \`stock\` is set when the stock is still what the export read, and is the row's error (stock column) when the shop's stock has changed since (a sale); without it, \`stock\` is the count (the change says so in \`note\`). A new colour's \`stock\` is its count. A stock change is written in the stock history (reason "CSV import"); every changed product and stock change is written in the audit log. Importing an unchanged export changes nothing.`,
  access: 'operator',
  roles,
  maxBodyBytes: PRODUCT_CSV_MAX_BYTES + 64 * 1024,
  uploads: { files: 1, fileBytes: PRODUCT_CSV_MAX_BYTES },
  input: productImportInput,
  output: productImportSchema,
});

export const PRODUCT_BULK_CALLS: readonly CallContract[] = [productExportCall, productImportCall];
