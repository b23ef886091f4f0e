import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { AfterSalesAnswer } from '@/components/admin/after-sales/after-sales-answer';
import { AfterSalesPhotos } from '@/components/admin/after-sales/after-sales-photos';
import styles from '@/components/admin/after-sales/after-sales.module.css';
import { formatCents, formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { RequestStateBadge } from '@/components/admin/after-sales/request-state-badge';
import { OrderStatusBadge } from '@/components/admin/ui/status-badge';
import { NotFoundError } from '@/lib/contract/errors';
import { AFTER_SALES_KIND_NAMES, AFTER_SALES_REASON_NAMES } from '@/lib/shop/after-sales';
import { ORDER_STATUS_NAMES, isOrderStatus } from '@/lib/shop/order-status';
import { afterSalesInfo } from '@/lib/server/domain/orders';
import { requireOperatorPage } from '@/lib/server/domain/staff';

type Params = Promise<{ id: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `After-sales request #${(await params).id}` };
}

async function requestOf(raw: string) {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) notFound();
  try {
    return await afterSalesInfo(id);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/**
 * /admin/after-sales/<id>: the request, its photos and order, and the answer
 * (docs/product.md#after-sales).
 */
export default async function AfterSalesRequestPage({ params }: { params: Params }) {
  await requireOperatorPage('after-sales');
  const request = await requestOf((await params).id);
  const { order } = request;
  const before = order.statusBeforeReview;
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/after-sales">← After-sales</Link>
      </p>
      <ConsolePageHead
        title={`After-sales request #${request.id}`}
        lead={`${AFTER_SALES_KIND_NAMES[request.kind]}, asked ${formatDateTime(request.createdAt)} by ${request.name || request.email}`}
      />
      <div className={page.columns}>
        <div>
          <section className={page.card} aria-labelledby="request-what">
            <h2 id="request-what" className={page.cardTitle}>
              What the shopper asks
            </h2>
            <dl className={page.facts}>
              <dt>State</dt>
              <dd data-testid="after-sales-state">
                <RequestStateBadge state={request.state} outcome={request.outcome} />
              </dd>
              <dt>Asks for</dt>
              <dd>{AFTER_SALES_KIND_NAMES[request.kind]}</dd>
              <dt>Reason</dt>
              <dd>{AFTER_SALES_REASON_NAMES[request.reason]}</dd>
              <dt>Refund to</dt>
              <dd>{request.refundTo === 'wallet' ? 'The shop wallet' : 'The original payment'}</dd>
            </dl>
            {request.details ? <p className={styles.details}>{request.details}</p> : null}
          </section>
          <section className={page.card} aria-labelledby="request-photos">
            <h2 id="request-photos" className={page.cardTitle}>
              Photos
            </h2>
            <AfterSalesPhotos photos={request.photos} />
          </section>
          <section className={page.card} aria-labelledby="request-answer">
            <h2 id="request-answer" className={page.cardTitle}>
              Answer
            </h2>
            {request.state === 'pending' ? (
              <p className={page.muted}>
                Declining or exchanging sends the order back to{' '}
                {before !== null && isOrderStatus(before)
                  ? ORDER_STATUS_NAMES[before]
                  : 'its status before the request'}
                .
              </p>
            ) : (
              <>
                <p>
                  {request.state === 'declined' ? 'Declined' : `Approved (${request.outcome})`}
                  {request.resolvedBy ? ` by ${request.resolvedBy}` : ''}
                  {request.resolvedAt ? `, ${formatDateTime(request.resolvedAt)}` : ''}:
                </p>
                <p className={styles.answer} data-testid="after-sales-resolution">
                  {request.resolution}
                </p>
              </>
            )}
            <AfterSalesAnswer request={request} />
          </section>
        </div>
        <section className={page.card} aria-labelledby="request-order">
          <h2 id="request-order" className={page.cardTitle}>
            Order {order.orderNumber}
          </h2>
          <dl className={page.facts}>
            <dt>Status</dt>
            <dd>
              <OrderStatusBadge status={order.status} name={order.statusName} />
            </dd>
            <dt>Paid</dt>
            <dd>{formatDateTime(order.paidAt)}</dd>
            <dt>Total</dt>
            <dd>{formatCents(order.totalCents)}</dd>
            <dt>Refunded</dt>
            <dd>{formatCents(order.refundedCents)}</dd>
            <dt>Left to refund</dt>
            <dd>{formatCents(order.refundableCents)}</dd>
          </dl>
          <ul>
            {order.lines.map((line, index) => (
              <li key={`${line.name}-${index}`}>
                {line.quantity} × {line.name} ({line.colorName}), {formatCents(line.totalCents)}
              </li>
            ))}
          </ul>
          <Link href={`/admin/orders/${order.orderNumber}`}>Open the order</Link>
        </section>
      </div>
    </>
  );
}
