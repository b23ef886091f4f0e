import Link from 'next/link';
import type { IncompleteFrame } from './incomplete-frame';
import styles from './cart.module.css';

/**
 * Frames added without lenses (/api/order/incompleteFrame): the checkout refuses them until they
 * have lenses, so the cart says so first and leads to the lens wizard of each.
 */
export function CartUnfinishedFrames({ frames }: { frames: readonly IncompleteFrame[] }) {
  if (frames.length === 0) return null;
  return (
    <section
      className={styles.unfinished}
      aria-labelledby="cart-unfinished-title"
      data-testid="cart-unfinished"
    >
      <h2 id="cart-unfinished-title" className={styles.unfinishedTitle}>
        {frames.length === 1 ? 'One frame still needs lenses' : `${frames.length} frames still need lenses`}
      </h2>
      <ul className={styles.unfinishedList}>
        {frames.map((frame) => (
          <li key={frame.id}>
            {frame.name} ({frame.colorName}):{' '}
            <Link href={`/details/${frame.code}/lenses?color=${encodeURIComponent(frame.sku)}`}>
              choose lenses
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
