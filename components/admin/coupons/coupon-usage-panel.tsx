import Link from 'next/link';
import type { CouponUsage } from '@/lib/contract/calls/admin/coupons';
import { orderStatusName } from '@/lib/shop/order-status';
import { formatCents, formatDateTime } from '../ui/console-format';
import page from '../ui/console-page.module.css';
import table from '../ui/data-table.module.css';
import { OrderStatusBadge } from '../ui/status-badge';
import styles from './coupons.module.css';

interface Props {
  usage: CouponUsage;
  /** Whether the operator's role opens orders: the order numbers link to them only then. */
  linkOrders: boolean;
}

/**
 * A coupon's use: claims, used and unused, the orders made with it with the discount each took, and
 * what it took off the paid ones in all.
 */
export function CouponUsagePanel({ usage, linkOrders }: Props) {
  const { coupon, orders } = usage;
  const figures = [
    ['Claimed', coupon.totalLimit === null ? `${coupon.claims}` : `${coupon.claims} of ${coupon.totalLimit}`],
    ['Used', `${coupon.used}`],
    ['Not used yet', `${usage.unused}`],
    ['Orders', `${usage.ordersCount} (${usage.paidOrders} paid)`],
    ['Discount given', formatCents(usage.totalDiscountCents)],
  ] as const;
  return (
    <>
      <dl className={styles.figures} data-testid="coupon-usage-figures">
        {figures.map(([label, value]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={page.small}>The discount given counts paid orders only.</p>
      {orders.length === 0 ? (
        <p className={page.muted}>No orders have used it yet.</p>
      ) : (
        <>
          <div className={table.scroll} role="region" aria-label="Orders with the coupon" tabIndex={0}>
            <table className={table.table} data-testid="coupon-usage-orders">
              <caption className="visually-hidden">Orders with the coupon</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={table.numeric}>
                    Discount
                  </th>
                  <th scope="col" className={table.numeric}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {orders.map((order) => (
                  <tr key={order.number}>
                    <td>
                      {linkOrders ? (
                        <Link href={`/admin/orders/${order.number}`}>{order.number}</Link>
                      ) : (
                        order.number
                      )}
                      <br />
                      <span className={page.muted}>{order.email}</span>
                    </td>
                    <td>{formatDateTime(order.createdAt)}</td>
                    <td>
                      <OrderStatusBadge status={order.status} name={orderStatusName(order.status)} />
                    </td>
                    <td className={table.numeric}>{formatCents(order.discountCents)}</td>
                    <td className={table.numeric}>{formatCents(order.totalCents)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {usage.ordersCount > orders.length ? (
            <p className={page.small}>
              Showing the newest {orders.length} of {usage.ordersCount} orders.
            </p>
          ) : null}
        </>
      )}
    </>
  );
}
