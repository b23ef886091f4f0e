import { ADVERTISED_TERMS } from '@/lib/shop/constants';
import { TERM_ICONS } from './term-icons';
import styles from './terms-strip.module.css';

/** A thin strip under the header with the shop's advertised terms (spec §1). */
export function TermsStrip() {
  return (
    <aside className={styles.strip} aria-label="Shopping with Oculo">
      <ul className={`container ${styles.terms}`}>
        {ADVERTISED_TERMS.map((term) => (
          <li key={term.key} className={styles.term} title={term.detail} data-testid={`term-${term.key}`}>
            <span className={styles.icon}>{TERM_ICONS[term.key]}</span>
            {term.title}
          </li>
        ))}
      </ul>
    </aside>
  );
}
