import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';

interface Props {
  cents: number;
  currency: CurrencyCode;
  className?: string;
  testId?: string;
}

/**
 * An order's total in the shopper's currency. Orders are charged in US dollars
 * (docs/product.md#currencies), so another currency is an estimate and the dollar amount is said
 * beside it.
 */
export function OrderTotal({ cents, currency, className, testId }: Props) {
  return (
    <span className={className} data-testid={testId}>
      {formatPrice(cents, currency)}
      {currency === 'USD' ? null : <small> (charged {formatPrice(cents, 'USD')})</small>}
    </span>
  );
}
