// The catalog's rules for a product an operator writes (issue 21 point 1, DESIGN §4 "Catalog"):
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

/** Every rule the product breaks, in form order; empty when it may be saved. */
export function productProblems(product: ProductRuleInput, taken: TakenNames = NONE): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (taken.codeTaken)
    problems.push({ field: 'code', message: `Another product already has the code ${product.code}.` });
  problems.push(...saleProblems(product));
  problems.push(...frameProblems(product));
  problems.push(...variantProblems(product, taken.skusTaken));
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

function frameProblems(product: ProductRuleInput): FieldProblem[] {
  if (product.type === 'accessories') {
    const problems: FieldProblem[] = [];
    if (!product.accessoryKind)
      problems.push({ field: 'accessoryKind', message: 'Choose what kind of accessory this is.' });
    if (product.frame) problems.push({ field: 'frame', message: 'An accessory has no frame data.' });
    return problems;
  }
  if (!product.frame) return [{ field: 'frame', message: 'Give the frame data of the glasses.' }];
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

function variantProblems(product: ProductRuleInput, skusTaken: readonly string[]): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (product.variants.length === 0)
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
