import { LineLensDetails } from '@/components/cart/line-lens-details';
import type { LineLens } from '@/lib/contract/calls/cart';
import { formatPrice, type CurrencyCode } from '@/lib/shop/currency';

/**
 * The lenses of one glasses line as the order keeps them (spec §3 inventory summary): the lens
 * use, the lens choices and the prescription the pair is made to, in `currency`.
 */
export function OrderLineLens({ lens, currency }: { lens: LineLens; currency: CurrencyCode }) {
  return (
    <LineLensDetails lens={lens} price={(cents) => formatPrice(cents, currency)} testId="order-line-lens" />
  );
}
