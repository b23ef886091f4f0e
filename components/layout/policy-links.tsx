import Link from 'next/link';
import { POLICY_KINDS, POLICY_TITLES, policyPath } from '@/lib/shop/store-policies';
import styles from './policy-links.module.css';

/**
 * The footer's links to the shop's policy pages (docs/operating.md#store-policies): terms,
 * privacy, returns and shipping. Not prefetched: rarely opened, and the footer is on every page.
 */
export function PolicyLinks() {
  return (
    <nav aria-label="Footer: Policies" className={styles.policies} data-testid="footer-policies">
      <ul className={styles.list}>
        {POLICY_KINDS.map((kind) => (
          <li key={kind}>
            <Link href={policyPath(kind)} prefetch={false} className={styles.link}>
              {POLICY_TITLES[kind]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
