import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductForm } from '@/components/admin/products/product-form';
import { EMPTY_PRODUCT } from '@/components/admin/products/product-form-values';

// A product's flash-sale end is shown in the operator's own time zone. Only the browser knows it,
// so the server's HTML leaves the field empty (a server in another zone would show, and a save
// would send back, a shifted time) and the browser fills it in.

jest.mock('next/navigation', () => ({ useRouter: () => ({ push: jest.fn(), refresh: jest.fn() }) }));

const ENDS = new Date(2026, 11, 31, 18, 45); // the operator's wall clock: 31 Dec 2026, 18:45

const form = () => (
  <ProductForm id={7} initial={{ ...EMPTY_PRODUCT, salePrice: '39.00' }} saleEndsAt={ENDS.toISOString()} />
);

it('leaves the sale end out of the server HTML', () => {
  const html = renderToString(form());
  expect(html).toMatch(/type="datetime-local"[^>]*value=""/);
  expect(html).not.toContain('2026-12-31T18:45');
});

it('shows the sale end in the browser’s time zone once it runs there', () => {
  render(form());
  expect(screen.getByLabelText(/sale ends/i)).toHaveValue('2026-12-31T18:45');
});
