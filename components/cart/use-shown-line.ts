import { useMemo } from 'react';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { shownLine, type BreakdownLine, type ShownLine } from '@/lib/shop/line-breakdown';

/** The line itemised in the shopper's currency (docs/product.md#line-breakdown). */
export function useShownLine(line: BreakdownLine): ShownLine {
  const code = useShopState(selectCurrency).code;
  return useMemo(() => shownLine(line, code), [line, code]);
}
