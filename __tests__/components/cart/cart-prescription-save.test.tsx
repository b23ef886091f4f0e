import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { setToken } from '@/lib/client/store';
import { envelope, server, SHOP, startApiTestServer } from '../../client/api/api-test-server';
import { GLASSES, SECOND_GLASSES } from './cart-fixtures';
import { answerCart, cartServer, lineOf, renderCart, type CartServer } from './cart-page';

// A prescription typed in the wizard is offered to a signed-in shopper on its cart line (after
// sign-in the merged cart shows it) and saved through /api/prescription/save; a book that holds the
// same values is not offered it again.

jest.mock('next/navigation', () => ({
  useRouter: () => ({ push: jest.fn(), replace: jest.fn(), prefetch: jest.fn(), back: jest.fn() }),
  usePathname: () => '/shoppingCart',
}));

startApiTestServer();

let state: CartServer;
const values = GLASSES.lens?.rx?.values;

beforeEach(() => {
  state = cartServer([GLASSES, SECOND_GLASSES]);
});

describe('saving the typed prescription from the cart', () => {
  it('is offered once the shopper signs in, and saved under the pair’s name', async () => {
    const user = userEvent.setup();
    answerCart(state, '/api/prescription/save', (body) =>
      envelope(200, 'success', { id: 9, note: '', hasImage: false, warning: null, ...values, ...body }),
    );
    renderCart();
    const glasses = await lineOf(11);
    expect(within(glasses).queryByTestId('prescription-save-offer')).toBeNull();

    act(() => setToken('tok_after_sign_in'));
    const offer = await within(await lineOf(11)).findByTestId('prescription-save-offer');
    // the non-prescription pair has nothing to save
    expect(within(await lineOf(12)).queryByTestId('prescription-save-offer')).toBeNull();
    await user.click(within(offer).getByTestId('prescription-save'));

    expect(await within(await lineOf(11)).findByTestId('prescription-saved')).toHaveTextContent(
      'Saved to your prescriptions as “Single Vision for Aurora Round”.',
    );
    expect(within(await lineOf(11)).getByRole('link', { name: 'your prescriptions' })).toHaveAttribute(
      'href',
      '/centerMain/settings/prescription',
    );
    const saves = state.sent.filter((call) => call.path === '/api/prescription/save');
    expect(saves.map((call) => call.body)).toEqual([
      {
        name: 'Single Vision for Aurora Round',
        note: '',
        od_sph: -2,
        os_sph: -1.75,
        os_cyl: -0.5,
        os_axis: 180,
        pd: 63,
      },
    ]);
  });

  it('is not offered when the book holds the same values', async () => {
    server.use(
      http.post(`${SHOP}/api/prescription/list`, () =>
        envelope(200, 'success', { list: [{ id: 3, name: 'Mine', note: '', ...values }] }),
      ),
    );
    act(() => setToken('tok_signed_in'));
    renderCart();
    await lineOf(11);
    await waitFor(() => expect(screen.queryByText('Loading your cart…')).toBeNull());
    await act(async () => {});
    expect(screen.queryByTestId('prescription-save-offer')).toBeNull();
  });
});
