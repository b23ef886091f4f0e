import { orderMailItems, type MailOrderTotals } from '@/lib/server/domain/orders/order-items';

// docs/product.md#taxes: the paid-order mail lists the tax as the order's totals show it.

const TOTALS: MailOrderTotals = {
  subtotalCents: 16_900,
  frameDiscountCents: 0,
  couponDiscountCents: 0,
  shippingCents: 2_495,
  totalCents: 19_395,
  frameOfferName: 'Second frame 50% off',
};

const sums = (totals: MailOrderTotals) =>
  orderMailItems([], totals).map((item) => `${item.name} ${item.amount}`);

describe('the mail’s totals', () => {
  it('list nothing of tax where none applies', () => {
    expect(sums({ ...TOTALS, taxCents: 0, taxIncluded: false, tax: null })).toEqual([
      'Subtotal $169.00',
      'Shipping $24.95',
      'Total $193.95',
    ]);
  });

  it('list added tax before the total, included tax after it', () => {
    expect(sums({ ...TOTALS, totalCents: 20_621, taxCents: 1_226, tax: { name: 'Sales tax' } })).toEqual([
      'Subtotal $169.00',
      'Shipping $24.95',
      'Sales tax $12.26',
      'Total $206.21',
    ]);
    expect(sums({ ...TOTALS, taxCents: 2_937, taxIncluded: true, tax: { name: 'VAT' } })).toEqual([
      'Subtotal $169.00',
      'Shipping $24.95',
      'Total $193.95',
      'incl. VAT $29.37',
    ]);
  });
});
