'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import { localiseDollarAmounts } from '@/lib/shop/currency-text';

/**
 * One of the shop's sentences with its dollar amounts in the shopper's currency
 * (docs/product.md#amounts-in-content), switched after hydration as prices are: the server renders
 * US dollars, for crawlers too.
 */
export function MoneyInText({ text }: { text: string }) {
  const currency = useShopState(selectCurrency);
  return <>{localiseDollarAmounts(text, currency.code)}</>;
}
