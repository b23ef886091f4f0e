import { act, render, screen, within } from '@testing-library/react';
import { MoneyInText } from '@/components/cart/money-in-text';
import { SiteFooter } from '@/components/layout/site-footer';
import { TermsStrip } from '@/components/layout/terms-strip';
import { resetShopState, setCurrencyIndex } from '@/lib/client/store';
import { advertisedTerms } from '@/lib/shop/advertised-terms';
import { FREE_SHIPPING_THRESHOLD_USD_CENTS } from '@/lib/shop/constants';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';

const terms = advertisedTerms(DEFAULT_FRAME_OFFER, FREE_SHIPPING_THRESHOLD_USD_CENTS);

jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

// docs/product.md#amounts-in-content: the shop's sentences with dollar amounts (the free-shipping
// term in the strip and the footer, the product page's line) switch to the chosen currency after
// hydration, as prices do; US dollars until then (the server's text, for crawlers).

const GBP = 4;

beforeEach(() => {
  resetShopState();
});

it('renders US dollars, then the chosen currency', () => {
  render(
    <p data-testid="line">
      <MoneyInText text="Free US shipping on orders from $69" />
    </p>,
  );
  expect(screen.getByTestId('line')).toHaveTextContent('Free US shipping on orders from $69');
  act(() => setCurrencyIndex(GBP));
  expect(screen.getByTestId('line')).toHaveTextContent('Free US shipping on orders from £57.04');
});

it('switches the terms strip’s free-shipping detail and the footer’s', () => {
  render(
    <>
      <TermsStrip terms={terms} />
      <SiteFooter terms={terms} />
    </>,
  );
  const term = screen.getByTestId('term-free-shipping');
  expect(term).toHaveAttribute('title', 'Free standard shipping on US orders of $69 or more.');
  const footer = screen.getByRole('contentinfo');
  expect(within(footer).getByText(/Free standard shipping on US orders/)).toHaveTextContent('$69');

  act(() => setCurrencyIndex(GBP));
  expect(term).toHaveAttribute('title', 'Free standard shipping on US orders of £57.04 or more.');
  expect(footer).not.toHaveTextContent('$');
  expect(footer).toHaveTextContent('Free standard shipping on US orders of £57.04 or more.');
});
