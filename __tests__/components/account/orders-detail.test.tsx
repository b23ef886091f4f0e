import { render, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { OrderDetail } from '@/components/account/orders/order-detail';
import type { OrderDetail as OrderDetailView } from '@/lib/contract/calls/order';
import { resetShopState, shopStore } from '@/lib/client/store';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { REQUEST, SHIPPED_DETAIL, UNPAID } from './orders-fixtures';

// order/order-detail?order=N (docs/product.md#account-area): one order from /api/order/info.

// "Buy again" moves to the cart through the router (docs/product.md#buy-again); none is mounted here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ push: jest.fn(), prefetch: jest.fn() }),
}));

startApiTestServer();

let infoBodies: unknown[];

function answerInfo(reply: () => Response) {
  server.use(
    http.post(`${SHOP}/api/order/info`, async ({ request }) => {
      infoBodies.push(await request.json());
      return reply();
    }),
  );
}

beforeEach(() => {
  resetShopState();
  shopStore.setState({ userToken: 'token', hydrated: true });
  configureForTest();
  infoBodies = [];
  answerInfo(() => envelope(200, 'success', SHIPPED_DETAIL));
});

const renderDetail = (orderNumber = SHIPPED_DETAIL.orderNumber) =>
  render(
    <FreshSwr>
      <OrderDetail orderNumber={orderNumber} />
    </FreshSwr>,
  );

