import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { ExportOrdersButton } from '@/components/admin/orders/export-orders-button';
import { ExportProductsButton } from '@/components/admin/product-import/export-products-button';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// The console's exports (orders and products) share one download button: it sends the call with the
// operator's token and the list's filters, saves the file under the name the shop gives it (or its
// own), and says it is downloaded, or why not.

startApiTestServer();

let sent: unknown[];
let saved: { name: string; href: string }[];

beforeEach(() => {
  configureForTest();
  document.cookie = `${OPERATOR_COOKIE}=tok_catalog; path=/`;
  sent = [];
  saved = [];
  // jsdom makes no object URLs and follows no download link: what would be saved is noted instead
  URL.createObjectURL = jest.fn(() => 'blob:shop.test/file');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, href: this.href });
  });
});
afterEach(() => jest.restoreAllMocks());

function answersFile(path: string, headers: Record<string, string>) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      sent.push(await request.json());
      return new HttpResponse('code,name\r\n', {
        headers: { 'content-type': 'text/csv; charset=utf-8', ...headers },
      });
    }),
  );
}

it('downloads the products file under the name the shop gives it', async () => {
  answersFile('/api/admin/products/export', {
    'content-disposition': 'attachment; filename="products-2026-07-01.csv"',
  });
  render(<ExportProductsButton />);
  await userEvent.click(screen.getByTestId('products-export'));
  expect(await screen.findByText('The CSV file is downloaded.')).toBeInTheDocument();
  expect(sent).toEqual([{}]);
  expect(saved).toEqual([{ name: 'products-2026-07-01.csv', href: 'blob:shop.test/file' }]);
});

it('sends the order list’s filters and names the file itself when the answer does not', async () => {
  answersFile('/api/admin/orders/export', {});
  render(<ExportOrdersButton filters={{ search: 'ada' }} />);
  await userEvent.click(screen.getByRole('button', { name: 'Export these orders (CSV)' }));
  expect(await screen.findByText('The CSV file is downloaded.')).toBeInTheDocument();
  expect(sent).toEqual([{ search: 'ada' }]);
  expect(saved.map((file) => file.name)).toEqual(['orders.csv']);
});

it('says why when the shop refuses the export, and saves nothing', async () => {
  server.use(
    http.post(`${SHOP}/api/admin/products/export`, () =>
      envelope(403, 'Your role in the shop cannot do this. Ask an owner.'),
    ),
  );
  render(<ExportProductsButton />);
  await userEvent.click(screen.getByTestId('products-export'));
  expect(await screen.findByText('Your role in the shop cannot do this. Ask an owner.')).toBeInTheDocument();
  expect(saved).toEqual([]);
  expect(screen.getByTestId('products-export')).toBeEnabled();
});
