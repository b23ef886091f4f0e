import { render, screen } from '@testing-library/react';
import { OrderTotals as AccountOrderTotals } from '@/components/account/orders/order-totals';
import { OrderTotals } from '@/components/checkout/order-totals';
import type { OrderTotalsView } from '@/lib/contract/calls/checkout';
import { resetShopState } from '@/lib/client/store';
import { TOTALS } from './checkout-fixtures';

// docs/product.md#taxes: the totals at checkout and in the account show tax only where it applies:
// a row added to the total where prices exclude it, "incl. VAT" under it where they include it.

const OFF: OrderTotalsView = TOTALS;
const ADDED: OrderTotalsView = {
  ...TOTALS,
  taxCents: 1_226,
  taxName: 'Sales tax',
  totalCents: TOTALS.totalCents + 1_226,
};
const INCLUDED: OrderTotalsView = { ...TOTALS, taxCents: 2_937, taxIncluded: true, taxName: 'VAT' };

beforeEach(() => resetShopState());

describe('the checkout’s totals', () => {
  const show = (totals: OrderTotalsView) =>
    render(<OrderTotals totals={totals} couponCode={null} testIdPrefix="summary" />);

  it('show nothing of tax when none applies', () => {
    show(OFF);
    expect(screen.queryByTestId('summary-tax')).toBeNull();
    expect(screen.queryByTestId('summary-tax-included')).toBeNull();
    expect(screen.getByTestId('summary-sums')).not.toHaveTextContent(/tax|VAT/i);
  });

  it('add a row when tax is added, in the total', () => {
    show(ADDED);
    expect(screen.getByTestId('summary-sums')).toHaveTextContent('Sales tax');
    expect(screen.getByTestId('summary-tax')).toHaveTextContent('$12.26');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$135.76');
    expect(screen.queryByTestId('summary-tax-included')).toBeNull();
  });

  it('say what the total includes when prices include tax', () => {
    show(INCLUDED);
    expect(screen.queryByTestId('summary-tax')).toBeNull();
    expect(screen.getByTestId('summary-tax-included')).toHaveTextContent('incl. VAT $29.37');
    expect(screen.getByTestId('summary-total')).toHaveTextContent('$123.50');
  });
});

describe('an order’s totals in the account', () => {
  const show = (totals: OrderTotalsView) =>
    render(<AccountOrderTotals totals={totals} couponCode={null} currency="USD" />);

  it.each([
    ['none applies', OFF, null, null],
    ['added', ADDED, 'Sales tax$12.26', null],
    ['included', INCLUDED, null, 'incl. VAT$29.37'],
  ])('tax %s', (_, totals, added, included) => {
    show(totals);
    if (added) expect(screen.getByTestId('order-tax').parentElement).toHaveTextContent(added);
    else expect(screen.queryByTestId('order-tax')).toBeNull();
    if (included) expect(screen.getByTestId('order-tax-included').parentElement).toHaveTextContent(included);
    else expect(screen.queryByTestId('order-tax-included')).toBeNull();
  });
});
