import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCents, formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { OrderActions } from '@/components/admin/orders/order-actions';
import { OrderDocuments } from '@/components/admin/orders/order-documents';
import styles from '@/components/admin/orders/order-detail.module.css';
import { OrderHistory } from '@/components/admin/orders/order-history';
import { OrderLab } from '@/components/admin/orders/order-lab';
import { OrderNoteForm } from '@/components/admin/orders/order-note-form';
import { OrderLines } from '@/components/admin/orders/order-lines';
import { OrderPayments, OrderRefunds, OrderTotals } from '@/components/admin/orders/order-money';
import { OrderPrescriptionPanel } from '@/components/admin/orders/order-prescription-panel';
import { OrderPrescriptionWait } from '@/components/admin/orders/order-prescription-wait';
import { providerName } from '@/components/admin/orders/payment-providers';
import { OrderStatusBadge, StatusBadge } from '@/components/admin/ui/status-badge';
import { orderNumberField } from '@/lib/contract/calls/admin/order-schemas';
import { NotFoundError } from '@/lib/contract/errors';
import { AFTER_SALES_KIND_NAMES } from '@/lib/shop/after-sales';
import { OrderStatus } from '@/lib/shop/order-status';
import { operatorOrderInfo } from '@/lib/server/domain/orders';
import { listProvinces } from '@/lib/server/domain/reference';
import { requireOperatorPage } from '@/lib/server/domain/staff';

type Params = Promise<{ number: string }>;

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  return { title: `Order ${decodeURIComponent((await params).number).toUpperCase()}` };
}

