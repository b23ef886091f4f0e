import type { OrderDetail } from '@/lib/contract/calls/order';
import { formatOrderTime, paymentProviderName } from './order-format';
import styles from './order-detail.module.css';

type Props = Pick<OrderDetail, 'payment' | 'payBy' | 'canPay'>;

/** How the order was paid, or until when it can still be paid. */
export function OrderPayment({ payment, payBy, canPay }: Props) {
  return (
    <section className={styles.section} aria-labelledby="order-payment-title">
      <h2 id="order-payment-title" className={styles.sectionTitle}>
        Payment
      </h2>
      {payment ? (
        <dl className={styles.facts} data-testid="order-payment">
          <div>
            <dt>Paid with</dt>
            <dd>{paymentProviderName(payment.provider)}</dd>
          </div>
          <div>
            <dt>Paid on</dt>
            <dd>
              <time dateTime={payment.paidAt}>{formatOrderTime(payment.paidAt)}</time>
            </dd>
          </div>
          {payment.reference ? (
            <div>
              <dt>Reference</dt>
              <dd>{payment.reference}</dd>
            </div>
          ) : null}
        </dl>
      ) : (
        <p className={styles.note} data-testid="order-payment">
          {canPay && payBy
            ? `Not paid yet. Pay by ${formatOrderTime(payBy)} to keep your order.`
            : 'This order was not paid.'}
        </p>
      )}
    </section>
  );
}