describe('an order’s page', () => {
  it('shows the header, the lines with their lenses and the per-line second-frame offer', async () => {
    renderDetail();
    expect(await screen.findByTestId('order-number')).toHaveTextContent(
      `Order ${SHIPPED_DETAIL.orderNumber}`,
    );
    expect(infoBodies).toEqual([{ orderNumber: SHIPPED_DETAIL.orderNumber }]);
    expect(screen.getByTestId('order-status')).toHaveTextContent('Shipped');

    const [glasses, kit] = screen.getAllByTestId('order-line') as [HTMLElement, HTMLElement];
    expect(glasses).toHaveTextContent('Harbor Round');
    const lens = within(glasses).getByTestId('order-line-lens');
    expect(lens).toHaveTextContent(
      'Frame$50.00PrescriptionSingle VisionIncludedLens thickness1.61 Thin$29.00Lens typeBlue-light filtering$10.00',
    );
    expect(within(glasses).getByTestId('order-line-unit')).toHaveTextContent('Per pair $89.00');
    // the prescription the pair is made to, OD and OS rows with a PD per eye
    const rx = within(lens).getByTestId('line-prescription');
    expect(rx).toHaveTextContent('From your saved prescription “Distance 2026”');
    const cells = (eye: 'od' | 'os') =>
      ['sph', 'cyl', 'axis', 'pd'].map((value) => within(rx).getByTestId(`rx-${eye}-${value}`).textContent);
    expect(cells('od')).toEqual(['−2.25', '−0.50', '90', '32']);
    expect(cells('os')).toEqual(['−2.00', '—', '—', '31.5']);
    expect(
      within(rx)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Eye', 'SPH', 'CYL', 'AXIS', 'PD']);
    expect(lens).not.toHaveTextContent(/config|lens_/);
    expect(within(glasses).getByTestId('order-line-offer')).toHaveTextContent(
      'Second frame 50% off: −$25.00',
    );
    expect(within(glasses).getByTestId('order-line-total')).toHaveTextContent('$89.00$64.00');
    expect(within(kit).queryByTestId('order-line-lens')).toBeNull();
    expect(within(kit).queryByTestId('order-line-offer')).toBeNull();
  });

  it('shows the totals with the offer, the coupon and its code, shipping and the total', async () => {
    renderDetail();
    await screen.findByTestId('order-totals');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$101.00');
    expect(screen.getByTestId('order-frame-discount')).toHaveTextContent('−$25.00');
    expect(screen.getByTestId('order-coupon')).toHaveTextContent('−$10.00');
    expect(screen.getByTestId('order-totals')).toHaveTextContent('Coupon WELCOME10');
    expect(screen.getByTestId('order-shipping')).toHaveTextContent('Free');
    expect(screen.getByTestId('order-grand-total')).toHaveTextContent('$66.00');
    expect(screen.queryByTestId('order-charged-note')).toBeNull();
  });

  it('says the charge is in US dollars when another currency is shown', async () => {
    shopStore.setState({ currencyIndex: 4 }); // GBP, rate 0.8266 (docs/product.md#currencies)
    renderDetail();
    expect(await screen.findByTestId('order-grand-total')).toHaveTextContent('£54.56');
    expect(screen.getByTestId('order-charged-note')).toHaveTextContent('Charged in US dollars: $66.00');
  });

  it('shows delivery, tracking as a link, payment and the history in order', async () => {
    renderDetail();
    await screen.findByTestId('order-history');
    expect(screen.getByTestId('order-address')).toHaveTextContent(
      'Ada Lovelace12 Main StreetApt 4New York, NY, 10001',
    );
    expect(screen.getByTestId('order-shipping-method')).toHaveTextContent('Standard shipping');
    expect(within(screen.getByTestId('order-tracking')).getByRole('link')).toHaveAttribute(
      'href',
      'https://track.example/1Z999',
    );
    expect(screen.getByTestId('order-tracking')).toHaveTextContent('UPS');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('PayPal');
    const entries = within(screen.getByTestId('order-history')).getAllByTestId('order-history-entry');
    expect(entries.map((entry) => entry.textContent)).toEqual([
      expect.stringContaining('Unpaid'),
      expect.stringContaining('Not Shipped'),
      expect.stringMatching(/Shipped.*Handed to UPS/),
    ]);
  });

  it('links the invoice and the return form, with no "Pay now" for a paid order', async () => {
    renderDetail();
    expect(await screen.findByTestId('order-invoice')).toHaveAttribute(
      'href',
      `/centerMain/order/template?order=${SHIPPED_DETAIL.orderNumber}`,
    );
    expect(screen.getByTestId('order-after-sales')).toHaveAttribute(
      'href',
      `/centerMain/order/after-sales?order=${SHIPPED_DETAIL.orderNumber}`,
    );
    expect(screen.queryByTestId('order-pay')).toBeNull();
    expect(screen.queryByTestId('order-pay-by')).toBeNull();
  });

  it('asks an unpaid order to be paid by its deadline', async () => {
    const unpaid: OrderDetailView = {
      ...SHIPPED_DETAIL,
      ...UNPAID,
      payment: null,
      tracking: null,
      history: SHIPPED_DETAIL.history.slice(0, 1),
    };
    answerInfo(() => envelope(200, 'success', unpaid));
    renderDetail(UNPAID.orderNumber);
    expect(await screen.findByTestId('order-pay')).toHaveAttribute(
      'href',
      `/payment?order=${UNPAID.orderNumber}`,
    );
    expect(screen.getByTestId('order-pay-by')).toHaveTextContent('Pay by Jun');
    expect(screen.getByTestId('order-payment')).toHaveTextContent('Not paid yet');
    expect(screen.queryByTestId('order-tracking')).toBeNull();
    expect(screen.queryByTestId('order-after-sales')).toBeNull();
  });

  it('lists the after-sales requests of the order, with their photos', async () => {
    answerInfo(() => envelope(200, 'success', { ...SHIPPED_DETAIL, afterSales: [REQUEST] }));
    const photoCalls: unknown[] = [];
    server.use(
      http.post(`${SHOP}/api/order/afterSalesPhoto`, async ({ request }) => {
        photoCalls.push(await request.json());
        return new Response(new Uint8Array([0xff, 0xd8, 0xff]), {
          headers: { 'content-type': 'image/jpeg' },
        });
      }),
    );
    URL.createObjectURL = jest.fn(() => 'blob:photo-1');
    URL.revokeObjectURL = jest.fn();
    renderDetail();
    const request = await screen.findByTestId('after-sales-card');
    expect(request).toHaveTextContent('Return for a refund');
    expect(within(request).getByTestId('after-sales-state')).toHaveTextContent('Approved');
    expect(request).toHaveTextContent('Refunded as store credit.');
    expect(await within(request).findByTestId('after-sales-photo')).toHaveAttribute('src', 'blob:photo-1');
    expect(photoCalls).toEqual([{ photo: REQUEST.photos[0] }]);
  });

  it('says an unknown order cannot be found, with the way back to the list', async () => {
    answerInfo(() => envelope(404, 'This order does not exist.'));
    renderDetail('OC250101-ZZZZZZ');
    const missing = await screen.findByTestId('order-not-found');
    expect(missing).toHaveTextContent('We could not find this order.');
    expect(within(missing).getByRole('link', { name: 'Back to my orders' })).toHaveAttribute(
      'href',
      '/centerMain/order/order',
    );
  });
});
