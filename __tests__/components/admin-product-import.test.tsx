import { File as NodeFile } from 'node:buffer';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { ProductImport } from '@/components/admin/product-import/product-import';
import type { ProductImport as ImportAnswer } from '@/lib/contract/calls/admin/product-bulk';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// docs/operating.md#catalog-work: the catalog's import takes its file in two steps, a dry run whose
// changes are shown, then "Apply"; a refusal is said and the form goes back to choosing.

startApiTestServer();

const ONE_CHANGE: ImportAnswer = {
  dryRun: true,
  applied: false,
  rows: 1,
  products: 1,
  created: 0,
  updated: 1,
  changes: [
    {
      row: 2,
      code: 'OC-ROUND-1',
      sku: null,
      kind: 'product-changed',
      column: 'price',
      before: '89.00',
      after: '79.00',
    },
  ],
  errors: [],
};

let sent: { dryRun: string; file: string; authorization: string | null }[];

beforeEach(() => {
  configureForTest();
  document.cookie = `${OPERATOR_COOKIE}=tok_catalog; path=/`;
  sent = [];
  server.use(
    http.post(`${SHOP}/api/admin/products/import`, async ({ request }) => {
      const form = await request.formData();
      const dryRun = String(form.get('dryRun'));
      const file = form.get('file');
      sent.push({
        dryRun,
        file: file instanceof Blob ? await file.text() : '',
        authorization: request.headers.get('authorization'),
      });
      return envelope(200, 'success', {
        ...ONE_CHANGE,
        dryRun: dryRun === 'true',
        applied: dryRun === 'false',
      });
    }),
  );
});

// Node's own File: a jsdom File does not reach the request's multipart body (undici's FormData)
const choose = (input: HTMLElement) =>
  fireEvent.change(input, {
    target: {
      files: [new NodeFile(['code,price\nOC-ROUND-1,79.00\n'], 'catalog.csv', { type: 'text/csv' })],
    },
  });

it('checks the file first, shows its changes, then applies it', async () => {
  const user = userEvent.setup();
  render(<ProductImport />);
  choose(screen.getByTestId('import-file'));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByTestId('import-changes')).toHaveTextContent('89.00');
  await user.click(screen.getByTestId('import-apply'));
  expect(await screen.findByText('Imported: 1 changes written.')).toBeInTheDocument();
  expect(sent).toEqual([
    { dryRun: 'true', file: 'code,price\nOC-ROUND-1,79.00\n', authorization: 'Bearer tok_catalog' },
    { dryRun: 'false', file: 'code,price\nOC-ROUND-1,79.00\n', authorization: 'Bearer tok_catalog' },
  ]);
  expect(screen.queryByTestId('import-apply')).not.toBeInTheDocument();
});

it('says why a file is refused, names the file field’s reason, and offers no apply', async () => {
  server.use(
    http.post(`${SHOP}/api/admin/products/import`, () =>
      envelope(422, 'Check the file.', { fields: { file: 'The file must be 5 MB or smaller.' } }),
    ),
  );
  const user = userEvent.setup();
  render(<ProductImport />);
  choose(screen.getByTestId('import-file'));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('The file must be 5 MB or smaller.');
  expect(screen.queryByTestId('import-apply')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled();
});
