'use client';

import type { ReactNode } from 'react';
import { selectCurrency, useShopState } from '@/lib/client/store';
import type { AdvertisedTerm } from '@/lib/shop/advertised-terms';
import { localiseDollarAmounts } from '@/lib/shop/currency-text';
import styles from './terms-strip.module.css';

/** One advertised term of the strip; its detail (the tooltip) names amounts in the shopper's currency. */
export function TermsStripTerm({ term, icon }: { term: AdvertisedTerm; icon: ReactNode }) {
  const currency = useShopState(selectCurrency);
  return (
    <li
      className={styles.term}
      title={localiseDollarAmounts(term.detail, currency.code)}
      data-testid={`term-${term.key}`}
    >
      <span className={styles.icon}>{icon}</span>
      {localiseDollarAmounts(term.title, currency.code)}
    </li>
  );
}
