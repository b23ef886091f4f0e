import Link from 'next/link';
import { CUSTOMER_CARE_HOURS } from './shop-contact';
import styles from './faq.module.css';

/** The way out of the help pages when no article answers the question. */
export function HelpContactPrompt() {
  return (
    <aside className={styles.prompt} aria-labelledby="help-contact-title">
      <h2 id="help-contact-title" className={styles.promptTitle}>
        Still need help?
      </h2>
      <p>Our customer care team and opticians are here {CUSTOMER_CARE_HOURS}.</p>
      <Link href="/contact-us" className="button">
        Contact us
      </Link>
    </aside>
  );
}
