'use client';

import { Price } from '@/components/catalog/price';
import type { LineLens } from '@/lib/contract/calls/cart';
import { LineLensDetails } from './line-lens-details';

const price = (cents: number) => <Price cents={cents} />;

/** The lenses of a glasses line in the cart and the checkout summary, in the shopper's currency. */
export function LineLenses({ lens }: { lens: LineLens }) {
  return <LineLensDetails lens={lens} price={price} testId="line-lenses" />;
}
