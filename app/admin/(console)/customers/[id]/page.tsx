import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { formatCents, formatDateTime } from '@/components/admin/ui/console-format';
import { ConsolePageHead } from '@/components/admin/ui/console-page-head';
import page from '@/components/admin/ui/console-page.module.css';
import { CustomerActions } from '@/components/admin/customers/customer-actions';
import {
  CustomerAddresses,
  CustomerCoupons,
  CustomerOrders,
  CustomerTickets,
  CustomerWallet,
} from '@/components/admin/customers/customer-lists';
import { customerName } from '@/components/admin/customers/customer-name';
import { CustomerNotes } from '@/components/admin/customers/customer-note-list';
import { CustomerPrescriptions } from '@/components/admin/customers/customer-prescriptions';
import { CustomerTags } from '@/components/admin/customers/customer-tags';
import { StatusBadge } from '@/components/admin/ui/status-badge';
import { NotFoundError } from '@/lib/contract/errors';
import { customerInfo } from '@/lib/server/flows/customer-view';
import { requireOperatorPage } from '@/lib/server/domain/staff';

type Params = Promise<{ id: string }>;

export const metadata: Metadata = { title: 'Customer' };

async function customerOf(raw: string) {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) notFound();
  try {
    return await customerInfo({ id });
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}

/**
 * /admin/customers/<id>: a shopper's account, the staff's labels and notes, orders, saved
 * prescriptions (opened under the audit log), tickets, addresses and wallet.
 */
export default async function CustomerPage({ params }: { params: Params }) {
  await requireOperatorPage('customers');
  const info = await customerOf((await params).id);
  const { customer } = info;
  const sections = [
    { id: 'labels', title: 'Labels', body: <CustomerTags customerId={customer.id} tags={customer.tags} /> },
    { id: 'notes', title: 'Notes', body: <CustomerNotes customerId={customer.id} notes={info.notes} /> },
    { id: 'orders', title: 'Orders', body: <CustomerOrders orders={info.orders} email={customer.email} /> },
    {
      id: 'prescriptions',
      title: 'Saved prescriptions',
      body: <CustomerPrescriptions customerId={customer.id} prescriptions={info.prescriptions} />,
    },
    { id: 'wallet', title: 'Wallet', body: <CustomerWallet wallet={info.wallet} /> },
    { id: 'tickets', title: 'Support tickets', body: <CustomerTickets tickets={info.tickets} /> },
    { id: 'coupons', title: 'Coupons', body: <CustomerCoupons coupons={info.coupons} /> },
    { id: 'addresses', title: 'Addresses', body: <CustomerAddresses addresses={info.addresses} /> },
  ];
  return (
    <>
      <p className={page.small}>
        <Link href="/admin/customers">← Customers</Link>
      </p>
      <ConsolePageHead title={customerName(customer) || customer.email} lead={customer.email} />
      <section className={page.card} aria-labelledby="customer-account">
        <h2 id="customer-account" className={page.cardTitle}>
          Account
        </h2>
        <dl className={page.facts}>
          <dt>Joined</dt>
          <dd>{formatDateTime(customer.joinedAt)}</dd>
          <dt>Last seen</dt>
          <dd>{formatDateTime(customer.lastSeenAt)}</dd>
          <dt>Paid orders</dt>
          <dd>
            {customer.ordersCount}, {formatCents(customer.spentCents)} after refunds
          </dd>
          <dt>Phone</dt>
          <dd>{customer.phone || '—'}</dd>
          <dt>Password</dt>
          <dd>{customer.hasPassword ? 'Chosen' : 'None yet (account made at checkout)'}</dd>
          <dt>Sign-in</dt>
          <dd data-testid="customer-sign-in">
            {customer.blocked ? (
              <>
                <StatusBadge tone="attention">Blocked</StatusBadge> {formatDateTime(customer.blockedAt)}
                {customer.blockedReason ? `: ${customer.blockedReason}` : ''}
              </>
            ) : (
              'Open'
            )}
          </dd>
        </dl>
        <CustomerActions
          customer={{
            id: customer.id,
            email: customer.email,
            blocked: customer.blocked,
            walletBalanceCents: info.wallet.balanceCents,
          }}
        />
      </section>
      {sections.map((section) => (
        <section key={section.id} className={page.card} aria-labelledby={`customer-${section.id}`}>
          <h2 id={`customer-${section.id}`} className={page.cardTitle}>
            {section.title}
          </h2>
          {section.body}
        </section>
      ))}
    </>
  );
}
