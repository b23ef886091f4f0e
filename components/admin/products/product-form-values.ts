import type { ProductInfo } from '@/lib/contract/calls/admin/products';
import { centsOfDollars, dollarsOfCents } from '../ui/money-input';

// The product form's values: what the inputs hold, as text, and the draft the create and update
// calls take. The shop checks every rule again; the form only turns typed dollars and local times
// into cents and ISO times, and says so when it cannot.

export interface VariantFields {
  id?: number;
  sku: string;
  colorName: string;
  colorFamily: string;
  colorHex: string;
  lensTintHex: string;
  stock: string;
  lowStockThreshold: string;
  inUse: boolean;
}

export const FRAME_NUMBERS = [
  ['lensWidthMm', 'Lens width (mm)'],
  ['bridgeMm', 'Bridge (mm)'],
  ['templeMm', 'Temple length (mm)'],
  ['lensHeightMm', 'Lens height (mm)'],
  ['frameWidthMm', 'Frame width (mm)'],
  ['weightG', 'Weight (g)'],
] as const;
type FrameNumber = (typeof FRAME_NUMBERS)[number][0];

export type FrameFields = Record<FrameNumber | 'shape' | 'material' | 'rim' | 'gender', string> & {
  faceShapes: string[];
  springHinges: boolean;
  nosePads: boolean;
  progressiveEligible: boolean;
};

export interface ProductFields {
  code: string;
  name: string;
  type: string;
  accessoryKind: string;
  summary: string;
  description: string;
  price: string;
  salePrice: string;
  /** As a datetime-local input holds it: the operator's local time, no offset. */
  saleEndsAt: string;
  isNewArrival: boolean;
  isBestSeller: boolean;
  searchWords: string;
  frame: FrameFields;
  variants: VariantFields[];
}

const EMPTY_FRAME: FrameFields = {
  shape: '',
  material: '',
  rim: '',
  gender: '',
  lensWidthMm: '',
  bridgeMm: '',
  templeMm: '',
  lensHeightMm: '',
  frameWidthMm: '',
  weightG: '',
  faceShapes: [],
  springHinges: false,
  nosePads: false,
  progressiveEligible: false,
};

export function emptyVariant(code: string): VariantFields {
  return {
    sku: code ? `${code}-` : '',
    colorName: '',
    colorFamily: '',
    colorHex: '#000000',
    lensTintHex: '',
    stock: '0',
    lowStockThreshold: '5',
    inUse: false,
  };
}

export const EMPTY_PRODUCT: ProductFields = {
  code: '',
  name: '',
  type: 'eyeglasses',
  accessoryKind: '',
  summary: '',
  description: '',
  price: '',
  salePrice: '',
  saleEndsAt: '',
  isNewArrival: false,
  isBestSeller: false,
  searchWords: '',
  frame: EMPTY_FRAME,
  variants: [],
};

/** An ISO time as a datetime-local value in the browser's own time zone. */
export function localDateTime(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fieldsOf(info: ProductInfo): ProductFields {
  const frame = info.frame;
  return {
    code: info.code,
    name: info.name,
    type: info.type,
    accessoryKind: info.accessoryKind ?? '',
    summary: info.summary,
    description: info.description,
    price: dollarsOfCents(info.priceCents),
    salePrice: info.flashSalePriceCents === null ? '' : dollarsOfCents(info.flashSalePriceCents),
    saleEndsAt: localDateTime(info.flashSaleEndsAt),
    isNewArrival: info.isNewArrival,
    isBestSeller: info.isBestSeller,
    searchWords: info.searchWords,
    frame: frame
      ? {
          ...frame,
          lensWidthMm: String(frame.lensWidthMm),
          bridgeMm: String(frame.bridgeMm),
          templeMm: String(frame.templeMm),
          lensHeightMm: String(frame.lensHeightMm),
          frameWidthMm: String(frame.frameWidthMm),
          weightG: String(frame.weightG),
        }
      : EMPTY_FRAME,
    variants: info.variants.map((variant) => ({
      id: variant.id,
      sku: variant.sku,
      colorName: variant.colorName,
      colorFamily: variant.colorFamily,
      colorHex: variant.colorHex,
      lensTintHex: variant.lensTintHex ?? '',
      stock: String(variant.stock),
      lowStockThreshold: String(variant.lowStockThreshold),
      inUse: variant.inUse,
    })),
  };
}

const MONEY = 'Enter the amount in dollars, like 49 or 49.90.';

/**
 * The draft the calls take, or the field messages of what the form cannot turn into one (a price
 * that is no amount, a sale end that is no time). Whole numbers go as typed: the shop names the
 * field when one is not.
 */
export function draftOf(
  fields: ProductFields,
): { draft: Record<string, unknown>; problems: null } | { draft: null; problems: Record<string, string> } {
  const problems: Record<string, string> = {};
  const price = centsOfDollars(fields.price);
  if (price === null || price <= 0) problems.priceCents = MONEY;
  const salePrice = fields.salePrice.trim() === '' ? null : centsOfDollars(fields.salePrice);
  if (salePrice !== null && salePrice <= 0) problems.flashSalePriceCents = MONEY;
  if (salePrice === null && fields.salePrice.trim() !== '') problems.flashSalePriceCents = MONEY;
  const saleEnds = fields.saleEndsAt ? new Date(fields.saleEndsAt) : null;
  if (saleEnds && Number.isNaN(saleEnds.getTime()))
    problems.flashSaleEndsAt = 'Give the sale end as a date and time.';
  if (Object.keys(problems).length > 0) return { draft: null, problems };

  const accessory = fields.type === 'accessories';
  const { faceShapes, springHinges, nosePads, progressiveEligible, ...frameText } = fields.frame;
  // a draft may wait for its frame data: a fieldset left empty is "none yet", not six errors
  const frameLeftEmpty = Object.values(frameText).every((value) => value.trim() === '');
  return {
    problems: null,
    draft: {
      code: fields.code,
      name: fields.name,
      type: fields.type,
      accessoryKind: accessory ? fields.accessoryKind : null,
      summary: fields.summary,
      description: fields.description,
      priceCents: price,
      flashSalePriceCents: salePrice,
      flashSaleEndsAt: saleEnds ? saleEnds.toISOString() : null,
      isNewArrival: fields.isNewArrival,
      isBestSeller: fields.isBestSeller,
      searchWords: fields.searchWords,
      frame:
        accessory || frameLeftEmpty
          ? null
          : { ...frameText, faceShapes, springHinges, nosePads, progressiveEligible },
      variants: fields.variants.map(({ inUse: _inUse, lensTintHex, ...variant }) => ({
        ...variant,
        lensTintHex: lensTintHex || null,
      })),
    },
  };
}
