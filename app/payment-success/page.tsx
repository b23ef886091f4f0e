import type { Metadata } from 'next';
import { PaymentSuccess } from '@/components/checkout/payment-success/payment-success';
import { paymentSuccessQueryOf } from '@/components/checkout/payment-success/payment-success-query';
import styles from '@/components/checkout/checkout.module.css';

// One shopper's order: never in search results.
export const metadata: Metadata = { title: 'Thank you', robots: { index: false, follow: false } };

type SearchParams = Promise<{ order?: string | string[]; provider?: string | string[] }>;

/**
 * /payment-success (docs/product.md#routes): shown after payment, with the order and, for a new
 * account, its password.
 */
export default async function PaymentSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const query = paymentSuccessQueryOf(await searchParams);
  return (
    <div className="container">
      <h1 className={styles.pageTitle}>Order confirmation</h1>
      <PaymentSuccess query={query} />
    </div>
  );
}
