import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { EditAddressDialog } from '@/components/admin/orders/edit-address-dialog';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// docs/operating.md#address-edit: the console's address edit offers the order's country's provinces
// as the checkout's address form does, and keeps the country the shipping was paid for.

startApiTestServer();

let sent: Record<string, unknown>[];

beforeEach(() => {
  configureForTest();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
  server.use(
    http.post(`${SHOP}/api/admin/orders/editAddress`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return envelope(200, 'success', { address: { summary: '5 Broadway, New York' } });
    }),
  );
});

const ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'US',
  countryName: 'United States',
  province: 'California',
  city: 'Los Angeles',
  line1: '1 Main St',
  line2: '',
  postcode: '90012',
  phoneCode: '1',
  phone: '2135550100',
  summary: '1 Main St, Los Angeles',
} as unknown as OperatorOrder['address'];

const US_PROVINCES = [
  { id: 1, code: 'CA', name: 'California' },
  { id: 2, code: 'NY', name: 'New York' },
];

function renderDialog(provinces = US_PROVINCES, address = ADDRESS) {
  const onDone = jest.fn();
  render(
    <EditAddressDialog
      number="OC261124-AB12CD"
      address={address}
      provinces={provinces}
      onClose={jest.fn()}
      onDone={onDone}
    />,
  );
  return onDone;
}

describe('the console’s address edit', () => {
  it('chooses the state from the country’s list and sends it with the country unchanged', async () => {
    const user = userEvent.setup();
    const onDone = renderDialog();
    const province = screen.getByTestId('edit-address-province');
    expect(province.tagName).toBe('SELECT');
    expect(province).toHaveValue('California');
    expect([...(province as HTMLSelectElement).options].map((option) => option.text)).toEqual([
      'Choose',
      'California',
      'New York',
    ]);
    await user.selectOptions(province, 'New York');
    await user.click(screen.getByTestId('edit-address-submit'));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent[0]).toMatchObject({
      number: 'OC261124-AB12CD',
      address: { countryCode: 'US', province: 'New York' },
    });
  });

  it('keeps a province the order holds that the list does not name', () => {
    renderDialog(US_PROVINCES, { ...ADDRESS, province: 'CA' });
    expect(screen.getByTestId('edit-address-province')).toHaveValue('CA');
  });

  it('lets the province be typed where the country lists none', () => {
    renderDialog([], { ...ADDRESS, countryCode: 'GB', countryName: 'United Kingdom', province: '' });
    expect(screen.getByTestId('edit-address-province').tagName).toBe('INPUT');
  });
});
