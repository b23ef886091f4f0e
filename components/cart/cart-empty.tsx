import Link from 'next/link';
import styles from './cart.module.css';

/** An empty cart, with the way to the frames. */
export function CartEmpty() {
  return (
    <div className={styles.empty} data-testid="cart-empty">
      <h2 className={styles.emptyTitle}>Your cart is empty</h2>
      <p>Find a frame you love, choose your lenses, and it waits here.</p>
      <Link href="/eyeglasses" className="button">
        Shop eyeglasses
      </Link>
    </div>
  );
}
