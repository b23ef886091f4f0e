import { totalWithTax } from '@/lib/shop/checkout-tax';
import type { CheckoutPricing } from '@/lib/shop/checkout-totals';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import { checkoutTaxAt } from '@/lib/server/domain/taxes';
import type { checkoutSnapshots, SnapshotLine, StoredLineTax, StoredTax, StoredTotals } from './tables';

/** What snapshotMoney works out before tax: the lines and totals as priced. */
interface UntaxedMoney {
  lines: SnapshotLine[];
  totals: StoredTotals;
}

/**
 * The snapshot's money with its tax (docs/product.md#taxes), a step after the totals: worked out
 * from the delivery address, so a snapshot without one yet, a shop with tax off and a place
 * without a rate carry none and their totals are as priced. Exclusive tax is added to the total
 * the payment provider is asked for; inclusive tax is only shown. Each line keeps its own tax and
 * the rate it used; the snapshot keeps the place and the shipping's.
 */
export async function withSnapshotTax<Money extends UntaxedMoney>(
  snapshot: Pick<typeof checkoutSnapshots.$inferSelect, 'address' | 'frameOffer'>,
  pricing: Pick<CheckoutPricing, 'totals' | 'lines'>,
  money: Money,
): Promise<Money & { tax: StoredTax | null }> {
  const found =
    snapshot.address &&
    (await checkoutTaxAt(snapshot.address, {
      lines: money.lines.map((frozen, index) => ({
        kind: frozen.line.kind,
        unitPriceCents: frozen.line.unitPriceCents,
        unitLensCents: frozen.line.unitLensCents,
        quantity: frozen.line.quantity,
        frameDiscountCents: pricing.lines[index]?.frameDiscountCents ?? 0,
      })),
      lensesDiscounted: (snapshot.frameOffer ?? DEFAULT_FRAME_OFFER).lensesDiscounted,
      couponDiscountCents: pricing.totals.couponDiscountCents,
      shippingCents: pricing.totals.shippingCents,
    }));
  if (!found) {
    // a line priced with tax before (another address, tax since turned off) loses it
    const lines = money.lines.map(({ line: { tax: _dropped, ...line }, ...frozen }) => ({ ...frozen, line }));
    return { ...money, lines, tax: null };
  }
  const { tax, place } = found;
  return {
    ...money,
    lines: money.lines.map((frozen, index) => {
      const lineTax = tax.lines[index];
      const stored: StoredLineTax | undefined = lineTax && {
        taxCents: lineTax.taxCents,
        couponShareCents: lineTax.couponShareCents,
        parts: lineTax.parts,
      };
      return { ...frozen, line: { ...frozen.line, ...(stored ? { tax: stored } : {}) } };
    }),
    totals: {
      ...money.totals,
      totalCents: totalWithTax(money.totals.totalCents, tax),
      taxCents: tax.taxCents,
      taxIncluded: tax.included,
      taxName: tax.name,
    },
    tax: { included: tax.included, taxCents: tax.taxCents, name: tax.name, place, shipping: tax.shipping },
  };
}
