import Link from 'next/link';
import type { AfterSalesRequest } from '@/lib/contract/calls/order';
import { AFTER_SALES_KIND_NAMES, AFTER_SALES_REASON_NAMES } from '@/lib/shop/after-sales';
import { AFTER_SALES_STATE_NAMES, formatOrderDate, orderLinks } from '../orders/order-format';
import { AfterSalesPhoto } from './after-sales-photo';
import styles from './after-sales-pages.module.css';

interface Props {
  request: AfterSalesRequest;
  /** On the order's own page the order is already named. */
  showOrder?: boolean;
}

/** One return, exchange or repair request: what, why, where it stands and how it was resolved. */
export function AfterSalesCard({ request, showOrder = true }: Props) {
  const headingId = `after-sales-${request.id}`;
  return (
    <article className={styles.card} aria-labelledby={headingId} data-testid="after-sales-card">
      <header className={styles.head}>
        <h3 id={headingId} className={styles.title}>
          {AFTER_SALES_KIND_NAMES[request.kind]}
        </h3>
        <span className={`${styles.state} ${styles[request.state]}`} data-testid="after-sales-state">
          {AFTER_SALES_STATE_NAMES[request.state]}
        </span>
      </header>
      <dl className={styles.facts}>
        {showOrder ? (
          <div>
            <dt>Order</dt>
            <dd>
              <Link href={orderLinks.detail(request.orderNumber)}>{request.orderNumber}</Link>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Reason</dt>
          <dd>{AFTER_SALES_REASON_NAMES[request.reason]}</dd>
        </div>
        <div>
          <dt>Sent</dt>
          <dd>
            <time dateTime={request.createdAt}>{formatOrderDate(request.createdAt)}</time>
          </dd>
        </div>
        {request.kind === 'return' ? (
          <div>
            <dt>Refund to</dt>
            <dd>{request.refundTo === 'wallet' ? 'Shop wallet (store credit)' : 'Original payment'}</dd>
          </div>
        ) : null}
      </dl>
      <p className={styles.details}>{request.details}</p>
      {request.photos.length > 0 ? (
        <ul className={styles.photos} aria-label="Photos">
          {request.photos.map((photo, index) => (
            <li key={photo}>
              <AfterSalesPhoto photo={photo} index={index} />
            </li>
          ))}
        </ul>
      ) : null}
      {request.resolution || request.resolvedAt ? (
        <p className={styles.resolution} data-testid="after-sales-resolution">
          {request.resolvedAt ? (
            <>
              <strong>
                Resolved <time dateTime={request.resolvedAt}>{formatOrderDate(request.resolvedAt)}</time>
                {request.resolution ? ': ' : ''}
              </strong>
            </>
          ) : null}
          {request.resolution}
        </p>
      ) : null}
    </article>
  );
}
