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

// docs/product.md#prescription-details: the rest of the prescription shows under the values, only
// what is given, in the cart, checkout, order page and invoice alike
describe('the rest of a typed prescription', () => {
  const typed = (rx: Partial<Prescription>): Prescription => ({
    source: 'typed',
    values: rxNumbers({ od_sph: -1, os_sph: -1, pd: 63 }),
    photo: false,
    savedName: null,
    ...rx,
  });

  it('shows prism with its base, dates, prescriber, wearer, note and an expired one’s confirmation', () => {
    render(
      <LinePrescription
        rx={typed({
          details: {
            od_prism_h: 1.5,
            od_prism_h_base: 'in',
            od_prism_v: null,
            od_prism_v_base: null,
            os_prism_h: null,
            os_prism_h_base: null,
            os_prism_v: 0.5,
            os_prism_v_base: 'down',
            near_pd: null,
            exam_date: '2023-03-01',
            expiry_date: '2025-03-14',
            prescriber_name: 'Dr Ann Eye',
            prescriber_licence: 'OPT-123',
            wearer_name: 'Sam Doe',
            note: 'Desk',
          },
          expiredConfirmed: true,
        })}
        lensUse="Progressive"
      />,
    );
    expect(screen.getByTestId('rx-detail-prism-od')).toHaveTextContent('1.50 Δ base in');
    expect(screen.getByTestId('rx-detail-prism-os')).toHaveTextContent('0.50 Δ base down');
    expect(screen.getByTestId('rx-detail-near-pd')).toHaveTextContent('60 mm (worked out)');
    expect(screen.getByTestId('rx-detail-exam-date')).toHaveTextContent('1 March 2023');
    expect(screen.getByTestId('rx-detail-expiry-date')).toHaveTextContent('14 March 2025');
    expect(screen.getByTestId('rx-detail-expired')).toHaveTextContent('confirmed as still right');
    expect(screen.getByTestId('rx-detail-prescriber')).toHaveTextContent('Dr Ann Eye, licence OPT-123');
    expect(screen.getByTestId('rx-detail-wearer')).toHaveTextContent('Sam Doe');
    expect(screen.getByTestId('rx-detail-note')).toHaveTextContent('Desk');
  });

  it('shows nothing more when none is given (lines kept before them too)', () => {
    render(<LinePrescription rx={typed({})} lensUse="Single Vision" />);
    expect(screen.queryByTestId('rx-details')).toBeNull();
  });
});
