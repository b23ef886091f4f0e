/**
 * A rail's products with those in stock first (a sold-out frame is never the
 * first tile a shopper sees), each group keeping the rail's own order.
 */
export function inStockFirst<T extends { inStock: boolean }>(products: readonly T[]): T[] {
  return [
    ...products.filter((product) => product.inStock),
    ...products.filter((product) => !product.inStock),
  ];
}
