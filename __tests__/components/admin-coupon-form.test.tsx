import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CouponForm } from '@/components/admin/coupons/coupon-form';
import { CouponPauseAction } from '@/components/admin/coupons/coupon-pause-action';
import type { AdminCoupon, CouponScopeChoices } from '@/lib/contract/calls/admin/coupons';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// The console's coupon form turns typed dollars into cents and the operator's local times into ISO
// times, shows the shop's field messages (code 422) next to their fields with the focus on the
// first, and pause / resume asks once before it is sent.

// The times typed are the browser's local time, whatever zone the suite runs in (run it with
// TZ=America/New_York or TZ=Asia/Kolkata to see the offsets move): the expected ISO times are made
// from the same wall-clock times with the local Date constructor.
const START = new Date(2026, 6, 1, 9, 30).toISOString();
const END = new Date(2026, 7, 31, 23, 59).toISOString();

const push = jest.fn();
const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ push, refresh }) }));

startApiTestServer();

let sent: Record<string, unknown>[];

function answers(path: string, reply: () => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );
}

const CHOICES: CouponScopeChoices = {
  products: [
    { id: 4, code: 'AV-1', name: 'Aviator', type: 'sunglasses' },
    { id: 5, code: 'RC-2', name: 'Round Classic', type: 'eyeglasses' },
  ],
  lensSteps: [{ title: 'Add-ons', options: [{ id: 31, name: 'Blue light filter' }] }],
};

const saved: AdminCoupon = {
  id: 9,
  code: 'SUMMER15',
  title: 'Summer treat',
  kind: 'amount',
  value: 1550,
  discount: '$15.50 off',
  minSpendCents: 5000,
  startsAt: START,
  endsAt: END,
  claimable: true,
  validDays: null,
  totalLimit: 100,
  perCustomerLimit: 2,
  firstOrderOnly: false,
  scope: 'all',
  scopeIds: [],
  scopeCategories: [],
  scopeNames: [],
  freeShipping: false,
  offerRule: 'combines',
  active: true,
  state: 'scheduled',
  claims: 0,
  used: 0,
  createdAt: '2026-06-01T00:00:00.000Z',
};

