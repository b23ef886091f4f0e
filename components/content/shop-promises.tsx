import { MoneyInText } from '@/components/cart/money-in-text';
import { TERM_ICONS } from '@/components/layout/term-icons';
import type { AdvertisedTerm } from '@/lib/shop/advertised-terms';
import styles from './content-page.module.css';

/**
 * The shop's advertised terms (docs/product.md#the-shop) as cards under a heading of the page's
 * choosing: the terms the shop keeps now, which the page reads on the server.
 */
export function ShopPromises({
  terms,
  headingLevel = 3,
}: {
  terms: readonly AdvertisedTerm[];
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <ul className={styles.cards} data-testid="shop-promises">
      {terms.map((term) => (
        <li key={term.key} className={styles.card}>
          <span className={styles.cardIcon}>{TERM_ICONS[term.key]}</span>
          <Heading className={styles.cardTitle}>{term.title}</Heading>
          <p>
            <MoneyInText text={term.detail} />
          </p>
        </li>
      ))}
    </ul>
  );
}
