import { IntentLink } from './intent-link';
import type { Crumb } from '@/lib/seo/breadcrumbs';
import styles from './breadcrumbs.module.css';

/**
 * The trail above a page (Home › FAQ › …); the last step is the page itself. Its pages are
 * prefetched on intent: a product page's trail leads to a listing, which Next.js would otherwise
 * prefetch whole (payload and code) on every product page view.
 */
export function Breadcrumbs({ trail }: { trail: readonly Crumb[] }) {
  return (
    <nav aria-label="Breadcrumb" className={styles.breadcrumbs}>
      <ol>
        {trail.map((crumb, index) => (
          <li key={crumb.path}>
            {index < trail.length - 1 ? (
              <IntentLink href={crumb.path}>{crumb.name}</IntentLink>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
