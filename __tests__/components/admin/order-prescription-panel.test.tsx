import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { OrderPrescriptionPanel } from '@/components/admin/orders/order-prescription-panel';
import type { OrderPrescription } from '@/lib/contract/calls/admin/order-schemas';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import type { PrescriptionNumbers } from '@/lib/shop/order-lens-details';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';
import { NO_NUMBERS, rxNumbers } from '../../support/prescription-numbers';

// docs/product.md#photo-pd: when the operator opens a photo prescription, the PD the shopper gave
// beside the photo is said (or that it is on the photo), instead of an empty table of dashes.

startApiTestServer();

beforeEach(() => {
  configureForTest();
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
});

const photoLine = (values: PrescriptionNumbers | null): OrderPrescription['lines'][number] => ({
  lineId: 5,
  name: 'Harbor Round',
  colorName: 'Black',
  lensUse: 'Single Vision',
  source: 'image',
  values,
  photoUrl: '/api/admin/orders/prescriptionPhoto?number=OC1&line=5',
  flags: [],
});

async function opened(values: PrescriptionNumbers | null) {
  server.use(
    http.post(`${SHOP}/api/admin/orders/prescription`, () =>
      envelope(200, 'success', { number: 'OC1', lines: [photoLine(values)], checkItems: [] }),
    ),
  );
  render(<OrderPrescriptionPanel number="OC1" />);
  await userEvent.setup().click(screen.getByTestId('order-show-prescription'));
  return screen.findByTestId('order-prescription');
}

describe('the console’s opened prescription of a photo line', () => {
  it.each<[string, PrescriptionNumbers | null, string]>([
    ['one PD beside the photo', rxNumbers({ pd: 63 }), 'PD 63'],
    ['a PD per eye beside the photo', rxNumbers({ pd_right: 31.5, pd_left: 32 }), 'PD 31.5 / 32'],
    ['the PD on the photo', null, 'PD on the photo'],
    ['no PD kept with the photo', NO_NUMBERS, 'PD on the photo'],
  ])('%s', async (_case, values, pd) => {
    const panel = await opened(values);
    expect(within(panel).getByTestId('order-prescription-photo-pd')).toHaveTextContent(pd);
    expect(within(panel).queryByRole('table')).toBeNull();
    expect(within(panel).getByRole('button', { name: 'Show the photo' })).toBeInTheDocument();
  });
});
