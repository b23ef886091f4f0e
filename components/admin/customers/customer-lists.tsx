import Link from 'next/link';
import type { ReactNode } from 'react';
import type { customerInfoSchema } from '@/lib/contract/calls/admin/customers';
import type { z } from 'zod';
import { formatCents, formatDateTime, formatDay } from '../ui/console-format';
import table from '../ui/data-table.module.css';
import page from '../ui/console-page.module.css';
import { OrderStatusBadge } from '../ui/status-badge';

type CustomerInfo = z.infer<typeof customerInfoSchema>;

/** "Showing the newest 20 of 31." when a customer has more than the page holds. */
function More({ shown, total, what }: { shown: number; total: number; what: string }) {
  return total > shown ? (
    <p className={page.small}>
      Showing the newest {shown} of {total} {what}.
    </p>
  ) : null;
}

function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className={table.scroll} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}

export function CustomerOrders({ orders, email }: { orders: CustomerInfo['orders']; email: string }) {
  if (orders.total === 0) return <p className={page.muted}>No orders yet.</p>;
  return (
    <>
      <Scroll label="Orders of the customer">
        <table className={table.table}>
          <caption className="visually-hidden">Orders of the customer</caption>
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Placed</th>
              <th scope="col">Status</th>
              <th scope="col" className={table.numeric}>
                Total
              </th>
            </tr>
          </thead>
          <tbody>
            {orders.list.map((order) => (
              <tr key={order.number}>
                <td>
                  <Link href={`/admin/orders/${order.number}`}>{order.number}</Link>
                </td>
                <td>{formatDateTime(order.createdAt)}</td>
                <td>
                  <OrderStatusBadge status={order.status} name={order.statusName} />
                </td>
                <td className={table.numeric}>
                  {formatCents(order.totalCents)}
                  {order.refundedCents > 0 ? ` (refunded ${formatCents(order.refundedCents)})` : ''}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Scroll>
      <More shown={orders.list.length} total={orders.total} what="orders" />
      {orders.total > orders.list.length ? (
        <Link href={`/admin/orders?search=${encodeURIComponent(email)}`}>All their orders</Link>
      ) : null}
    </>
  );
}

export function CustomerTickets({ tickets }: { tickets: CustomerInfo['tickets'] }) {
  if (tickets.total === 0) return <p className={page.muted}>No support tickets.</p>;
  return (
    <>
      <ul>
        {tickets.list.map((ticket) => (
          <li key={ticket.ticketNumber}>
            <Link href={`/admin/tickets/${ticket.ticketNumber}`}>{ticket.ticketNumber}</Link> · {ticket.topic}{' '}
            · {ticket.status}
            {ticket.orderNumber ? ` · order ${ticket.orderNumber}` : ''} · {formatDay(ticket.updatedAt)}
          </li>
        ))}
      </ul>
      <More shown={tickets.list.length} total={tickets.total} what="tickets" />
    </>
  );
}

export function CustomerAddresses({ addresses }: { addresses: CustomerInfo['addresses'] }) {
  if (addresses.list.length === 0) return <p className={page.muted}>No saved addresses.</p>;
  return (
    <ul>
      {addresses.list.map((address) => (
        <li key={address.id}>
          {address.firstName} {address.lastName}: {address.summary}
          {address.isDefault ? ' (default)' : ''}
        </li>
      ))}
    </ul>
  );
}

const WALLET_KINDS: Readonly<Record<string, string>> = {
  refund: 'Refund',
  goodwill: 'Goodwill',
  spent: 'Spent',
  expired: 'Expired',
  adjustment: 'Adjustment',
};

export function CustomerWallet({ wallet }: { wallet: CustomerInfo['wallet'] }) {
  return (
    <>
      <p>
        Balance: <strong data-testid="customer-wallet-balance">{formatCents(wallet.balanceCents)}</strong>
      </p>
      {wallet.total === 0 ? (
        <p className={page.muted}>No wallet entries.</p>
      ) : (
        <Scroll label="Wallet history">
          <table className={table.table} data-testid="customer-wallet">
            <caption className="visually-hidden">Wallet history</caption>
            <thead>
              <tr>
                <th scope="col">When</th>
                <th scope="col">Kind</th>
                <th scope="col">Note</th>
                <th scope="col" className={table.numeric}>
                  Amount
                </th>
              </tr>
            </thead>
            <tbody>
              {wallet.list.map((entry) => (
                <tr key={entry.id}>
                  <td>{formatDateTime(entry.createdAt)}</td>
                  <td>{WALLET_KINDS[entry.kind] ?? entry.kind}</td>
                  <td>
                    {entry.note}
                    {entry.orderNumber ? ` (order ${entry.orderNumber})` : ''}
                  </td>
                  <td className={table.numeric}>{formatCents(entry.amountCents)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Scroll>
      )}
      <More shown={wallet.list.length} total={wallet.total} what="entries" />
    </>
  );
}

export function CustomerCoupons({ coupons }: { coupons: CustomerInfo['coupons'] }) {
  if (coupons.total === 0) return <p className={page.muted}>No coupons.</p>;
  return (
    <>
      <ul>
        {coupons.list.map((coupon) => (
          <li key={coupon.id}>
            {coupon.code}: {coupon.discount} · {coupon.status} · until {formatDay(coupon.expiresAt)}
            {coupon.orderNumber ? ` · used on ${coupon.orderNumber}` : ''}
          </li>
        ))}
      </ul>
      <More shown={coupons.list.length} total={coupons.total} what="coupons" />
    </>
  );
}
