import type { CartLine, CartTotals } from '@/lib/contract/calls/cart';
import { CART_LINE_MAX_QUANTITY } from '@/lib/contract/calls/cart';
import { priceMerchandise } from '@/lib/shop/order-pricing';
import { awayFromFreeShipping, freeShippingThreshold } from '@/lib/shop/shipping';
import { purchasables, type Purchasable } from '@/lib/server/domain/catalog';
import type { Database } from '@/lib/server/platform/db';
import type { cartLines } from './tables';
import { lensOptionPrices } from '@/lib/server/domain/lens-options';
import { currentFrameOffer } from '@/lib/server/domain/promotions';
import { shippingMethodsFor } from '@/lib/server/domain/shipping';
import { taxesOn } from '@/lib/server/domain/taxes';
import { frameOfferName, type FrameOffer } from '@/lib/shop/frame-offer';
import { savedPrescriptionNames } from '@/lib/server/domain/prescriptions';
import { lensOptionIdsOf, lineLensOf, savedPrescriptionId, type SavedNames } from './line-lens';

type CartLineRow = typeof cartLines.$inferSelect;

export const CART_LINE_PROBLEMS = {
  gone: 'This product is no longer sold. Please remove it.',
  soldOut: 'Sold out in this colour. Please remove it or choose another colour.',
  only: (stock: number) => `Only ${stock} left: lower the quantity to buy it.`,
  lensesWithdrawn:
    'Some of these lenses are no longer offered. Please remove the pair and choose its lenses again.',
} as const;

/** A cart line priced now, with what checkout freezes besides the view. */
export interface PricedCartEntry {
  row: CartLineRow;
  purchasable: Purchasable;
  view: CartLine;
  /** The lens options and the prices the line was added at. */
  lensOptions: { optionId: number; priceCents: number }[];
}

/**
 * The lines priced now (docs/product.md#pricing: frame price now + the lens prices the line was
 * added at, the second-frame offer as it stands now across the whole cart), with a problem on each line that cannot
 * be bought as it is. A line whose product vanished is left out.
 */
export async function priceCartLines(
  db: Pick<Database, 'select'>,
  rows: readonly CartLineRow[],
  now = new Date(),
): Promise<{ entries: PricedCartEntry[]; totals: CartTotals; offer: FrameOffer }> {
  const offer = await currentFrameOffer();
  // the cart knows no address yet: it shows how far the US is from free shipping
  const [usShipping, taxAtCheckout] = await Promise.all([
    shippingMethodsFor({ countryCode: 'US' }),
    taxesOn(),
  ]);
  const found = await purchasables(
    db,
    rows.map((row) => row.variantId),
    now,
  );
  const onSale = await lensOptionPrices(
    db,
    rows.flatMap((row) => lensOptionIdsOf(row.lens).map((option) => option.optionId)),
  );
  const savedNames = await savedNamesOf(rows);
  const kept = rows.flatMap((row) => {
    const purchasable = found.get(row.variantId);
    return purchasable ? [{ row, purchasable }] : [];
  });
  const priced = kept.map(({ row, purchasable }) => {
    // docs/operating.md#catalog-work: a lens price the operator changes never alters a line already
    // priced: the line keeps the lens prices it was added at. An option taken out of sale is a
    // problem the line names (the shopper chooses the lenses again).
    const lensOptions = lensOptionIdsOf(row.lens);
    const withdrawn = lensOptions.some((option) => !onSale.has(option.optionId));
    return { row, purchasable, lensOptions, withdrawn, unitLensCents: row.lensPriceCents };
  });
  const merchandise = priceMerchandise(
    priced.map(({ row, purchasable, unitLensCents }) => ({
      kind: purchasable.type === 'accessories' ? 'accessory' : 'frame',
      category: purchasable.type,
      unitPriceCents: purchasable.priceCents,
      unitLensCents,
      quantity: row.quantity,
    })),
    offer,
  );
  const entries = priced.map(({ row, purchasable, lensOptions, withdrawn, unitLensCents }, index) => {
    const money = merchandise.lines[index] ?? { subtotalCents: 0, frameDiscountCents: 0, totalCents: 0 };
    const kind = purchasable.type === 'accessories' ? ('accessory' as const) : ('frame' as const);
    const view: CartLine = {
      id: row.id,
      code: purchasable.code,
      name: purchasable.name,
      kind,
      sku: purchasable.sku,
      colorName: purchasable.colorName,
      image: purchasable.image,
      quantity: row.quantity,
      unitPriceCents: purchasable.priceCents,
      unitLensCents,
      ...money,
      lens: lineLensOf(row.lens, savedNames),
      needsLenses: kind === 'frame' && row.lens === null,
      maxQuantity: Math.max(0, Math.min(CART_LINE_MAX_QUANTITY, purchasable.stock)),
      problem: problemOf(row, purchasable, withdrawn),
    };
    return { row, purchasable, view, lensOptions };
  });
  return {
    entries,
    offer,
    totals: {
      count: entries.reduce((sum, entry) => sum + entry.row.quantity, 0),
      subtotalCents: merchandise.subtotalCents,
      frameDiscountCents: merchandise.frameDiscountCents,
      frameOfferName: frameOfferName(offer),
      merchandiseCents: merchandise.merchandiseCents,
      freeShippingThresholdCents: freeShippingThreshold(usShipping),
      awayFromFreeShippingCents: awayFromFreeShipping(usShipping, merchandise.merchandiseCents),
      // no address yet: only whether tax will be worked out (docs/product.md#taxes)
      taxAtCheckout,
    },
  };
}

/** The names of the saved prescriptions the lines were made to, from their owner's own book. */
async function savedNamesOf(rows: readonly CartLineRow[]): Promise<SavedNames> {
  const userId = rows.find((row) => row.userId !== null)?.userId ?? null;
  const ids = rows.flatMap((row) => {
    const id = savedPrescriptionId(row.lens);
    return id === null || row.userId !== userId ? [] : [id];
  });
  return userId === null ? new Map() : savedPrescriptionNames(userId, ids);
}

function problemOf(row: CartLineRow, purchasable: Purchasable, lensesWithdrawn: boolean): string | null {
  if (!purchasable.isActive) return CART_LINE_PROBLEMS.gone;
  if (purchasable.stock <= 0) return CART_LINE_PROBLEMS.soldOut;
  if (row.quantity > purchasable.stock) return CART_LINE_PROBLEMS.only(purchasable.stock);
  if (lensesWithdrawn) return CART_LINE_PROBLEMS.lensesWithdrawn;
  return null;
}
