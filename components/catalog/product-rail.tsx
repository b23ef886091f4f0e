import { IntentLink } from '@/components/ui/intent-link';
import { RailProducts, type RailCategory } from './rail-products';
import styles from './product-rail.module.css';

/**
 * A titled, horizontally scrolling row of products with a link to the whole category. The title
 * and the link are in the server HTML; the products are fetched when the rail comes near the
 * viewport, so a home page visit that never scrolls costs none of their data, pictures or
 * hydration. Every frame it shows is also on its category page and in the sitemap.
 */
export function ProductRail(props: { title: string; href: string; category: RailCategory; testId: string }) {
  return (
    <section className={styles.rail} aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
      <header className={styles.header}>
        <h2 id={`${props.testId}-title`}>{props.title}</h2>
        <IntentLink href={props.href} className={styles.all}>
          Shop all
        </IntentLink>
      </header>
      <RailProducts category={props.category} />
    </section>
  );
}
