import type { LineLens, LinePrescription, PricedLine } from '@/lib/contract/calls/cart';
import type { OrderTotalsView, ShippingAddress } from '@/lib/contract/calls/checkout';
import type { Image } from '@/lib/contract/fields';
import type { CheckoutTotals } from '@/lib/shop/checkout-totals';
import { lensUsePriceOf } from '@/lib/shop/line-breakdown';
import { frozenLineLens } from '@/lib/server/domain/cart';
import type {
  StoredLensItem,
  StoredLineImage,
  StoredLineLens,
  StoredLinePrescription,
  StoredOrderLine,
  StoredPrescriptionDetails,
  StoredPrescriptionValues,
  StoredShippingAddress,
  StoredTotals,
} from './tables';

// Between what checkout snapshots and orders store (lib/server/platform/db/schema/checkout.ts,
// orders.ts) and what the API answers (lib/contract), field by field in both directions: a field
// added to an answer is not stored until it is added here and to the stored type, and a stored field
// an answer no longer has is not sent. Orders keep the lines and address frozen by the checkout and
// answer through these; the checkout, above orders, freezes and shows its snapshot through them too.

/** A priced line as the checkout freezes it. */
export function storedLineOf(line: PricedLine): StoredOrderLine {
  return {
    id: line.id,
    code: line.code,
    name: line.name,
    kind: line.kind,
    sku: line.sku,
    colorName: line.colorName,
    image: line.image && storedImageOf(line.image),
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    unitLensCents: line.unitLensCents,
    subtotalCents: line.subtotalCents,
    frameDiscountCents: line.frameDiscountCents,
    totalCents: line.totalCents,
    lens: line.lens && {
      lensUse: line.lens.lensUse,
      lensUsePriceCents: line.lens.lensUsePriceCents,
      lens: line.lens.lens.map(lensItemOf),
      prescription: line.lens.prescription.map(lensItemOf),
      prescriptionNote: line.lens.prescriptionNote,
      rx: line.lens.rx && linePrescriptionOf(line.lens.rx),
    },
  };
}

/**
 * A frozen line as the checkout and the order show it; `id` is the order line's own id in an order.
 * A line frozen before its prescription was kept with it reads it from the cart line's lens record.
 */
export function pricedLineOf(stored: StoredOrderLine, lensRecord: unknown, id = stored.id): PricedLine {
  return {
    id,
    code: stored.code,
    name: stored.name,
    kind: stored.kind,
    sku: stored.sku,
    colorName: stored.colorName,
    image: shownImageOf(stored.image),
    quantity: stored.quantity,
    unitPriceCents: stored.unitPriceCents,
    unitLensCents: stored.unitLensCents,
    subtotalCents: stored.subtotalCents,
    frameDiscountCents: stored.frameDiscountCents,
    totalCents: stored.totalCents,
    lens: shownLensOf(stored, lensRecord),
    ...(stored.tax ? { taxCents: stored.tax.taxCents } : {}),
  };
}

/** A frozen line's picture as an answer shows it. */
export function shownImageOf(stored: StoredLineImage | null): Image | null {
  return stored && { url: stored.url, alt: stored.alt, width: stored.width, height: stored.height };
}

function storedImageOf(image: Image): StoredLineImage {
  return { url: image.url, alt: image.alt, width: image.width, height: image.height };
}

function shownLensOf(line: StoredOrderLine, lensRecord: unknown): LineLens | null {
  const stored = line.lens;
  if (stored && stored.rx !== undefined) return lineLensOf(line, stored, stored.rx);
  return frozenLineLens(null, lensRecord) ?? (stored && lineLensOf(line, stored, null));
}

function lineLensOf(
  line: StoredOrderLine,
  stored: StoredLineLens,
  rx: StoredLinePrescription | null,
): LineLens {
  return {
    lensUse: stored.lensUse,
    lensUsePriceCents: lensUsePriceOf(line),
    lens: stored.lens.map(lensItemOf),
    prescription: stored.prescription.map(lensItemOf),
    prescriptionNote: stored.prescriptionNote,
    rx: rx && linePrescriptionOf(rx),
  };
}

/** A lens choice; the stored and the shown shapes are the same three fields. */
function lensItemOf(item: StoredLensItem): StoredLensItem {
  return { name: item.name, item: item.item, priceCents: item.priceCents };
}

