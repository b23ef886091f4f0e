'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import type { AfterSalesRequest as SentRequest } from '@/lib/contract/calls/order';
import { ORDER_STATUS_NAMES, OrderStatus } from '@/lib/shop/order-status';
import { afterSalesBlock, afterSalesBlockMessage } from './after-sales-eligibility';
import { ReturnsUntil } from './returns-until';
import { AfterSalesForm } from './after-sales-form';
import { orderLinks } from '../orders/order-format';
import { OrderNotFound } from '../orders/order-not-found';
import { isOrderMissing, loadOrder, orderKey } from '../orders/order-requests';
import pageStyles from '../ui/account-page.module.css';
import styles from './after-sales-pages.module.css';

const STALE_AFTER_A_REQUEST = ['account-order', 'account-orders', 'account-after-sales'];

/** The answer to a sent request: what happens now, and where to follow it. */
function AfterSalesReceived({ request }: { request: SentRequest }) {
  return (
    <div className={styles.received} role="status" data-testid="after-sales-received">
      <h2 className={styles.formTitle}>We received your request</h2>
      <p>
        Order {request.orderNumber} is now <strong>{ORDER_STATUS_NAMES[OrderStatus.PendingReview]}</strong>.
        We look at every request within two working days and write to you by e-mail.
      </p>
      <div className={styles.links}>
        <Link href={orderLinks.afterSalesList} className="button" data-testid="after-sales-to-list">
          See my requests
        </Link>
        <Link href={orderLinks.detail(request.orderNumber)} className="button button-secondary">
          Back to the order
        </Link>
      </div>
    </div>
  );
}

/**
 * order/after-sales?order=N: the request form of one order, once /api/order/info says the order
 * can take one; otherwise why not (not paid yet, past 30 days, a request already open).
 */
export function AfterSalesRequest({ orderNumber }: { orderNumber: string }) {
  const { mutate } = useSWRConfig();
  const { data: order, error } = useSWR(orderKey(orderNumber), loadOrder);
  const [sent, setSent] = useState<SentRequest | null>(null);

  const received = (request: SentRequest) => {
    setSent(request);
    // the order is Pending Review now: its page and the lists load again when next shown
    void mutate((key) => Array.isArray(key) && STALE_AFTER_A_REQUEST.includes(String(key[0])));
  };

  if (sent) return <AfterSalesReceived request={sent} />;
  if (error) {
    return isOrderMissing(error) ? (
      <OrderNotFound />
    ) : (
      <p className={pageStyles.status} role="alert">
        This order could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!order) {
    return (
      <p className={pageStyles.status} role="status">
        Loading the order…
      </p>
    );
  }
  const block = afterSalesBlock(order, new Date());
  if (block) {
    return (
      <div className={pageStyles.empty} data-testid="after-sales-blocked" data-reason={block}>
        <h2 className={pageStyles.emptyTitle}>Order {order.orderNumber} cannot take a request</h2>
        <p className={pageStyles.emptyText}>{afterSalesBlockMessage(block, order)}</p>
        <div className={styles.links}>
          <Link href={orderLinks.detail(order.orderNumber)} className="button">
            See the order
          </Link>
          <Link href={orderLinks.afterSalesList} className="button button-secondary">
            My requests
          </Link>
        </div>
      </div>
    );
  }
  return (
    <>
      <ReturnsUntil afterSalesUntil={order.afterSalesUntil} deliveredAt={order.deliveredAt} />
      <AfterSalesForm orderNumber={order.orderNumber} onSent={received} />
    </>
  );
}
