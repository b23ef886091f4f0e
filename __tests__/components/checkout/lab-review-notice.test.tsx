import { render, screen } from '@testing-library/react';
import { OrderSummary } from '@/components/checkout/order-summary';
import { LINES, TOTALS } from './checkout-fixtures';

// docs/product.md#lens-rules: a prescription beyond the lab's range is accepted, and the shopper
// reads before paying that the shop will confirm by e-mail.

const withLabReview = (labReview: string[] | undefined) =>
  LINES.map((line, index) =>
    index === 0 && line.lens
      ? { ...line, lens: { ...line.lens, ...(labReview ? { labReview } : {}) } }
      : line,
  );

const summary = (lines: typeof LINES) => ({ lines, totals: TOTALS, couponCode: null, shippingChosen: true });

it('says the shop will confirm by e-mail when a pair is beyond the lab’s range', () => {
  render(<OrderSummary summary={summary(withLabReview(['SPH \u221212.50', 'a prism']))} />);
  expect(screen.getByRole('note')).toHaveTextContent(
    'Your prescription (SPH \u221212.50, a prism) is beyond what our lab usually makes. You can still order: we will confirm by e-mail',
  );
});

it('says nothing when every pair is within the range', () => {
  render(<OrderSummary summary={summary(withLabReview(undefined))} />);
  expect(screen.queryByTestId('lab-review-notice')).toBeNull();
});
