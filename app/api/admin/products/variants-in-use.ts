import type { VariantsInUse } from '@/lib/server/domain/catalog';
import { variantsInCarts } from '@/lib/server/domain/cart';
import { variantsOrdered } from '@/lib/server/domain/orders';

/**
 * Colours an order line or a cart line names (they cannot be removed). Put together here, where the
 * routes meet the modules, since the cart and orders modules import the catalog themselves.
 */
export const variantsInUse: VariantsInUse = async (db, variantIds) => {
  const [carts, orders] = await Promise.all([
    variantsInCarts(db, variantIds),
    variantsOrdered(db, variantIds),
  ]);
  return new Set([...carts, ...orders]);
};
