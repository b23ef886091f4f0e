import { render, screen } from '@testing-library/react';
import { LinePrescription } from '@/components/cart/line-prescription';
import type { LinePrescription as Prescription } from '@/lib/contract/calls/cart';
import { NO_NUMBERS, rxNumbers } from '../../support/prescription-numbers';

// docs/product.md#photo-pd: a pair made to a photo of the prescription shows the PD given beside
// the photo wherever its prescription shows (cart, checkout, order, invoice, success page).

const photo = (values: Prescription['values'], source: Prescription['source'] = 'image'): Prescription => ({
  source,
  values,
  photo: true,
  savedName: source === 'saved' ? 'Scan' : null,
});

describe('a photo prescription with its PD', () => {
  it.each<[string, Prescription, string]>([
    ['one PD', photo(rxNumbers({ pd: 63 })), 'PD 63'],
    ['a PD in halves', photo(rxNumbers({ pd: 62.5 })), 'PD 62.5'],
    ['a PD per eye', photo(rxNumbers({ pd_right: 31.5, pd_left: 32 })), 'PD 31.5 / 32'],
    ['the PD on the photo', photo(null), 'PD on the photo'],
    ['a saved photo without a PD', photo(NO_NUMBERS, 'saved'), 'PD on the photo'],
  ])('%s', (_case, rx, pd) => {
    render(<LinePrescription rx={rx} />);
    expect(screen.getByTestId('line-prescription-photo')).toHaveTextContent('Prescription photo uploaded');
    expect(screen.getByTestId('line-prescription-pd')).toHaveTextContent(pd);
    expect(screen.queryByTestId('line-prescription-table')).toBeNull();
  });

  it('typed values keep their PD in the table, with no photo line', () => {
    render(
      <LinePrescription
        rx={{
          source: 'typed',
          values: rxNumbers({ od_sph: -1, os_sph: -1, pd: 63 }),
          photo: false,
          savedName: null,
        }}
      />,
    );
    expect(screen.getByTestId('rx-pd')).toHaveTextContent('63');
    expect(screen.queryByTestId('line-prescription-pd')).toBeNull();
  });
});
