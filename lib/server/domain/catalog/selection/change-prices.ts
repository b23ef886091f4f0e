import { eq } from 'drizzle-orm';
import type { SelectedProduct } from '@/lib/contract/calls/admin/product-selection';
import { PRODUCT_PRICE_MAX_CENTS } from '@/lib/contract/calls/admin/product-fields';
import { refuseSelection, type SelectionRefusal } from '@/lib/contract/calls/admin/selection';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { formatPrice } from '@/lib/shop/currency';
import { changePrices, type ProductPrices } from '@/lib/shop/price-change';
import { products } from '../tables';
import { lockSelection, selectedProduct } from './selected-products';

const priceText = ({ priceCents, flashSalePriceCents }: ProductPrices) =>
  flashSalePriceCents === null
    ? formatPrice(priceCents, 'USD')
    : `${formatPrice(priceCents, 'USD')} (sale ${formatPrice(flashSalePriceCents, 'USD')})`;

/**
 * POST /api/admin/products/changePrices (docs/operating.md#bulk-catalog): every price of the
 * selection moved by the same percentage (lib/shop/price-change), in one transaction: one product
 * whose price cannot take it and none changes. Each is written in the audit log as the product
 * form's save is (product.update), with its prices before and after; the storefront's cards and
 * pages follow through the products table's change notices.
 */
export async function changeProductPrices(
  input: { ids: readonly number[]; percent: number },
  actor: AuditActor,
): Promise<{ list: SelectedProduct[] }> {
  const db = await database();
  const list = await db.transaction(async (tx) => {
    const { rows, unknown } = await lockSelection(tx, input.ids);
    const refusals: SelectionRefusal[] = [...unknown];
    const moves = rows.flatMap(({ index, product }) => {
      const result = changePrices(product, input.percent, PRODUCT_PRICE_MAX_CENTS);
      if (result.ok) return [{ product, after: result }];
      refusals.push({ index, reason: `${product.code} ${product.name}: ${result.reason}` });
      return [];
    });
    refuseSelection(
      refusals.sort((a, b) => a.index - b.index),
      'product',
    );
    const now = new Date();
    const sign = input.percent > 0 ? '+' : '';
    for (const { product, after } of moves) {
      const prices = { priceCents: after.priceCents, flashSalePriceCents: after.flashSalePriceCents };
      await tx
        .update(products)
        .set({ ...prices, updatedAt: now })
        .where(eq(products.id, product.id));
      await recordAction(tx, actor, {
        action: 'product.update',
        objectType: 'product',
        objectId: product.code,
        summary: `Prices of ${product.code} ${product.name} moved ${sign}${input.percent} %: ${priceText(product)} → ${priceText(prices)}`,
        before: { priceCents: product.priceCents, flashSalePriceCents: product.flashSalePriceCents },
        after: prices,
      });
    }
    return moves.map(({ product, after }) =>
      selectedProduct(product, true, {
        priceCents: after.priceCents,
        flashSalePriceCents: after.flashSalePriceCents,
      }),
    );
  });
  return { list };
}
