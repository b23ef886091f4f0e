import Link from 'next/link';
import type { ProductCard as ProductCardData } from '@/lib/contract/calls/goods';
import { inStockFirst } from '@/lib/shop/rails';
import { ProductCard } from './product-card';
import styles from './product-rail.module.css';

/**
 * A titled, horizontally scrolling row of products with a link to the whole category. Frames in
 * stock come first, so a rail never opens on a sold-out frame (issue 17 point 19).
 */
export function ProductRail(props: {
  title: string;
  href: string;
  products: ProductCardData[];
  testId: string;
}) {
  if (props.products.length === 0) return null;
  return (
    <section className={styles.rail} aria-labelledby={`${props.testId}-title`} data-testid={props.testId}>
      <header className={styles.header}>
        <h2 id={`${props.testId}-title`}>{props.title}</h2>
        <Link href={props.href} className={styles.all}>
          Shop all
        </Link>
      </header>
      <ul className={styles.track}>
        {inStockFirst(props.products).map((product) => (
          <li key={product.id} className={styles.item}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
