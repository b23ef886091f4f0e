import { render, screen, within } from '@testing-library/react';
import { OrderLines } from '@/components/admin/orders/order-lines';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';

// docs/product.md#line-breakdown: the console's order page itemises a pair as the shopper saw it
// (frame, lens use and each lens choice with its price), in the shopper's words, not the catalog's
// display names ("Additional Price: Standard").

type Line = OperatorOrder['lines'][number];

const PROGRESSIVE: Line = {
  id: 7,
  code: 'harbor-round',
  name: 'Harbor Round',
  kind: 'frame',
  sku: 'HR-BLK',
  colorName: 'Black',
  image: null,
  quantity: 1,
  unitPriceCents: 6_900,
  unitLensCents: 8_900 + 3_900,
  subtotalCents: 19_700,
  frameDiscountCents: 0,
  totalCents: 19_700,
  refunded: { frame: 0, lenses: 0 },
  lens: {
    lensUse: 'Progressive',
    lensUsePriceCents: 8_900,
    lens: [
      { name: 'Additional Price', item: 'Standard', priceCents: 0 },
      { name: 'Lens Index', item: '1.61 High-Index', priceCents: 3_900 },
      { name: 'Lens Type', item: 'Clear', priceCents: 0 },
    ],
    prescription: [],
    rx: { source: 'typed', hasValues: true, photo: false },
  },
};

describe('the console’s order lines', () => {
  it('itemise a pair: frame, lens use and each choice with its price', () => {
    render(<OrderLines lines={[PROGRESSIVE]} />);
    const rows = within(screen.getByTestId('order-line-breakdown'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rows).toEqual([
      'Frame $69.00',
      'Prescription: Progressive $89.00',
      'Coating: Standard (included)',
      'Lens thickness: 1.61 High-Index $39.00',
      'Lens type: Clear (included)',
    ]);
    expect(screen.getByTestId('order-lines')).not.toHaveTextContent(/Additional Price|Lens Index/);
  });
});
