import { render, screen, within } from '@testing-library/react';
import { CouponsTable } from '@/components/admin/coupons/coupons-table';
import { CouponUsagePanel } from '@/components/admin/coupons/coupon-usage-panel';
import type { AdminCoupon, CouponUsage } from '@/lib/contract/calls/admin/coupons';

// The coupons list shows each coupon's state and its claims against the total limit; the usage
// panel shows claims, used and unused, the orders with their discount and the discount given,
// linking the orders only for a role that opens them.

const coupon: AdminCoupon = {
  id: 9,
  code: 'SUMMER15',
  title: 'Summer treat',
  kind: 'amount',
  value: 1500,
  discount: '$15.00 off',
  minSpendCents: 5000,
  startsAt: '2026-07-01T00:00:00.000Z',
  endsAt: '2026-09-01T00:00:00.000Z',
  claimable: true,
  validDays: null,
  totalLimit: 100,
  perCustomerLimit: 1,
  firstOrderOnly: false,
  scope: 'all',
  scopeIds: [],
  scopeCategories: [],
  scopeNames: [],
  freeShipping: false,
  offerRule: 'combines',
  active: false,
  state: 'paused',
  claims: 3,
  used: 2,
  createdAt: '2026-06-01T00:00:00.000Z',
};

const usage: CouponUsage = {
  coupon,
  unused: 1,
  orders: [
    {
      number: 'OC100002',
      email: 'ada@example.com',
      status: 1,
      createdAt: '2026-07-02T10:00:00.000Z',
      paidAt: '2026-07-02T10:01:00.000Z',
      discountCents: 1500,
      totalCents: 11400,
    },
    {
      number: 'OC100001',
      email: 'sam@example.com',
      status: 0,
      createdAt: '2026-07-02T09:00:00.000Z',
      paidAt: null,
      discountCents: 1500,
      totalCents: 8000,
    },
  ],
  ordersCount: 2,
  paidOrders: 1,
  totalDiscountCents: 1500,
};

describe('the coupons list', () => {
  it('shows the code as a link to the coupon, its discount, state and claims of the limit', () => {
    render(
      <CouponsTable
        coupons={[coupon, { ...coupon, id: 10, code: 'OPEN', totalLimit: null, state: 'ended' }]}
        query={{}}
        filtered={false}
      />,
    );
    const rows = within(screen.getByTestId('coupons-table')).getAllByRole('row');
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'SUMMER15' })).toHaveAttribute(
      'href',
      '/admin/coupons/9',
    );
    expect(rows[1]).toHaveTextContent('$15.00 off');
    expect(rows[1]).toHaveTextContent('from $50.00');
    expect(rows[1]).toHaveTextContent('Paused');
    expect(rows[1]).toHaveTextContent('3 of 100');
    expect(rows[2]).toHaveTextContent('Ended');
    expect(rows[2]).not.toHaveTextContent(' of ');
  });

  it('says when no coupon matches the filters', () => {
    render(<CouponsTable coupons={[]} query={{ state: 'ended' }} filtered />);
    expect(screen.getByTestId('coupons-table-empty')).toHaveTextContent('No coupons match these filters.');
  });
});

describe('the usage panel', () => {
  it('shows the figures and the orders with their discount, linked for a role that opens orders', () => {
    render(<CouponUsagePanel usage={usage} linkOrders />);
    const figures = screen.getByTestId('coupon-usage-figures');
    expect(figures).toHaveTextContent('Claimed3 of 100');
    expect(figures).toHaveTextContent('Used2');
    expect(figures).toHaveTextContent('Not used yet1');
    expect(figures).toHaveTextContent('Orders2 (1 paid)');
    expect(figures).toHaveTextContent('Discount given$15.00');
    const rows = within(screen.getByTestId('coupon-usage-orders')).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] as HTMLElement).getByRole('link', { name: 'OC100002' })).toHaveAttribute(
      'href',
      '/admin/orders/OC100002',
    );
    expect(rows[1]).toHaveTextContent('Not Shipped');
    expect(rows[1]).toHaveTextContent('$15.00');
    expect(rows[1]).toHaveTextContent('$114.00');
    expect(rows[2]).toHaveTextContent('Unpaid');
  });

  it('shows the order numbers without links for a role that does not open orders', () => {
    render(<CouponUsagePanel usage={usage} linkOrders={false} />);
    expect(screen.getByTestId('coupon-usage-orders')).toHaveTextContent('OC100002');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when there are more orders than it lists, and when there are none', () => {
    const { unmount } = render(<CouponUsagePanel usage={{ ...usage, ordersCount: 75 }} linkOrders />);
    expect(screen.getByText('Showing the newest 2 of 75 orders.')).toBeInTheDocument();
    unmount();
    render(<CouponUsagePanel usage={{ ...usage, orders: [], ordersCount: 0, paidOrders: 0 }} linkOrders />);
    expect(screen.getByText('No orders have used it yet.')).toBeInTheDocument();
  });
});
