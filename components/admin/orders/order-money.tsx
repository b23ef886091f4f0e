import { SECOND_FRAME_OFFER } from '@/lib/shop/constants';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { formatCents, formatDateTime } from '../ui/console-format';
import { providerName } from './payment-providers';
import table from '../ui/data-table.module.css';
import page from '../ui/console-page.module.css';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';
import styles from './order-detail.module.css';

/** What the order cost, line by line of the bill. */
export function OrderTotals({ order }: { order: OperatorOrder }) {
  const { totals } = order;
  const rows: [string, number][] = [['Items', totals.subtotalCents]];
  if (totals.frameDiscountCents) rows.push([SECOND_FRAME_OFFER, -totals.frameDiscountCents]);
  if (totals.couponDiscountCents)
    rows.push([`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, -totals.couponDiscountCents]);
  rows.push([`Shipping (${order.shippingName || order.shippingMethod})`, totals.shippingCents]);
  return (
    <>
      <dl className={styles.totals}>
        {rows.map(([label, cents]) => (
          <div key={label} className={styles.totalRow}>
            <dt>{label}</dt>
            <dd>{formatCents(cents)}</dd>
          </div>
        ))}
        <div className={`${styles.totalRow} ${styles.grand}`}>
          <dt>Total charged</dt>
          <dd data-testid="order-total">{formatCents(totals.totalCents)}</dd>
        </div>
        {order.refundedCents > 0 ? (
          <div className={styles.totalRow}>
            <dt>Refunded</dt>
            <dd data-testid="order-refunded">−{formatCents(order.refundedCents)}</dd>
          </div>
        ) : null}
      </dl>
      {order.currency !== 'USD' ? (
        <p className={page.small}>The shopper saw prices in {order.currency}; the charge is in USD.</p>
      ) : null}
    </>
  );
}

const PAYMENT_TONES: Readonly<Record<string, BadgeTone>> = {
  captured: 'good',
  refused: 'attention',
  created: 'neutral',
};

/** Every payment attempt at a provider, with the provider's own reference. */
export function OrderPayments({ order }: { order: OperatorOrder }) {
  if (order.payments.length === 0) return <p className={page.muted}>No payment was started.</p>;
  return (
    <div className={table.scroll} role="region" aria-label="Payment attempts" tabIndex={0}>
      <table className={table.table} data-testid="order-payments">
        <caption className="visually-hidden">Payment attempts</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Provider</th>
            <th scope="col">Reference</th>
            <th scope="col">State</th>
            <th scope="col" className={table.numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.payments.map((payment) => (
            <tr key={`${payment.provider}-${payment.reference}-${payment.createdAt}`}>
              <td>{formatDateTime(payment.createdAt)}</td>
              <td>{providerName(payment.provider)}</td>
              <td className={styles.reference}>{payment.reference}</td>
              <td>
                <StatusBadge tone={PAYMENT_TONES[payment.state] ?? 'neutral'}>{payment.state}</StatusBadge>
                {payment.note ? <span className={styles.note}>{payment.note}</span> : null}
              </td>
              <td className={table.numeric}>
                {formatCents(payment.amountCents)} {payment.currency !== 'USD' ? payment.currency : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const REFUND_TONES: Readonly<Record<string, BadgeTone>> = {
  done: 'good',
  pending: 'waiting',
  failed: 'attention',
};

/** The refunds made (or waiting for their provider), with where the money went. */
export function OrderRefunds({ order }: { order: OperatorOrder }) {
  if (order.refunds.length === 0) return <p className={page.muted}>Nothing has been refunded.</p>;
  return (
    <div className={table.scroll} role="region" aria-label="Refunds made" tabIndex={0}>
      <table className={table.table} data-testid="order-refunds">
        <caption className="visually-hidden">Refunds made</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">To</th>
            <th scope="col">State</th>
            <th scope="col">Reason</th>
            <th scope="col" className={table.numeric}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {order.refunds.map((refund) => (
            <tr key={refund.id}>
              <td>{formatDateTime(refund.createdAt)}</td>
              <td>
                {refund.destination === 'wallet' ? 'Shop wallet' : providerName(refund.provider)}
                {refund.providerReference ? (
                  <span className={`${styles.note} ${styles.reference}`}>{refund.providerReference}</span>
                ) : null}
              </td>
              <td>
                <StatusBadge tone={REFUND_TONES[refund.state] ?? 'neutral'}>{refund.state}</StatusBadge>
                {refund.failure ? <span className={styles.note}>{refund.failure}</span> : null}
              </td>
              <td>{refund.reason}</td>
              <td className={table.numeric}>{formatCents(refund.amountCents)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
