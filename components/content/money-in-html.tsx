'use client';

import { selectCurrency, useShopState } from '@/lib/client/store';
import { localiseDollarAmountsInHtml } from '@/lib/shop/currency-text';

interface Props {
  /** Safe HTML, as markdownHtml makes it. */
  html: string;
  className?: string;
  'data-testid'?: string;
}

/**
 * An operator's text as HTML with its dollar amounts in the shopper's currency, switched after
 * hydration as prices are (docs/product.md#amounts-in-content): a help article's "$69" reads "£57.04"
 * for a shopper paying in pounds. The server renders US dollars, for crawlers too.
 */
export function MoneyInHtml({ html, className, 'data-testid': testId }: Props) {
  const currency = useShopState(selectCurrency);
  return (
    <div
      className={className}
      data-testid={testId}
      dangerouslySetInnerHTML={{ __html: localiseDollarAmountsInHtml(html, currency.code) }}
    />
  );
}
