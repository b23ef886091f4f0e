'use client';

import { setCurrencyIndex, useShopState } from '@/lib/client/store';
import { CURRENCIES } from '@/lib/shop/currency';
import styles from './control.module.css';

/**
 * The currency (docs/product.md#currencies) on the phone settings page: the same store action as
 * the header's currency select, as a list of radio buttons that are easy to hit with a thumb.
 */
export function CurrencyChoice() {
  const currencyIndex = useShopState((state) => state.currencyIndex);
  return (
    <fieldset className={styles.choices} data-testid="currency-choice">
      <legend className={styles.heading}>Currency</legend>
      <p className={styles.note}>
        Prices are shown in the currency you choose. Orders are charged in US dollars, so other currencies are
        an estimate.
      </p>
      {CURRENCIES.map((currency, index) => (
        <label key={currency.code} className={styles.choice}>
          <input
            type="radio"
            name="currency"
            value={currency.code}
            checked={index === currencyIndex}
            onChange={() => setCurrencyIndex(index)}
            data-testid={`currency-option-${currency.code}`}
          />
          <span>
            {currency.label} ({currency.code} {currency.symbol})
          </span>
        </label>
      ))}
    </fieldset>
  );
}