beforeEach(() => {
  configureForTest();
  push.mockClear();
  refresh.mockClear();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_catalog; path=/`;
});

const input = (label: RegExp) => screen.getByLabelText(label);

async function fillNewCoupon(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input(/^Code/), 'summer15');
  await user.type(input(/^Title/), 'Summer treat');
  await user.selectOptions(input(/^Type/), 'amount');
  await user.type(input(/^Amount off/), '$15.50');
  await user.type(input(/^Minimum spend/), '50');
  fireEvent.change(input(/^Starts/), { target: { value: '2026-07-01T09:30' } });
  fireEvent.change(input(/^Ends/), { target: { value: '2026-08-31T23:59' } });
  await user.type(input(/^Total limit/), '100');
  await user.clear(input(/^Per-customer limit/));
  await user.type(input(/^Per-customer limit/), '2');
}

describe('the coupon form', () => {
  it('sends an amount typed in dollars as cents and the local start and end as ISO times', async () => {
    answers('/api/admin/coupons/create', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await fillNewCoupon(user);
    await user.click(screen.getByTestId('coupon-save'));

    await waitFor(() => expect(push).toHaveBeenCalledWith('/admin/coupons/9'));
    expect(sent).toEqual([
      {
        code: 'SUMMER15',
        title: 'Summer treat',
        kind: 'amount',
        value: 1550,
        minSpendCents: 5000,
        startsAt: START,
        endsAt: END,
        claimable: true,
        validDays: null,
        totalLimit: '100',
        perCustomerLimit: '2',
        firstOrderOnly: false,
        scope: 'all',
        scopeIds: [],
        scopeCategories: [],
        freeShipping: false,
        offerRule: 'combines',
      },
    ]);
  });

  it('names what the coupon covers: categories, products or lens options, free shipping and the offer', async () => {
    answers('/api/admin/coupons/create', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await fillNewCoupon(user);
    await user.click(screen.getByRole('radio', { name: /^Some products/ }));
    await user.type(input(/^Find a product/), 'avi');
    expect(screen.queryByRole('checkbox', { name: /Round Classic/ })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: /Aviator/ }));
    await user.click(screen.getByRole('radio', { name: /^Some categories/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Sunglasses' }));
    await user.click(screen.getByRole('radio', { name: /^Not with it/ }));
    await user.click(screen.getByRole('checkbox', { name: /^Free shipping/ }));
    await user.click(screen.getByTestId('coupon-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    // only the chosen scope's list is sent
    expect(sent[0]).toMatchObject({
      scope: 'categories',
      scopeIds: [],
      scopeCategories: ['sunglasses'],
      freeShipping: true,
      offerRule: 'not_with_offer',
    });
  });

  it('sends a free-shipping coupon with nothing off as value 0, and lens options by id', async () => {
    answers('/api/admin/coupons/create', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await user.type(input(/^Code/), 'shipfree');
    await user.type(input(/^Title/), 'Free shipping');
    await user.click(screen.getByRole('radio', { name: /^Some lens options/ }));
    await user.click(screen.getByRole('checkbox', { name: 'Blue light filter' }));
    await user.click(screen.getByRole('checkbox', { name: /^Free shipping/ }));
    await user.click(screen.getByTestId('coupon-save'));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ value: 0, scope: 'lens_options', scopeIds: [31], freeShipping: true });
  });

  it('starts a new coupon now and ends it 30 days later, in local time, unless changed', async () => {
    answers('/api/admin/coupons/create', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    const before = Date.now();
    render(<CouponForm choices={CHOICES} />);
    await user.type(input(/^Code/), 'month');
    await user.type(input(/^Title/), 'A month off');
    await user.type(input(/^Percent off/), '5');
    await user.click(screen.getByTestId('coupon-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    const { startsAt, endsAt } = sent[0] as { startsAt: string; endsAt: string };
    // the minute the form opened (datetime-local has no seconds)
    expect(Date.parse(startsAt)).toBeGreaterThan(before - 60_000);
    expect(Date.parse(startsAt)).toBeLessThanOrEqual(Date.now());
    const end = new Date(startsAt);
    end.setDate(end.getDate() + 30);
    expect(endsAt).toBe(end.toISOString());
  });

  it('sends a percent as the whole number typed, and no minimum as 0', async () => {
    answers('/api/admin/coupons/create', () =>
      envelope(200, 'success', { ...saved, kind: 'percent', value: 10 }),
    );
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await user.type(input(/^Code/), 'TEN');
    await user.type(input(/^Title/), 'Ten off');
    await user.type(input(/^Percent off/), '10');
    fireEvent.change(input(/^Starts/), { target: { value: '2026-01-15T00:00' } });
    fireEvent.change(input(/^Ends/), { target: { value: '2026-02-01T00:00' } });
    await user.click(input(/First order only/));
    await user.click(screen.getByTestId('coupon-save'));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      kind: 'percent',
      value: '10',
      minSpendCents: 0,
      startsAt: new Date(2026, 0, 15, 0, 0).toISOString(),
      endsAt: new Date(2026, 1, 1, 0, 0).toISOString(),
      totalLimit: null,
      firstOrderOnly: true,
    });
  });

  it('names an amount it cannot read and sends nothing', async () => {
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await fillNewCoupon(user);
    await user.clear(input(/^Amount off/));
    await user.type(input(/^Amount off/), '12.345');
    await user.click(screen.getByTestId('coupon-save'));

    expect(await screen.findByTestId('coupon-value-error')).toHaveTextContent('Enter the amount in dollars');
    expect(input(/^Amount off/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Amount off/)).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows the shop’s field messages next to their fields and focuses the first', async () => {
    answers('/api/admin/coupons/create', () =>
      envelope(422, 'The coupon must end after it starts.', {
        fields: {
          perCustomerLimit: 'One customer cannot claim more than the coupons there are in all.',
          endsAt: 'The coupon must end after it starts.',
          code: 'The code SUMMER15 is taken: choose another.',
        },
      }),
    );
    const user = userEvent.setup();
    render(<CouponForm choices={CHOICES} />);
    await fillNewCoupon(user);
    await user.click(screen.getByTestId('coupon-save'));

    expect(await screen.findByTestId('coupon-code-error')).toHaveTextContent('The code SUMMER15 is taken');
    expect(screen.getByTestId('coupon-endsAt-error')).toHaveTextContent('must end after it starts');
    expect(screen.getByTestId('coupon-perCustomerLimit-error')).toHaveTextContent('One customer cannot');
    expect(input(/^Ends/)).toHaveAttribute('aria-invalid', 'true');
    expect(input(/^Ends/)).toHaveAccessibleDescription(/must end after it starts/);
    expect(screen.getByTestId('coupon-form-error')).toHaveTextContent('The coupon must end after it starts.');
    // the code comes first in the form
    await waitFor(() => expect(input(/^Code/)).toHaveFocus());
    expect(push).not.toHaveBeenCalled();
  });

  it('edits a saved coupon: its times in the operator’s zone, the id sent and the code fixed', async () => {
    answers('/api/admin/coupons/update', () => envelope(200, 'success', { ...saved, title: 'Late summer' }));
    const user = userEvent.setup();
    render(<CouponForm coupon={saved} choices={CHOICES} />);

    expect(screen.queryByLabelText(/^Code/)).toBeNull();
    expect(input(/^Starts/)).toHaveValue('2026-07-01T09:30');
    expect(input(/^Ends/)).toHaveValue('2026-08-31T23:59');
    expect(input(/^Amount off/)).toHaveValue('15.50');
    expect(input(/^Minimum spend/)).toHaveValue('50.00');
    await user.clear(input(/^Title/));
    await user.type(input(/^Title/), 'Late summer');
    await user.click(screen.getByTestId('coupon-save'));

    expect(await screen.findByTestId('coupon-form-done')).toHaveTextContent('Saved.');
    expect(sent).toEqual([
      {
        id: 9,
        title: 'Late summer',
        kind: 'amount',
        value: 1550,
        minSpendCents: 5000,
        startsAt: START,
        endsAt: END,
        claimable: true,
        validDays: null,
        totalLimit: '100',
        perCustomerLimit: '2',
        firstOrderOnly: false,
        scope: 'all',
        scopeIds: [],
        scopeCategories: [],
        freeShipping: false,
        offerRule: 'combines',
      },
    ]);
    expect(refresh).toHaveBeenCalled();
  });
});

describe('pause and resume', () => {
  it('asks before pausing, then sends it and reloads the page', async () => {
    answers('/api/admin/coupons/pause', () => envelope(200, 'success', { ...saved, active: false }));
    const user = userEvent.setup();
    render(<CouponPauseAction id={9} active ended={false} />);
    await user.click(screen.getByRole('button', { name: 'Pause…' }));

    expect(screen.getByRole('dialog')).toHaveTextContent('checkout refuses it');
    expect(sent).toEqual([]);
    await user.click(screen.getByTestId('coupon-pause-dialog-submit'));

    expect(await screen.findByTestId('coupon-pause-done')).toHaveTextContent('Paused');
    expect(sent).toEqual([{ id: 9, paused: true }]);
    expect(refresh).toHaveBeenCalled();
  });

  it('resumes a paused coupon', async () => {
    answers('/api/admin/coupons/pause', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    render(<CouponPauseAction id={9} active={false} ended={false} />);
    await user.click(screen.getByRole('button', { name: 'Resume…' }));
    await user.click(screen.getByTestId('coupon-pause-dialog-submit'));

    await waitFor(() => expect(sent).toEqual([{ id: 9, paused: false }]));
  });
});
