'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import { priceFrom } from '@/lib/shop/price-filter';

/**
 * A "from" price in the shopper's currency (docs/product.md#amounts-in-content): the server renders
 * US dollars and the browser switches after it reads the persisted choice, as every price does.
 */
export function PriceFrom({ cents }: { cents: number }) {
  const currency = useShopState(selectCurrency);
  return <span data-testid="price-from">{priceFrom(cents, currency.code)}</span>;
}
