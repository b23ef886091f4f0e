// What the jsonb columns of checkout snapshots and orders hold. These are the stored shapes,
// declared here and not borrowed from the API's wire types, so changing an answer never silently
// changes what is stored; checkout and orders map them to the wire where they answer
// (lib/server/domain/checkout/stored-shapes.ts).

/** A frozen line: what the shopper bought, priced by the server (money in US cents). */
export interface StoredOrderLine {
  /** The cart line's id when frozen (an order's answer shows the order line's own id instead). */
  id: number;
  code: string;
  name: string;
  kind: 'frame' | 'accessory';
  sku: string;
  colorName: string;
  image: StoredLineImage | null;
  quantity: number;
  unitPriceCents: number;
  unitLensCents: number;
  subtotalCents: number;
  frameDiscountCents: number;
  totalCents: number;
  /** null for accessories and frames bought without lenses. */
  lens: StoredLineLens | null;
  /** The line's tax (docs/product.md#taxes); absent where tax was off and on lines frozen before it. */
  tax?: StoredLineTax;
}

/** A line's tax: rounded once for the line, with each part's class, taxed amount and rate used. */
export interface StoredLineTax {
  taxCents: number;
  /** The line's share of the coupon's order-level discount. */
  couponShareCents: number;
  parts: StoredTaxedPart[];
}

/** A taxed part (a frame, its lenses, an accessory, the shipping) and the rate row it used. */
export interface StoredTaxedPart {
  taxClass: string;
  taxableCents: number;
  rate: StoredAppliedRate | null;
}

/** The jurisdiction and percent a part was taxed with, copied from the rate row. */
export interface StoredAppliedRate {
  rateId: number;
  name: string;
  countryCode: string;
  regionCode: string;
  postcodePattern: string;
  ratePercent: string;
}

/** The order's tax beside its lines': where it was worked out for, and the shipping's. */
export interface StoredTax {
  included: boolean;
  taxCents: number;
  name: string;
  place: { countryCode: string; regionCode: string; postcode: string };
  shipping: StoredTaxedPart & { taxCents: number };
}

/**
 * What a refund by line gave back (docs/operating.md#refund-by-line): each line's quantity and
 * parts with their amounts, the shipping, whether the stock went back, and the amount as computed
 * before an operator lowered it (with the reason). Absent on a refund of an amount.
 */
export interface StoredRefundBreakdown {
  lines: StoredRefundedLine[];
  /** The shipping given back, its tax included (0 when not chosen). */
  shippingCents: number;
  shippingTaxCents: number;
  /** Whether the refunded quantities went back into stock. */
  restocked: boolean;
  /** The amount the chosen lines and parts came to; the refund's amount is this or lower. */
  computedCents: number;
  /** Why the amount was lowered below what was computed; "" when it was not. */
  loweredBecause: string;
}

/** One order line's refunded part: how many, which parts, and what they came to. */
export interface StoredRefundedLine {
  orderLineId: number;
  quantity: number;
  frame: boolean;
  lenses: boolean;
  /** What the chosen parts of this quantity came to after the offer and the coupon, tax included. */
  amountCents: number;
  taxCents: number;
}

export interface StoredLineImage {
  url: string;
  alt: string;
  width: number;
  height: number;
}

/** The lenses of a frozen line. Lines frozen before prescriptions were kept with them have no `rx`. */
export interface StoredLineLens {
  lensUse: string;
  /** The lens use's price per pair; lines frozen before it was kept have it as the rest of `unitLensCents`. */
  lensUsePriceCents?: number;
  lens: StoredLensItem[];
  prescription: StoredLensItem[];
  prescriptionNote: string;
  rx?: StoredLinePrescription | null;
}

/** One lens choice: the step's name, the option chosen and its price. */
export interface StoredLensItem {
  name: string;
  item: string;
  priceCents: number;
}

export interface StoredLinePrescription {
  source: 'typed' | 'saved' | 'image' | 'later';
  values: StoredPrescriptionValues | null;
  photo: boolean;
  savedName: string | null;
  /** Absent when the prescription states none, and on lines frozen before details were kept. */
  details?: StoredPrescriptionDetails;
  expiredConfirmed?: true;
}

/** Prism in prism dioptres with its base, near PD in mm, days as YYYY-MM-DD; null where not given. */
export interface StoredPrescriptionDetails {
  od_prism_h: number | null;
  od_prism_h_base: 'in' | 'out' | null;
  od_prism_v: number | null;
  od_prism_v_base: 'up' | 'down' | null;
  os_prism_h: number | null;
  os_prism_h_base: 'in' | 'out' | null;
  os_prism_v: number | null;
  os_prism_v_base: 'up' | 'down' | null;
  near_pd: number | null;
  exam_date: string | null;
  expiry_date: string | null;
  prescriber_name: string | null;
  prescriber_licence: string | null;
  wearer_name: string | null;
  note: string | null;
}

/** Dioptres, degrees and millimetres; null where not given. */
export interface StoredPrescriptionValues {
  od_sph: number | null;
  od_cyl: number | null;
  od_axis: number | null;
  od_add: number | null;
  os_sph: number | null;
  os_cyl: number | null;
  os_axis: number | null;
  os_add: number | null;
  pd: number | null;
  pd_right: number | null;
  pd_left: number | null;
}

/** A snapshot's money as last worked out (US cents). */
export interface StoredTotals {
  subtotalCents: number;
  frameDiscountCents: number;
  couponDiscountCents: number;
  shippingCents: number;
  totalCents: number;
  freeShipping: boolean;
  awayFromFreeShippingCents: number;
  /** The tax in `totalCents` (added) or held in it (included); absent where tax was off. */
  taxCents?: number;
  taxIncluded?: boolean;
  /** "VAT", "Sales tax"…; "" or absent where no tax applies. */
  taxName?: string;
}

/** Where an order goes, frozen from the address book or as typed, with its one-line summary. */
export interface StoredShippingAddress {
  firstName: string;
  lastName: string;
  countryCode: string;
  countryName: string;
  /** The province or state's name, or "" where the country has none. */
  province: string;
  city: string;
  line1: string;
  line2: string;
  postcode: string;
  /** Dialling code without "+". */
  phoneCode: string;
  phone: string;
  summary: string;
}
