'use client';

import type { LineLens } from '@/lib/contract/calls/cart';
import type { ShownLine } from '@/lib/shop/line-breakdown';
import { LineLensDetails } from './line-lens-details';

/** The lenses of a glasses line in the cart and the checkout summary, in the shopper's currency. */
export function LineLenses({ lens, shown }: { lens: LineLens; shown: ShownLine }) {
  return <LineLensDetails lens={lens} shown={shown} testId="line-lenses" />;
}
