import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { CouponWallet } from '@/components/account/coupons/coupon-wallet';
import { resetShopState, shopStore } from '@/lib/client/store';
import type { CouponOffer, MyCoupon } from '@/lib/contract/calls/coupon';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';

// wallet/coupons (docs/product.md#account-area) on /api/coupon/list, /claim and /my.

startApiTestServer();

const SAVE15: CouponOffer = {
  code: 'SAVE15',
  title: '$15 off orders of $99 or more',
  kind: 'amount',
  value: 1_500,
  discount: '$15.00 off',
  minSpendCents: 9_900,
  covers: null,
  freeShipping: false,
  offerRule: 'combines',
  endsAt: '2026-06-01T00:00:00.000Z',
  validDays: 60,
  claimed: false,
};
const HELD: MyCoupon = {
  id: 7,
  code: 'WELCOME10',
  title: 'Welcome: 10% off your first pair',
  kind: 'percent',
  value: 10,
  discount: '10% off',
  minSpendCents: 5_000,
  covers: null,
  freeShipping: false,
  offerRule: 'combines',
  status: 'usable',
  claimedAt: '2025-06-01T00:00:00.000Z',
  startsAt: '2025-05-01T00:00:00.000Z',
  expiresAt: '2099-07-01T00:00:00.000Z',
  usedAt: null,
  orderNumber: null,
};

let claimed: boolean;
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  configureForTest();
  claimed = false;
  sent = [];
  server.use(
    http.post(`${SHOP}/api/coupon/list`, () => envelope(200, 'ok', { list: [{ ...SAVE15, claimed }] })),
    http.post(`${SHOP}/api/coupon/my`, async ({ request }) => {
      const body = (await request.json()) as { status: string };
      sent.push({ path: 'my', body });
      return envelope(200, 'ok', { list: body.status === 'usable' ? [HELD] : [] });
    }),
  );
});

const renderWallet = () =>
  render(
    <FreshSwr>
      <CouponWallet />
    </FreshSwr>,
  );

describe('the coupons page', () => {
  it('shows the offers with discount and minimum spend in the shopper’s currency', async () => {
    shopStore.setState({ currencyIndex: 4 }); // GBP
    renderWallet();
    const card = await screen.findByTestId('coupon-card');
    expect(card).toHaveTextContent('£12.40 off');
    expect(card).toHaveTextContent('On orders from £81.83');
    expect(card).toHaveTextContent('Valid 60 days after you claim it.');
  });

  it('claims an offer, which then shows as in the wallet', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(`${SHOP}/api/coupon/claim`, async ({ request }) => {
        sent.push({ path: 'claim', body: await request.json() });
        claimed = true;
        return envelope(200, 'ok', { ...HELD, code: 'SAVE15', title: SAVE15.title });
      }),
    );
    renderWallet();
    await user.click(await screen.findByTestId('coupon-claim'));
    expect(sent.find((s) => s.path === 'claim')?.body).toEqual({ code: 'SAVE15' });
    expect(await screen.findByTestId('coupon-claimed')).toHaveTextContent('In your wallet');
    expect(screen.queryByTestId('coupon-claim')).not.toBeInTheDocument();
    expect(screen.getByTestId('coupon-notice')).toHaveTextContent('use code SAVE15 at checkout');
  });

  it('lists the shopper’s usable coupons with their expiry, and explains an empty tab', async () => {
    const user = userEvent.setup();
    renderWallet();
    await user.click(screen.getByTestId('coupon-tab-usable'));
    expect(screen.getByTestId('coupon-tab-usable')).toHaveAttribute('aria-selected', 'true');
    const card = await screen.findByTestId('coupon-card');
    expect(within(card).getByText('WELCOME10')).toBeInTheDocument();
    expect(card).toHaveTextContent('10% off');
    expect(card).toHaveTextContent('Use by Jul 1, 2099');

    await user.click(screen.getByTestId('coupon-tab-expired'));
    expect(await screen.findByTestId('coupons-empty')).toHaveTextContent('No expired coupons');
    await waitFor(() =>
      expect(sent.map((s) => s.path === 'my' && (s.body as { status: string }).status)).toContain('expired'),
    );
  });

  it('says what a limited coupon covers: its scope, free shipping and the second-frame offer', async () => {
    const user = userEvent.setup();
    const limited: MyCoupon = {
      ...HELD,
      id: 8,
      code: 'SUN10',
      covers: 'Frames in Sunglasses',
      freeShipping: true,
      offerRule: 'not_with_offer',
    };
    const shipping: MyCoupon = {
      ...HELD,
      id: 9,
      code: 'SHIPFREE',
      kind: 'amount',
      value: 0,
      freeShipping: true,
    };
    server.use(
      http.post(`${SHOP}/api/coupon/my`, () => envelope(200, 'ok', { list: [HELD, limited, shipping] })),
    );
    renderWallet();
    await user.click(screen.getByTestId('coupon-tab-usable'));
    const cards = await screen.findAllByTestId('coupon-card');
    expect(within(cards[0] as HTMLElement).queryByTestId('coupon-covers')).toBeNull();
    expect(within(cards[1] as HTMLElement).getByTestId('coupon-covers')).toHaveTextContent(
      'Only frames in Sunglasses · Free shipping · Not on frames the second-frame offer discounts',
    );
    expect(cards[2]).toHaveTextContent('Free shipping');
    expect(cards[2]).not.toHaveTextContent('$0.00 off');
  });

  it('moves between tabs with the arrow keys', async () => {
    const user = userEvent.setup();
    renderWallet();
    screen.getByTestId('coupon-tab-claim').focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByTestId('coupon-tab-usable')).toHaveFocus();
    expect(screen.getByTestId('coupon-tab-usable')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByTestId('coupon-tab-expired')).toHaveFocus();
  });
});
