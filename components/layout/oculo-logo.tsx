import { IntentLink } from '@/components/ui/intent-link';
import styles from './oculo-logo.module.css';

/**
 * The Oculo wordmark: a pair of round lenses and the name, linking home. Home is prefetched on
 * intent like the menu's listings: on sight, every page's load fetched its payload and the banner
 * image it preloads (44 kB) for a shopper who rarely goes back to it.
 */
export function OculoLogo() {
  return (
    <IntentLink href="/" className={styles.logo} aria-label="Oculo home" data-testid="logo">
      <svg viewBox="0 0 40 18" width="40" height="18" aria-hidden="true" className={styles.mark}>
        <circle cx="9" cy="9" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <circle cx="31" cy="9" r="6.5" fill="none" stroke="currentColor" strokeWidth="2.4" />
        <path
          d="M15.5 8.2c1.5-1.6 7.5-1.6 9 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.4"
          strokeLinecap="round"
        />
        <circle cx="9" cy="9" r="2.2" className={styles.glint} />
      </svg>
      <span className={styles.word}>Oculo</span>
    </IntentLink>
  );
}
