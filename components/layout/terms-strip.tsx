import { ADVERTISED_TERMS } from '@/lib/shop/constants';
import { TERM_ICONS } from './term-icons';
import { TermsStripTerm } from './terms-strip-term';
import styles from './terms-strip.module.css';

/**
 * A thin strip under the header with the shop's advertised terms (spec §1). On a phone the terms
 * scroll sideways, so the list takes the keyboard focus (axe scrollable-region-focusable).
 */
export function TermsStrip() {
  return (
    <aside className={styles.strip} aria-label="Shopping with Oculo">
      <ul className={`container ${styles.terms}`} tabIndex={0}>
        {ADVERTISED_TERMS.map((term) => (
          <TermsStripTerm key={term.key} term={term} icon={TERM_ICONS[term.key]} />
        ))}
      </ul>
    </aside>
  );
}
