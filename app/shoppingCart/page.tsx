import type { Metadata } from 'next';
import { ShoppingCart } from '@/components/cart/shopping-cart';
import styles from '@/components/cart/cart.module.css';

// The shopper's own cart: never in search results.
export const metadata: Metadata = { title: 'Shopping cart', robots: { index: false, follow: false } };

/**
 * /shoppingCart (docs/product.md#routes): the cart, loaded in the browser (it belongs to the device
 * or the account).
 */
export default function ShoppingCartPage() {
  return (
    <div className="container">
      <h1 className={styles.pageTitle}>Shopping cart</h1>
      <ShoppingCart />
    </div>
  );
}
