import type { Metadata } from 'next';
import { Checkout } from '@/components/checkout/checkout';
import { checkoutStartOf } from '@/components/checkout/checkout-start';
import styles from '@/components/checkout/checkout.module.css';

// A shopper's own checkout: never in search results.
export const metadata: Metadata = { title: 'Checkout', robots: { index: false, follow: false } };

type SearchParams = Promise<{ snapshot?: string | string[]; order?: string | string[] }>;

/**
 * /payment (docs/product.md#payments): the checkout of a cart snapshot (?snapshot=…, from the cart)
 * or the payment of an unpaid order (?order=…). The steps run in the browser: the cart belongs to
 * the device or the account, and the payment providers are browser widgets.
 */
export default async function PaymentPage({ searchParams }: { searchParams: SearchParams }) {
  const start = checkoutStartOf(await searchParams);
  return (
    <div className="container">
      <h1 className={styles.pageTitle}>Checkout</h1>
      <Checkout start={start} />
    </div>
  );
}
