import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { InvoiceDownload } from '@/components/account/orders/invoice-download';
import { hydrateShopState, resetShopState, setToken } from '@/lib/client/store';
import { clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// docs/product.md#invoice-pdf: the order's invoice downloads with the shopper's token (a plain link
// could not send it), under the name the shop gives it or its own, and a refusal is said beside the
// button.

startApiTestServer();

let sent: unknown[];
let saved: string[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => 'tok_invoice' });
  setToken('tok_invoice');
  sent = [];
  saved = [];
  // jsdom makes no object URLs and follows no download link: what would be saved is noted instead
  URL.createObjectURL = jest.fn(() => 'blob:shop.test/invoice');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
});
afterEach(() => jest.restoreAllMocks());

function answersPdf(headers: Record<string, string>) {
  server.use(
    http.post(`${SHOP}/api/order/invoicePdf`, async ({ request }) => {
      sent.push({ body: await request.json(), authorization: request.headers.get('authorization') });
      return new HttpResponse('%PDF-1.7', { headers: { 'content-type': 'application/pdf', ...headers } });
    }),
  );
}

it('saves the invoice under the name the shop gives it, asked with the shopper’s token', async () => {
  answersPdf({ 'content-disposition': 'attachment; filename="invoice-OC261207-1.pdf"' });
  render(<InvoiceDownload orderNumber="OC261207-1" />);
  await userEvent.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
  await waitFor(() => expect(saved).toEqual(['invoice-OC261207-1.pdf']));
  expect(sent).toEqual([{ body: { orderNumber: 'OC261207-1' }, authorization: 'Bearer tok_invoice' }]);
  const blob = (URL.createObjectURL as jest.Mock).mock.calls[0]?.[0] as Blob;
  expect(await blob.text()).toBe('%PDF-1.7');
});

it('names the file itself when the answer does not', async () => {
  answersPdf({});
  render(<InvoiceDownload orderNumber="OC261207-2" />);
  await userEvent.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
  await waitFor(() => expect(saved).toEqual(['invoice-OC261207-2.pdf']));
});

it('says why the shop refuses, saves nothing and lets the shopper try again', async () => {
  server.use(
    http.post(`${SHOP}/api/order/invoicePdf`, () =>
      envelope(0, 'The invoice is made once the order is paid.'),
    ),
  );
  render(<InvoiceDownload orderNumber="OC261207-3" />);
  await userEvent.click(screen.getByRole('button', { name: 'Download invoice (PDF)' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The invoice is made once the order is paid.');
  expect(saved).toEqual([]);
  expect(screen.getByRole('button', { name: 'Download invoice (PDF)' })).toBeEnabled();
});