async function orderOf(raw: string) {
  const number = orderNumberField.safeParse(decodeURIComponent(raw));
  if (!number.success) notFound();
  try {
    return await operatorOrderInfo({ number: number.data });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/**
 * The provinces the address's edit offers: the order's country's, as the checkout's address form
 * lists them (docs/operating.md#address-edit); none when the address cannot be edited.
 */
async function provincesFor(order: Awaited<ReturnType<typeof orderOf>>) {
  if (!order.actions.editAddress) return [];
  try {
    return (await listProvinces({ isoCode: order.address.countryCode })).list;
  } catch (error) {
    if (error instanceof NotFoundError) return [];
    throw error;
  }
}

const CHECK_NAMES = {
  confirmed: 'Prescription confirmed',
  question: 'Awaiting the shopper’s answer about the prescription',
} as const;

/** The check's state, and who confirmed it with their licence (docs/operating.md#optician-check). */
function checkName(check: NonNullable<Awaited<ReturnType<typeof orderOf>>['prescriptionCheck']>): string {
  const name = CHECK_NAMES[check.state];
  if (check.state !== 'confirmed' || !check.by) return name;
  return `${name} by ${check.by}${check.licenceNumber ? `, licence ${check.licenceNumber}` : ''}`;
}

/**
 * /admin/orders/OC…: one order, everything about it, and the moves its state allows
 * (docs/operating.md#order-work).
 */
export default async function OrderPage({ params }: { params: Params }) {
  const operator = await requireOperatorPage('orders');
  const order = await orderOf((await params).number);
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/orders">← Orders</Link>
      </p>
      <ConsolePageHead
        title={`Order ${order.number}`}
        lead={`Placed ${formatDateTime(order.createdAt)}${order.paidAt ? `, paid ${formatDateTime(order.paidAt)}` : ''}`}
      />
      <section className={page.card} aria-labelledby="order-state">
        <h2 id="order-state" className={page.cardTitle}>
          State
        </h2>
        <div className={styles.status} data-testid="order-status">
          <OrderStatusBadge status={order.status} name={order.statusName} refundLabel={order.refundLabel} />
          {order.prescriptionDueAt ? null : order.hasPrescription ? (
            order.prescriptionCheck ? (
              <StatusBadge tone={order.prescriptionCheck.state === 'confirmed' ? 'good' : 'attention'}>
                {checkName(order.prescriptionCheck)}
              </StatusBadge>
            ) : (
              <StatusBadge tone="waiting">Prescription not checked yet</StatusBadge>
            )
          ) : null}
          {order.payBy ? (
            <span className={styles.muted}>Expires if unpaid by {formatDateTime(order.payBy)}</span>
          ) : null}
        </div>
        {order.prescriptionDueAt ? (
          // docs/operating.md#prescription-wait
          <OrderPrescriptionWait number={order.number} dueAt={order.prescriptionDueAt} />
        ) : null}
        {order.afterSalesUntil && order.status !== OrderStatus.Refunded ? (
          // docs/product.md#returns-from-delivery: 30 days from delivery, or to day 45 after payment
          <p className={styles.muted} data-testid="order-returns-until">
            {order.deliveredAt
              ? `Delivered ${formatDateTime(order.deliveredAt)}. Returns and exchanges are open until ${formatDateTime(order.afterSalesUntil)}.`
              : `Not marked delivered. Returns and exchanges are open for 30 days from delivery, and close ${formatDateTime(order.afterSalesUntil)} if it is not marked delivered before then.`}
          </p>
        ) : null}
        {order.tracking ? (
          <p data-testid="order-tracking">
            Shipped with {order.tracking.carrier}, tracking{' '}
            {order.tracking.url ? (
              <a href={order.tracking.url} target="_blank" rel="noreferrer noopener">
                {order.tracking.number}
                <span className="visually-hidden"> (opens the carrier’s page)</span>
              </a>
            ) : (
              order.tracking.number
            )}
          </p>
        ) : null}
        <OrderActions
          order={order}
          provinces={await provincesFor(order)}
          optician={{
            mayConfirm: operator.mayConfirmPrescriptions,
            hasLicence: operator.licenceNumber.trim() !== '' && operator.name.trim() !== '',
          }}
        />
      </section>
      <section className={page.card} aria-labelledby="order-documents-title">
        <h2 id="order-documents-title" className={page.cardTitle}>
          Documents
        </h2>
        <OrderDocuments number={order.number} />
      </section>
      {order.paidAt ? (
        // docs/operating.md#lab-stages
        <section className={page.card} aria-labelledby="order-lab">
          <h2 id="order-lab" className={page.cardTitle}>
            Lab
          </h2>
          <OrderLab order={order} />
        </section>
      ) : null}
      <div className={page.columns}>
        <div>
          <section className={page.card} aria-labelledby="order-lines">
            <h2 id="order-lines" className={page.cardTitle}>
              Lines
            </h2>
            <OrderLines lines={order.lines} />
          </section>
          {order.hasPrescription && !order.prescriptionDueAt ? (
            <section className={page.card} aria-labelledby="order-prescription">
              <h2 id="order-prescription" className={page.cardTitle}>
                Prescription
              </h2>
              <OrderPrescriptionPanel number={order.number} />
            </section>
          ) : null}
          <section className={page.card} aria-labelledby="order-payments">
            <h2 id="order-payments" className={page.cardTitle}>
              Payments
            </h2>
            {order.payment ? (
              <p>
                Paid with {providerName(order.payment.provider)}, reference{' '}
                <span className={styles.reference}>{order.payment.reference}</span>
              </p>
            ) : null}
            <OrderPayments order={order} />
          </section>
          <section className={page.card} aria-labelledby="order-refunds">
            <h2 id="order-refunds" className={page.cardTitle}>
              Refunds
            </h2>
            <OrderRefunds order={order} />
            {order.refundableCents > 0 ? (
              <p className={page.small}>{formatCents(order.refundableCents)} is left to refund.</p>
            ) : null}
          </section>
          <section className={page.card} aria-labelledby="order-history">
            <h2 id="order-history" className={page.cardTitle}>
              History
            </h2>
            <OrderHistory history={order.history} checks={order.prescriptionChecks} notes={order.notes} />
            <OrderNoteForm number={order.number} />
          </section>
        </div>
        <div>
          <section className={page.card} aria-labelledby="order-customer">
            <h2 id="order-customer" className={page.cardTitle}>
              Customer
            </h2>
            <p>
              {order.name || '—'}
              <br />
              {order.email}
            </p>
            <Link href={`/admin/customers/${order.customerId}`}>Open the customer</Link>
          </section>
          <section className={page.card} aria-labelledby="order-address">
            <h2 id="order-address" className={page.cardTitle}>
              Ship to
            </h2>
            <address className={styles.address} data-testid="order-address">
              {order.address.firstName} {order.address.lastName}
              <br />
              {order.address.line1}
              {order.address.line2 ? (
                <>
                  <br />
                  {order.address.line2}
                </>
              ) : null}
              <br />
              {[order.address.city, order.address.province, order.address.postcode]
                .filter(Boolean)
                .join(', ')}
              <br />
              {order.address.countryName}
              <br />+{order.address.phoneCode} {order.address.phone}
            </address>
            <p className={page.small}>Shipping: {order.shippingName || order.shippingMethod}</p>
          </section>
          <section className={page.card} aria-labelledby="order-totals">
            <h2 id="order-totals" className={page.cardTitle}>
              Totals
            </h2>
            <OrderTotals order={order} />
          </section>
          {order.afterSales.length > 0 ? (
            <section className={page.card} aria-labelledby="order-after-sales">
              <h2 id="order-after-sales" className={page.cardTitle}>
                After-sales requests
              </h2>
              <ul>
                {order.afterSales.map((request) => (
                  <li key={request.id}>
                    <Link href={`/admin/after-sales/${request.id}`}>
                      {AFTER_SALES_KIND_NAMES[request.kind]}, {formatDateTime(request.createdAt)}
                    </Link>{' '}
                    ({request.state})
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </>
  );
}