/** A line's prescription; the stored and the shown shapes have the same fields today. */
function linePrescriptionOf(rx: StoredLinePrescription | LinePrescription): StoredLinePrescription {
  return {
    source: rx.source,
    values: rx.values && prescriptionValuesOf(rx.values),
    photo: rx.photo,
    savedName: rx.savedName,
    ...(rx.details ? { details: prescriptionDetailsOf(rx.details) } : {}),
    ...(rx.expiredConfirmed ? { expiredConfirmed: true as const } : {}),
  };
}

/** docs/product.md#prescription-details: the rest of the prescription, field by field. */
function prescriptionDetailsOf(details: StoredPrescriptionDetails): StoredPrescriptionDetails {
  return {
    od_prism_h: details.od_prism_h,
    od_prism_h_base: details.od_prism_h_base,
    od_prism_v: details.od_prism_v,
    od_prism_v_base: details.od_prism_v_base,
    os_prism_h: details.os_prism_h,
    os_prism_h_base: details.os_prism_h_base,
    os_prism_v: details.os_prism_v,
    os_prism_v_base: details.os_prism_v_base,
    near_pd: details.near_pd,
    exam_date: details.exam_date,
    expiry_date: details.expiry_date,
    prescriber_name: details.prescriber_name,
    prescriber_licence: details.prescriber_licence,
    wearer_name: details.wearer_name,
    note: details.note,
  };
}

function prescriptionValuesOf(values: StoredPrescriptionValues): StoredPrescriptionValues {
  return {
    od_sph: values.od_sph,
    od_cyl: values.od_cyl,
    od_axis: values.od_axis,
    od_add: values.od_add,
    os_sph: values.os_sph,
    os_cyl: values.os_cyl,
    os_axis: values.os_axis,
    os_add: values.os_add,
    pd: values.pd,
    pd_right: values.pd_right,
    pd_left: values.pd_left,
  };
}

/** The checkout's money as the snapshot keeps it. */
export function storedTotalsOf(totals: CheckoutTotals): StoredTotals {
  return {
    subtotalCents: totals.subtotalCents,
    frameDiscountCents: totals.frameDiscountCents,
    couponDiscountCents: totals.couponDiscountCents,
    shippingCents: totals.shippingCents,
    totalCents: totals.totalCents,
    freeShipping: totals.freeShipping,
    awayFromFreeShippingCents: totals.awayFromFreeShippingCents,
  };
}

/** The snapshot's money as the checkout shows it, with the name of the offer it was priced with. */
export function totalsViewOf(stored: StoredTotals, frameOfferName: string): OrderTotalsView {
  return {
    subtotalCents: stored.subtotalCents,
    frameDiscountCents: stored.frameDiscountCents,
    frameOfferName,
    couponDiscountCents: stored.couponDiscountCents,
    shippingCents: stored.shippingCents,
    totalCents: stored.totalCents,
    freeShipping: stored.freeShipping,
    awayFromFreeShippingCents: stored.awayFromFreeShippingCents,
    // absent on snapshots priced while tax was off or before it was kept: none
    taxCents: stored.taxCents ?? 0,
    taxIncluded: stored.taxIncluded ?? false,
    taxName: stored.taxName ?? '',
  };
}

/** The stored fields of an address (an address-book entry or a typed one carries more: id, default flag …). */
export function storedAddressOf(address: StoredShippingAddress): StoredShippingAddress {
  return {
    firstName: address.firstName,
    lastName: address.lastName,
    countryCode: address.countryCode,
    countryName: address.countryName,
    province: address.province,
    city: address.city,
    line1: address.line1,
    line2: address.line2,
    postcode: address.postcode,
    phoneCode: address.phoneCode,
    phone: address.phone,
    summary: address.summary,
  };
}

/** A stored address as the checkout and the order show it. */
export function shippingAddressOf(stored: StoredShippingAddress): ShippingAddress {
  return {
    firstName: stored.firstName,
    lastName: stored.lastName,
    countryCode: stored.countryCode,
    countryName: stored.countryName,
    province: stored.province,
    city: stored.city,
    line1: stored.line1,
    line2: stored.line2,
    postcode: stored.postcode,
    phoneCode: stored.phoneCode,
    phone: stored.phone,
    summary: stored.summary,
  };
}
