import { KeyboardScrollableList } from '@/components/ui/keyboard-scrollable-list';
import type { AdvertisedTerm } from '@/lib/shop/advertised-terms';
import { DEFAULT_SHOP_NAME } from '@/lib/shop/shop-name';
import { TERM_ICONS } from './term-icons';
import { TermsStripTerm } from './terms-strip-term';
import styles from './terms-strip.module.css';

/**
 * A thin strip under the header with the shop's advertised terms (docs/product.md#the-shop). On a
 * phone the terms scroll sideways; the list is then a tab stop, so a keyboard can scroll it too.
 * The terms are the ones the shop keeps now (the offer may be off), read by the layout on the server.
 */
export function TermsStrip({
  terms,
  shopName = DEFAULT_SHOP_NAME,
}: {
  terms: readonly AdvertisedTerm[];
  /** The shop's name as the owner set it (docs/operating.md#store-brand). */
  shopName?: string;
}) {
  return (
    <aside className={styles.strip} aria-label={`Shopping with ${shopName}`}>
      <KeyboardScrollableList className={`container ${styles.terms}`} label="Our terms">
        {terms.map((term) => (
          <TermsStripTerm key={term.key} term={term} icon={TERM_ICONS[term.key]} />
        ))}
      </KeyboardScrollableList>
    </aside>
  );
}
