'use client';

import { useId } from 'react';
import { setCurrencyIndex, useShopState } from '@/lib/client/store';
import { CURRENCIES } from '@/lib/shop/currency';
import { ChevronDownIcon } from './icons';
import styles from './currency-switcher.module.css';

/**
 * The currency (docs/product.md#currencies): picks the index into the currency list; the choice is
 * kept in a cookie.
 */
export function CurrencySwitcher({ className }: { className?: string }) {
  const id = useId();
  const currencyIndex = useShopState((state) => state.currencyIndex);

  return (
    <div className={[styles.switcher, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className="visually-hidden">
        Currency
      </label>
      <select
        id={id}
        className={styles.select}
        value={currencyIndex}
        onChange={(event) => setCurrencyIndex(Number(event.target.value))}
        data-testid="currency-select"
      >
        {CURRENCIES.map((currency, index) => (
          <option key={currency.code} value={index} title={currency.label}>
            {currency.symbol === currency.code ? currency.code : `${currency.code} ${currency.symbol}`}
          </option>
        ))}
      </select>
      <ChevronDownIcon size={14} className={styles.chevron} />
    </div>
  );
}
