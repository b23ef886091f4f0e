'use client';

import { useState, type FormEvent } from 'react';
import type { GoodsAttributes } from '@/lib/contract/calls/goods';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { useDebouncedCallback } from '@/lib/client/use-debounced-callback';
import type { ListingQuery } from '@/lib/shop/listing-query';
import {
  priceRangeFromTyped,
  samePriceRange,
  shownWholeAmount,
  typedPriceRange,
} from '@/lib/shop/price-filter';
import styles from './listing.module.css';

interface Props {
  price: GoodsAttributes['price'];
  query: ListingQuery;
  onNavigate?: (query: ListingQuery) => void;
}

/**
 * The price range filter in the shopper's currency (docs/product.md#amounts-in-content): labels and
 * amounts are in the chosen currency and go back to whole US dollars in the address. Typing applies
 * the range once the shopper pauses (the debounce, 600 ms: docs/product.md#constants); Apply or
 * Enter applies it at once.
 */
export function ListingPriceRange({ price, query, onNavigate }: Props) {
  const currency = useShopState(selectCurrency);
  const code = currency.code;
  const [typed, setTyped] = useState(() => typedPriceRange(query.price, code));
  // When the range changes from elsewhere (a chip, Clear all, Back) or the currency changes, the
  // fields show it, unless they already say the same (the shopper's own typing, applied).
  const [shown, setShown] = useState({ price: query.price, code });
  if (!samePriceRange(shown.price, query.price) || shown.code !== code) {
    setShown({ price: query.price, code });
    if (!samePriceRange(priceRangeFromTyped(typed.low, typed.high, code), query.price)) {
      setTyped(typedPriceRange(query.price, code));
    }
  }

  const apply = (low: string, high: string) => {
    const range = priceRangeFromTyped(low, high, code);
    if (!samePriceRange(range, query.price)) onNavigate?.({ ...query, price: range, page: 1 });
  };
  const applyLater = useDebouncedCallback(apply);
  const type = (next: { low: string; high: string }) => {
    setTyped(next);
    applyLater.later(next.low, next.high);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    applyLater.cancel();
    apply(typed.low, typed.high);
  };

  const floor = shownWholeAmount(Math.floor(price.minCents / 100), code, 'min');
  const ceiling = shownWholeAmount(Math.ceil(price.maxCents / 100), code, 'max');
  return (
    <form className={styles.facet} onSubmit={submit} data-testid="filter-price">
      <fieldset>
        <legend>
          Price ({currency.symbol}) <span className="visually-hidden">in {currency.label}</span>
        </legend>
        <div className={styles.priceRow}>
          <PriceEnd
            label={`Lowest price in ${currency.label}`}
            placeholder={floor}
            value={typed.low}
            onChange={(low) => type({ ...typed, low })}
            testId="filter-price-min"
          />
          <span aria-hidden="true">–</span>
          <PriceEnd
            label={`Highest price in ${currency.label}`}
            placeholder={ceiling}
            value={typed.high}
            onChange={(high) => type({ ...typed, high })}
            testId="filter-price-max"
          />
          <button type="submit">Apply</button>
        </div>
      </fieldset>
    </form>
  );
}

interface PriceEndProps {
  label: string;
  placeholder: number;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}

/** One end of the price range. */
function PriceEnd({ label, placeholder, value, onChange, testId }: PriceEndProps) {
  return (
    <label>
      <span className="visually-hidden">{label}</span>
      <input
        inputMode="decimal"
        placeholder={String(placeholder)}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </label>
  );
}
