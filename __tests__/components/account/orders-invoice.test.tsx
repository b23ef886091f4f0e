import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { InvoiceSheet } from '@/components/account/orders/invoice-sheet';
import type { OrderDetail } from '@/lib/contract/calls/order';
import { resetShopState, shopStore } from '@/lib/client/store';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { FreshSwr } from './account-swr';
import { SHIPPED_DETAIL } from './orders-fixtures';

// order/template?order=N (docs/product.md#account-area): the order's printable invoice, totals in
// US dollars.

startApiTestServer();

const ORDER = SHIPPED_DETAIL.orderNumber;

function answerInfo(reply: () => Response) {
  server.use(http.post(`${SHOP}/api/order/info`, reply));
}

beforeEach(() => {
  resetShopState();
  // the shopper browses in pounds; the invoice still states the charge in dollars
  shopStore.setState({ userToken: 'token', hydrated: true, currencyIndex: 4 });
  configureForTest();
  answerInfo(() => envelope(200, 'success', { ...SHIPPED_DETAIL, currency: 'EUR' } satisfies OrderDetail));
});

const renderInvoice = (orderNumber = ORDER) =>
  render(
    <FreshSwr>
      <InvoiceSheet orderNumber={orderNumber} />
    </FreshSwr>,
  );

describe('the invoice', () => {
  it('names the shop and the order, with its dates, addresses and e-mail', async () => {
    renderInvoice();
    const invoice = await screen.findByTestId('invoice');
    expect(within(invoice).getByRole('heading', { level: 1 })).toHaveTextContent(`Invoice ${ORDER}`);
    expect(invoice).toHaveTextContent('Oculo');
    expect(screen.getByTestId('invoice-order-number')).toHaveTextContent(ORDER);
    expect(invoice).toHaveTextContent('Order dateJun 1, 2025');
    expect(invoice).toHaveTextContent('Paid onJun 1, 2025');
    expect(invoice).toHaveTextContent('ada@example.com');
    expect(within(invoice).getAllByTestId('order-address')).toHaveLength(2);
    expect(screen.getByTestId('invoice-payment')).toHaveTextContent('PayPal, paid Jun 1, 2025');
    expect(screen.getByTestId('invoice-payment')).toHaveTextContent('reference PAY-123');
  });

  it('lists the lines with their lens items and the totals in US dollars', async () => {
    renderInvoice();
    const [glasses, kit] = (await screen.findAllByTestId('invoice-line')) as [HTMLElement, HTMLElement];
    expect(glasses).toHaveTextContent('Harbor Round');
    // the pair's lenses in a row across the table, right under it
    const lenses = screen.getByTestId('invoice-line-lenses');
    expect(glasses.nextElementSibling).toBe(lenses);
    expect(lenses).toHaveTextContent(
      'Frame$50.00PrescriptionSingle VisionIncludedLens thickness1.61 Thin$29.00Lens typeBlue-light filtering$10.00',
    );
    // the invoice says what the pair is made to
    expect(within(lenses).getByTestId('rx-od-sph')).toHaveTextContent('−2.25');
    expect(within(lenses).getByTestId('rx-os-sph')).toHaveTextContent('−2.00');
    expect(within(lenses).getByTestId('rx-od-pd')).toHaveTextContent('32');
    expect(glasses).toHaveTextContent('Second frame 50% off: −$25.00');
    expect(
      within(glasses)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(1),
    ).toEqual(['1', '$89.00', '$64.00']);
    expect(kit).toHaveTextContent('Cleaning kit');
    expect(screen.getByTestId('order-subtotal')).toHaveTextContent('$101.00');
    expect(screen.getByTestId('order-coupon')).toHaveTextContent('−$10.00');
    expect(screen.getByTestId('order-grand-total')).toHaveTextContent('$66.00');
    expect(screen.queryByTestId('order-charged-note')).toBeNull();
  });

  it('gives the total in the order’s currency as an estimate', async () => {
    renderInvoice();
    expect(await screen.findByTestId('invoice-estimate')).toHaveTextContent(
      'Charged in US dollars. About €61.66 in Euro',
    );
  });

  it('prints with the browser’s print dialog', async () => {
    const user = userEvent.setup();
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    renderInvoice();
    await user.click(await screen.findByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    print.mockRestore();
  });

  it('says an unknown order cannot be found', async () => {
    answerInfo(() => envelope(404, 'Not found.'));
    renderInvoice('OC250101-ZZZZZZ');
    expect(await screen.findByTestId('order-not-found')).toHaveTextContent('We could not find this order.');
    expect(screen.queryByTestId('invoice')).toBeNull();
  });
});
