import Link from 'next/link';
import type { ShopBrand } from '@/lib/shop/shop-brand';
import { OculoLogo } from './oculo-logo';
import styles from './site-header.module.css';

/**
 * The header while the shopper pays: the logo, a secure-checkout note and a way to help; the menu,
 * search and counters step aside so nothing leads away from the payment.
 */
export function SiteHeaderCheckout({ brand }: { brand?: ShopBrand }) {
  return (
    <div className={`container ${styles.checkoutBar}`} data-testid="checkout-header">
      <div className={styles.logo}>
        <OculoLogo brand={brand} />
      </div>
      <p className={styles.secure} data-testid="checkout-secure">
        <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
          <path
            d="M7 10V7a5 5 0 0 1 10 0v3m-11 0h12a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1Z"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Secure checkout
      </p>
      <Link href="/contact-us" className={styles.help} data-testid="checkout-help">
        Need help?
      </Link>
    </div>
  );
}
