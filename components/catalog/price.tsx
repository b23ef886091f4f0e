'use client';

import { formatPrice } from '@/lib/shop/currency';
import { selectCurrency, useShopState } from '@/lib/client/store';

/**
 * A price in the shopper's currency (docs/product.md#currencies). The server renders US dollars and
 * the browser switches after it reads the persisted choice, so catalog pages stay static.
 */
export function Price({ cents, className }: { cents: number; className?: string }) {
  const currency = useShopState(selectCurrency);
  return <span className={className}>{formatPrice(cents, currency?.code ?? 'USD')}</span>;
}
