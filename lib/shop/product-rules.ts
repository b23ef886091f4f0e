import { frameSizeFromWidth } from './frame-attributes';

// The catalog's rules for a product an operator writes (docs/product.md#catalog):
// checks that need more than one field, shared by the product form, the API and the CSV import so
// all three refuse the same things with the same words. Pure: the caller supplies what exists.

export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

/** A product code (the URL key /details/CODE): capitals and digits, as the media paths expect. */
export const PRODUCT_CODE_PATTERN = /^[A-Z0-9]{2,20}$/;
/** A colour's SKU: the product code, a hyphen and the colour's own part (OC1024-BLK). */
export const SKU_PATTERN = /^[A-Z0-9][A-Z0-9-]{1,40}$/;

/** Room a frame's end pieces (hinges, rims) take beyond its lenses and bridge, in mm. */
export const END_PIECES_MAX_MM = 24;

export const PRODUCT_VARIANTS_MAX = 20;

/** A problem with one field: `field` is a path such as `flashSalePriceCents` or `variants.1.sku`. */
export interface FieldProblem {
  field: string;
  message: string;
}

/** What the cross-field rules read of a product. */
export interface ProductRuleInput {
  code: string;
  type: 'eyeglasses' | 'sunglasses' | 'accessories';
  accessoryKind: string | null;
  priceCents: number;
  flashSalePriceCents: number | null;
  flashSaleEndsAt: string | null;
  frame: { lensWidthMm: number; bridgeMm: number; frameWidthMm: number } | null;
  variants: readonly { sku: string; lensTintHex: string | null }[];
}

/** Who else already uses a code or SKU (another product's), as the caller looked them up. */
export interface TakenNames {
  codeTaken: boolean;
  /** SKUs of this product's variants that another product already has. */
  skusTaken: readonly string[];
}

const NONE: TakenNames = { codeTaken: false, skusTaken: [] };

export interface RuleOptions {
  /**
   * A draft may be saved before it is complete: without colours yet, glasses without their frame
   * data. publishProblems asks for them before it goes on sale.
   */
  incompleteAllowed?: boolean;
}

/** Every rule the product breaks, in form order; empty when it may be saved. */
export function productProblems(
  product: ProductRuleInput,
  taken: TakenNames = NONE,
  options: RuleOptions = {},
): FieldProblem[] {
  const incomplete = options.incompleteAllowed ?? false;
  const problems: FieldProblem[] = [];
  if (taken.codeTaken)
    problems.push({ field: 'code', message: `Another product already has the code ${product.code}.` });
  problems.push(...saleProblems(product));
  problems.push(...frameProblems(product, incomplete));
  problems.push(...variantProblems(product, taken.skusTaken, incomplete));
  return problems;
}

function saleProblems(product: ProductRuleInput): FieldProblem[] {
  const { priceCents, flashSalePriceCents, flashSaleEndsAt } = product;
  if (flashSalePriceCents === null) {
    return flashSaleEndsAt === null
      ? []
      : [{ field: 'flashSalePriceCents', message: 'Give the sale price, or clear the sale end time.' }];
  }
  const problems: FieldProblem[] = [];
  if (flashSalePriceCents >= priceCents)
    problems.push({ field: 'flashSalePriceCents', message: 'The sale price must be below the price.' });
  if (flashSaleEndsAt === null)
    problems.push({ field: 'flashSaleEndsAt', message: 'Give the time the flash sale ends.' });
  return problems;
}

function frameProblems(product: ProductRuleInput, incomplete: boolean): FieldProblem[] {
  if (product.type === 'accessories') {
    const problems: FieldProblem[] = [];
    if (!product.accessoryKind)
      problems.push({ field: 'accessoryKind', message: 'Choose what kind of accessory this is.' });
    if (product.frame) problems.push({ field: 'frame', message: 'An accessory has no frame data.' });
    return problems;
  }
  if (!product.frame)
    return incomplete ? [] : [{ field: 'frame', message: 'Give the frame data of the glasses.' }];
  const { lensWidthMm, bridgeMm, frameWidthMm } = product.frame;
  const least = 2 * lensWidthMm + bridgeMm;
  if (frameWidthMm < least)
    return [
      {
        field: 'frame.frameWidthMm',
        message: `The frame width cannot be less than two lenses and the bridge (${least} mm).`,
      },
    ];
  if (frameWidthMm > least + END_PIECES_MAX_MM)
    return [
      {
        field: 'frame.frameWidthMm',
        message: `The frame width is more than ${END_PIECES_MAX_MM} mm wider than two lenses and the bridge (${least} mm): check the sizes.`,
      },
    ];
  return [];
}

