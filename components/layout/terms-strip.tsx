import { KeyboardScrollableList } from '@/components/ui/keyboard-scrollable-list';
import { ADVERTISED_TERMS } from '@/lib/shop/constants';
import { TERM_ICONS } from './term-icons';
import { TermsStripTerm } from './terms-strip-term';
import styles from './terms-strip.module.css';

/**
 * A thin strip under the header with the shop's advertised terms (docs/product.md#the-shop). On a
 * phone the terms scroll sideways; the list is then a tab stop, so a keyboard can scroll it too.
 */
export function TermsStrip() {
  return (
    <aside className={styles.strip} aria-label="Shopping with Oculo">
      <KeyboardScrollableList className={`container ${styles.terms}`} label="Our terms">
        {ADVERTISED_TERMS.map((term) => (
          <TermsStripTerm key={term.key} term={term} icon={TERM_ICONS[term.key]} />
        ))}
      </KeyboardScrollableList>
    </aside>
  );
}
