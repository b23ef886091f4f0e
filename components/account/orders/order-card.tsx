'use client';

import Link from 'next/link';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import type { OrderSummary } from '@/lib/contract/calls/order';
import type { CurrencyCode } from '@/lib/shop/currency';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import { formatOrderDate, itemCountLabel, orderLinks } from './order-format';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTotal } from './order-total';
import actionStyles from '../ui/card-actions.module.css';
import styles from './order-card.module.css';

interface Props {
  order: OrderSummary;
  currency: CurrencyCode;
  busy: boolean;
  onDelete: () => void;
}

/**
 * One order of the list: number, date, status, pictures of what is in it and the total, with what
 * the shopper can do next (pay, see it, hide it, return or exchange it).
 */
export function OrderCard({ order, currency, busy, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const headingId = `order-${order.orderNumber}`;
  const hidden = (text: string) => <span className="visually-hidden"> {text}</span>;

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="order-card"
      data-order-number={order.orderNumber}
    >
      <header className={styles.head}>
        <h2 id={headingId} className={styles.number}>
          Order {order.orderNumber}
        </h2>
        <OrderStatusBadge status={order.status} refundLabel={order.refundLabel} testId="order-status" />
      </header>
      <p className={styles.meta}>
        Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
        {' · '}
        <span data-testid="order-item-count">{itemCountLabel(order.itemCount)}</span>
      </p>
      {order.preview.length > 0 ? (
        <ul className={styles.preview} aria-label="In this order">
          {order.preview.map((item, index) => (
            <li key={`${item.name}-${index}`} className={styles.previewItem}>
              {item.image ? (
                <LazyImage
                  src={item.image.url}
                  alt={item.image.alt || item.name}
                  width={item.image.width}
                  height={item.image.height}
                  className={styles.previewImage}
                />
              ) : (
                <span className={styles.previewName}>{item.name}</span>
              )}
              {item.quantity > 1 ? <span className={styles.quantity}>×{item.quantity}</span> : null}
            </li>
          ))}
        </ul>
      ) : null}
      <p className={styles.total}>
        <span>Total</span>
        <OrderTotal cents={order.totalCents} currency={currency} testId="order-total" />
      </p>
      {confirming ? (
        <DeleteConfirmation
          label={`Delete order ${order.orderNumber}?`}
          question={
            order.canPay
              ? 'Delete this unpaid order? It is cancelled and leaves your list.'
              : 'Remove this order from your list? This cannot be undone.'
          }
          busy={busy}
          onDelete={onDelete}
          onCancel={() => setConfirming(false)}
          testIdPrefix="order"
        />
      ) : (
        <div className={actionStyles.actions}>
          {order.canPay ? (
            <Link href={orderLinks.pay(order.orderNumber)} className="button" data-testid="order-pay">
              Pay now{hidden(`for order ${order.orderNumber}`)}
            </Link>
          ) : null}
          <Link
            href={orderLinks.detail(order.orderNumber)}
            className="button button-secondary"
            data-testid="order-details"
          >
            View details{hidden(`of order ${order.orderNumber}`)}
          </Link>
          {order.canRequestAfterSales ? (
            <Link
              href={orderLinks.afterSales(order.orderNumber)}
              className={`${actionStyles.action} ${styles.linkAction}`}
              data-testid="order-after-sales"
            >
              Return or exchange{hidden(`order ${order.orderNumber}`)}
            </Link>
          ) : null}
          {order.canDelete ? (
            <button
              type="button"
              className={actionStyles.action}
              disabled={busy}
              onClick={() => setConfirming(true)}
              data-testid="order-delete"
            >
              Delete{hidden(`order ${order.orderNumber}`)}
            </button>
          ) : null}
        </div>
      )}
    </article>
  );
}