function variantProblems(
  product: ProductRuleInput,
  skusTaken: readonly string[],
  incomplete: boolean,
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (product.variants.length === 0 && !incomplete)
    problems.push({ field: 'variants', message: 'Add at least one colour.' });
  const seen = new Set<string>();
  product.variants.forEach((variant, index) => {
    const field = `variants.${index}.sku`;
    if (!variant.sku.startsWith(`${product.code}-`))
      problems.push({ field, message: `A colour's SKU starts with the product code: ${product.code}-…` });
    else if (seen.has(variant.sku)) problems.push({ field, message: `${variant.sku} is used twice.` });
    else if (skusTaken.includes(variant.sku))
      problems.push({ field, message: `Another product already has the SKU ${variant.sku}.` });
    seen.add(variant.sku);
    if (variant.lensTintHex !== null && product.type !== 'sunglasses')
      problems.push({
        field: `variants.${index}.lensTintHex`,
        message: 'Only sunglasses have a lens tint.',
      });
  });
  return problems;
}

/** What publishing reads of a product (only a complete product goes on sale). */
export interface PublishInput {
  type: 'eyeglasses' | 'sunglasses' | 'accessories';
  hasFrame: boolean;
  variantsCount: number;
}

/**
 * Why the product cannot be published yet, empty when it can: a shopper must be able to pick a
 * colour, and glasses need their frame data for the filters, the size guide and the lens wizard.
 */
export function publishProblems(product: PublishInput): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (product.variantsCount === 0)
    problems.push({ field: 'variants', message: 'Add at least one colour before publishing.' });
  if (product.type !== 'accessories' && !product.hasFrame)
    problems.push({ field: 'frame', message: 'Give the frame data before publishing.' });
  return problems;
}

/** A colour the update leaves out, and whether an order or a cart line names it. */
export interface RemovedVariant {
  sku: string;
  inUse: boolean;
}

/**
 * A colour that was sold or sits in a cart stays: its order lines and cart lines point at it
 * The message says what to do instead.
 */
export function variantRemovalProblems(removed: readonly RemovedVariant[]): FieldProblem[] {
  return removed
    .filter((variant) => variant.inUse)
    .map((variant) => ({
      field: 'variants',
      message: `${variant.sku} is in an order or a cart and cannot be removed: set its stock to 0 instead.`,
    }));
}

/** A stock change as the operator asks it: by how much, or to how many. */
export type StockChange = { delta: number } | { count: number };

export type StockAdjustment =
  { allowed: true; delta: number; stockAfter: number } | { allowed: false; message: string };

/**
 * The adjustment a change makes to `current`: never below zero, never above
 * `max`, and never nothing, so every history line is a real change.
 */
export function stockAdjustment(current: number, change: StockChange, max: number): StockAdjustment {
  const stockAfter = 'delta' in change ? current + change.delta : change.count;
  if (stockAfter < 0)
    return { allowed: false, message: `Only ${current} in stock: the stock cannot go below 0.` };
  if (stockAfter > max) return { allowed: false, message: `Keep the stock at or under ${max}.` };
  if (stockAfter === current) return { allowed: false, message: `The stock is already ${current}.` };
  return { allowed: true, delta: stockAfter - current, stockAfter };
}

/** What a product's stored search text is built from besides the operator's own search words. */
export interface SearchTextInput {
  type: string;
  accessoryKind: string | null;
  frame: { shape: string; material: string; rim: string; gender: string; frameWidthMm: number } | null;
  variants: readonly { colorName: string; colorFamily: string }[];
}

/** Lower-case words, each once, in first-seen order. */
function wordsOf(text: string): string[] {
  return [...new Set(text.toLowerCase().split(/\s+/).filter(Boolean))];
}

/**
 * The words a product is found by without the operator typing them (as the seed builds them):
 * its category, accessory kind, frame shape, material, rim, gender and size, and its colours.
 */
export function derivedSearchWords(product: SearchTextInput): string[] {
  const { frame } = product;
  return wordsOf(
    [
      product.type,
      product.accessoryKind ?? '',
      ...(frame
        ? [frame.shape, frame.material, frame.rim, frame.gender, frameSizeFromWidth(frame.frameWidthMm)]
        : []),
      ...product.variants.flatMap((variant) => [variant.colorName, variant.colorFamily]),
    ].join(' '),
  );
}

/** products.search_text: the operator's search words, then the derived ones, each word once. */
export function productSearchText(searchWords: string, product: SearchTextInput): string {
  return wordsOf(`${searchWords} ${derivedSearchWords(product).join(' ')}`).join(' ');
}

/**
 * The operator's own words back out of a stored search text: what the derived words do not
 * account for. Saving them again builds the same text, so an unchanged form changes nothing.
 */
export function searchWordsOf(searchText: string, product: SearchTextInput): string {
  const derived = new Set(derivedSearchWords(product));
  return wordsOf(searchText)
    .filter((word) => !derived.has(word))
    .join(' ');
}
