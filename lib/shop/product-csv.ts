import type { CsvValue } from './csv-cells';

// The catalog's CSV file: one row per colour, the product's columns repeated on
// each of its rows, so a spreadsheet can sort and filter it and the import reads it back. This file
// is the format: its columns and how a product becomes rows. Reading rows back is
// product-csv-rows.ts, comparing a file with the catalog product-csv-diff.ts.

export const PRODUCT_COLUMNS = [
  'code',
  'name',
  'type',
  'accessory_kind',
  'summary',
  'description',
  'price',
  'sale_price',
  'sale_ends_at',
  'new_arrival',
  'best_seller',
  'status',
  'search_words',
] as const;

/** The frame data (docs/product.md#catalog); empty on an accessory's rows. */
export const FRAME_COLUMNS = [
  'shape',
  'material',
  'rim',
  'gender',
  'lens_width_mm',
  'bridge_mm',
  'temple_mm',
  'lens_height_mm',
  'frame_width_mm',
  'weight_g',
  'face_shapes',
  'spring_hinges',
  'nose_pads',
  'progressive_eligible',
] as const;

export const VARIANT_COLUMNS = [
  'sku',
  'color_name',
  'color_family',
  'color_hex',
  'lens_tint_hex',
  'stock',
  // the stock as the export read it, beside the operator's `stock`: "do not edit". The import sets
  // a stock only where the two differ, and refuses the row when the shop's stock has moved since (a
  // sale), so an old file never puts sold units back. See product-csv-stock.ts.
  'stock_at_export',
  'low_stock_threshold',
] as const;

export const PRODUCT_CSV_COLUMNS = [...PRODUCT_COLUMNS, ...FRAME_COLUMNS, ...VARIANT_COLUMNS] as const;

export type ProductColumn = (typeof PRODUCT_COLUMNS)[number];
export type FrameColumn = (typeof FRAME_COLUMNS)[number];
export type VariantColumn = (typeof VARIANT_COLUMNS)[number];
export type ProductCsvColumn = (typeof PRODUCT_CSV_COLUMNS)[number];

/**
 * Columns a file may leave out (the export always writes them): a hand-made file, or one exported
 * before stock_at_export existed, then sets every stock it gives as the count.
 */
export const OPTIONAL_COLUMNS: readonly ProductCsvColumn[] = ['stock_at_export'];

/** Face shapes share one cell: "oval|round". */
export const FACE_SHAPE_SEPARATOR = '|';

/** A colour as the file carries it (the shape of the contract's VariantDraft). */
export interface CsvVariant {
  sku: string;
  colorName: string;
  colorFamily: string;
  colorHex: string;
  lensTintHex: string | null;
  stock: number;
  lowStockThreshold: number;
}

export interface CsvFrame {
  shape: string;
  material: string;
  rim: string;
  gender: string;
  lensWidthMm: number;
  bridgeMm: number;
  templeMm: number;
  lensHeightMm: number;
  frameWidthMm: number;
  weightG: number;
  faceShapes: readonly string[];
  springHinges: boolean;
  nosePads: boolean;
  progressiveEligible: boolean;
}

/** A product as the file carries it: the contract's ProductDraft and the product's status. */
export interface CsvProduct {
  code: string;
  name: string;
  type: string;
  accessoryKind: string | null;
  summary: string;
  description: string;
  priceCents: number;
  flashSalePriceCents: number | null;
  /** ISO 8601. */
  flashSaleEndsAt: string | null;
  isNewArrival: boolean;
  isBestSeller: boolean;
  searchWords: string;
  status: string;
  frame: CsvFrame | null;
  variants: readonly CsvVariant[];
}

/** Cents as the file writes dollars: 12900 → "129.00". */
export const dollarsCell = (cents: number | null) => (cents === null ? '' : (cents / 100).toFixed(2));
export const yesNoCell = (value: boolean) => (value ? 'yes' : 'no');
/** One spelling of an instant, whatever offset the file or the database wrote it with. */
export const instantCell = (iso: string | null) => (iso === null ? '' : new Date(iso).toISOString());

/** The product's own cells (product and frame columns), as every one of its rows repeats them. */
export function productCells(product: CsvProduct): Record<ProductColumn | FrameColumn, string> {
  const frame = product.frame;
  return {
    code: product.code,
    name: product.name,
    type: product.type,
    accessory_kind: product.accessoryKind ?? '',
    summary: product.summary,
    description: product.description,
    price: dollarsCell(product.priceCents),
    sale_price: dollarsCell(product.flashSalePriceCents),
    sale_ends_at: instantCell(product.flashSaleEndsAt),
    new_arrival: yesNoCell(product.isNewArrival),
    best_seller: yesNoCell(product.isBestSeller),
    status: product.status,
    search_words: product.searchWords,
    shape: frame?.shape ?? '',
    material: frame?.material ?? '',
    rim: frame?.rim ?? '',
    gender: frame?.gender ?? '',
    lens_width_mm: frame ? String(frame.lensWidthMm) : '',
    bridge_mm: frame ? String(frame.bridgeMm) : '',
    temple_mm: frame ? String(frame.templeMm) : '',
    lens_height_mm: frame ? String(frame.lensHeightMm) : '',
    frame_width_mm: frame ? String(frame.frameWidthMm) : '',
    weight_g: frame ? String(frame.weightG) : '',
    face_shapes: frame ? frame.faceShapes.join(FACE_SHAPE_SEPARATOR) : '',
    spring_hinges: frame ? yesNoCell(frame.springHinges) : '',
    nose_pads: frame ? yesNoCell(frame.nosePads) : '',
    progressive_eligible: frame ? yesNoCell(frame.progressiveEligible) : '',
  };
}

export function variantCells(variant: CsvVariant): Record<VariantColumn, string> {
  return {
    sku: variant.sku,
    color_name: variant.colorName,
    color_family: variant.colorFamily,
    color_hex: variant.colorHex.toLowerCase(),
    lens_tint_hex: variant.lensTintHex?.toLowerCase() ?? '',
    stock: String(variant.stock),
    // the export writes the stock twice; only `stock` is the operator's to edit
    stock_at_export: String(variant.stock),
    low_stock_threshold: String(variant.lowStockThreshold),
  };
}

const NO_VARIANT = Object.fromEntries(VARIANT_COLUMNS.map((column) => [column, ''])) as Record<
  VariantColumn,
  string
>;

/**
 * The product's rows in column order, one per colour (a product without colours keeps one row with
 * empty colour columns, so an export still lists it).
 */
export function productCsvRows(product: CsvProduct): CsvValue[][] {
  const own = productCells(product);
  const colours = product.variants.length > 0 ? product.variants.map(variantCells) : [NO_VARIANT];
  return colours.map((colour) => {
    const cells: Record<ProductCsvColumn, string> = { ...own, ...colour };
    return PRODUCT_CSV_COLUMNS.map((column) => cells[column]);
  });
}
