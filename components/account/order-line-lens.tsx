import { LineLensDetails } from '@/components/cart/line-lens-details';
import type { LineLens } from '@/lib/contract/calls/cart';
import type { ShownLine } from '@/lib/shop/line-breakdown';

/**
 * The lenses of one glasses line as the order keeps them: the frame and every lens choice with
 * its price (docs/product.md#line-breakdown), and the prescription the pair is made to.
 */
export function OrderLineLens({ lens, shown }: { lens: LineLens; shown: ShownLine }) {
  return <LineLensDetails lens={lens} shown={shown} testId="order-line-lens" />;
}
