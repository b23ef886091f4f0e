import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { taxRowOf } from '@/lib/shop/tax-display';
import { formatCents, formatDateTime } from '../ui/console-format';
import { providerName } from './payment-providers';
import page from '../ui/console-page.module.css';
import { StatusBadge, type BadgeTone } from '../ui/status-badge';
import { MoneyTable, type MoneyColumn } from './money-table';
import styles from './order-detail.module.css';

/** What the order cost, line by line of the bill. */
export function OrderTotals({ order }: { order: OperatorOrder }) {
  const { totals } = order;
  const rows: [string, number][] = [['Items', totals.subtotalCents]];
  if (totals.frameDiscountCents) rows.push([totals.frameOfferName, -totals.frameDiscountCents]);
  if (totals.couponDiscountCents)
    rows.push([`Coupon${order.couponCode ? ` ${order.couponCode}` : ''}`, -totals.couponDiscountCents]);
  rows.push([`Shipping (${order.shippingName || order.shippingMethod})`, totals.shippingCents]);
  const tax = taxRowOf(totals);
  if (tax?.kind === 'added') rows.push([tax.label, tax.cents]);
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
        {tax?.kind === 'included' ? (
          <div className={styles.totalRow}>
            <dt>{tax.label}</dt>
            <dd data-testid="order-tax-included">{formatCents(tax.cents)}</dd>
          </div>
        ) : null}
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

type Payment = OperatorOrder['payments'][number];

const PAYMENT_COLUMNS: readonly MoneyColumn<Payment>[] = [
  { header: 'When', cell: (payment) => formatDateTime(payment.createdAt) },
  { header: 'Provider', cell: (payment) => providerName(payment.provider) },
  { header: 'Reference', cell: (payment) => payment.reference, className: styles.reference },
  {
    header: 'State',
    cell: (payment) => (
      <>
        <StatusBadge tone={PAYMENT_TONES[payment.state] ?? 'neutral'}>{payment.state}</StatusBadge>
        {payment.note ? <span className={styles.note}>{payment.note}</span> : null}
      </>
    ),
  },
];

/** Every payment attempt at a provider, with the provider's own reference. */
export function OrderPayments({ order }: { order: OperatorOrder }) {
  return (
    <MoneyTable
      label="Payment attempts"
      testId="order-payments"
      empty="No payment was started."
      rows={order.payments}
      rowKey={(payment) => `${payment.provider}-${payment.reference}-${payment.createdAt}`}
      columns={PAYMENT_COLUMNS}
      amount={(payment) => (
        <>
          {formatCents(payment.amountCents)} {payment.currency !== 'USD' ? payment.currency : ''}
        </>
      )}
    />
  );
}

const REFUND_TONES: Readonly<Record<string, BadgeTone>> = {
  done: 'good',
  pending: 'waiting',
  failed: 'attention',
};

type Refund = OperatorOrder['refunds'][number];

const REFUND_COLUMNS: readonly MoneyColumn<Refund>[] = [
  { header: 'When', cell: (refund) => formatDateTime(refund.createdAt) },
  {
    header: 'To',
    cell: (refund) => (
      <>
        {refund.destination === 'wallet' ? 'Shop wallet' : providerName(refund.provider)}
        {refund.providerReference ? (
          <span className={`${styles.note} ${styles.reference}`}>{refund.providerReference}</span>
        ) : null}
      </>
    ),
  },
  {
    header: 'State',
    cell: (refund) => (
      <>
        <StatusBadge tone={REFUND_TONES[refund.state] ?? 'neutral'}>{refund.state}</StatusBadge>
        {refund.failure ? <span className={styles.note}>{refund.failure}</span> : null}
      </>
    ),
  },
  { header: 'Reason', cell: (refund) => refund.reason },
];

/** The refunds made (or waiting for their provider), with where the money went. */
export function OrderRefunds({ order }: { order: OperatorOrder }) {
  return (
    <MoneyTable
      label="Refunds made"
      testId="order-refunds"
      empty="Nothing has been refunded."
      rows={order.refunds}
      rowKey={(refund) => refund.id}
      columns={REFUND_COLUMNS}
      amount={(refund) => formatCents(refund.amountCents)}
    />
  );
}
