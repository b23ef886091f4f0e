'use client';

import useSWR from 'swr';
import { selectCurrency, useShopState } from '@/lib/client/store';
import { OrderStatus } from '@/lib/shop/order-status';
import { canBuyAgain } from '@/lib/shop/buy-again';
import { orderHasArrived } from '@/lib/shop/review-eligibility';
import { AfterSalesCard } from '../after-sales/after-sales-card';
import { ReturnsUntil } from '../after-sales/returns-until';
import { OrderActions } from './order-actions';
import { OrderBuyAgain } from './order-buy-again';
import { OrderDelivery } from './order-delivery';
import { formatOrderDate, formatOrderTime, itemCountLabel } from './order-format';
import { OrderHistory } from './order-history';
import { OrderLines } from './order-lines';
import { OrderPayment } from './order-payment';
import { loadOrder, orderKey } from './order-requests';
import { OrderUnavailable } from './order-unavailable';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline } from './order-timeline';
import { OrderTotals } from './order-totals';
import { PrescriptionWaitNotice } from './prescription-wait-notice';
import styles from './order-detail.module.css';

/**
 * order/order-detail?order=N: one order from /api/order/info — its lines with their lenses, the
 * totals, delivery, payment, the status history and its after-sales requests.
 */
export function OrderDetail({ orderNumber }: { orderNumber: string }) {
  const currency = useShopState(selectCurrency);
  const { data: order, error } = useSWR(orderKey(orderNumber), loadOrder);

  if (error || !order) return <OrderUnavailable error={error} />;

  return (
    <div className={styles.detail} data-testid="order-detail" data-order-number={order.orderNumber}>
      <header className={styles.header}>
        <div className={styles.headerTop}>
          <h2 className={styles.number} data-testid="order-number">
            Order {order.orderNumber}
          </h2>
          <OrderStatusBadge status={order.status} refundLabel={order.refundLabel} testId="order-status" />
        </div>
        <p className={styles.meta}>
          Placed <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time> ·{' '}
          {itemCountLabel(order.itemCount)}
        </p>
        {order.status === OrderStatus.Unpaid && order.payBy ? (
          <p className={styles.payBy} data-testid="order-pay-by">
            Pay by <time dateTime={order.payBy}>{formatOrderTime(order.payBy)}</time>, or the order expires
            and its frames go back on sale.
          </p>
        ) : null}
        {order.canRequestAfterSales ? (
          <ReturnsUntil
            afterSalesUntil={order.afterSalesUntil}
            deliveredAt={order.deliveredAt}
            className={styles.meta}
          />
        ) : null}
        {order.prescriptionDueAt ? (
          <PrescriptionWaitNotice orderNumber={order.orderNumber} dueAt={order.prescriptionDueAt} />
        ) : null}
        <OrderActions
          orderNumber={order.orderNumber}
          canPay={order.canPay}
          canRequestAfterSales={order.canRequestAfterSales}
        />
        {canBuyAgain(order.status) ? <OrderBuyAgain orderNumber={order.orderNumber} /> : null}
      </header>

      <section className={styles.section} aria-labelledby="order-items-title">
        <h2 id="order-items-title" className={styles.sectionTitle}>
          Items
        </h2>
        <OrderLines
          lines={order.lines}
          offerName={order.totals.frameOfferName}
          currency={currency.code}
          reviewable={orderHasArrived(
            order.status,
            order.history.map((entry) => entry.status),
          )}
        />
        <OrderTotals totals={order.totals} couponCode={order.couponCode} currency={currency.code} />
      </section>

      {order.timeline ? <OrderTimeline timeline={order.timeline} /> : null}
      <OrderDelivery address={order.address} shippingName={order.shippingName} tracking={order.tracking} />
      <OrderPayment payment={order.payment} payBy={order.payBy} canPay={order.canPay} />
      <OrderHistory history={order.history} />

      {order.afterSales.length > 0 ? (
        <section className={styles.section} aria-labelledby="order-after-sales-title">
          <h2 id="order-after-sales-title" className={styles.sectionTitle}>
            Returns and exchanges
          </h2>
          <ul className={styles.requests}>
            {order.afterSales.map((request) => (
              <li key={request.id}>
                <AfterSalesCard request={request} showOrder={false} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
