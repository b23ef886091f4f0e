import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { TwoFactorForm } from '@/components/admin/account/two-factor-form';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// A member whose role does not require a second factor turns one on from the console's account
// page: the key (QR code and text), then a code from the app.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

startApiTestServer();

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
let sent: Record<string, unknown>[];

beforeEach(() => {
  configureForTest();
  refresh.mockClear();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=tok_staff; path=/`;
  server.use(
    http.post(`${SHOP}/api/admin/session/twoFactorSecret`, () =>
      envelope(200, 'success', { secret: SECRET, uri: 'otpauth://totp/x', qrSvg: '<svg></svg>' }),
    ),
  );
});

const enableAnswers = (reply: () => Response) =>
  server.use(
    http.post(`${SHOP}/api/admin/session/enableTwoFactor`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      return reply();
    }),
  );

it('shows the key, sends the code with it, and reloads the page once it is on', async () => {
  enableAnswers(() =>
    envelope(200, 'success', { email: 'a@oculo.test', name: '', role: 'staff', twoFactor: true }),
  );
  const user = userEvent.setup();
  render(<TwoFactorForm />);
  await user.click(screen.getByTestId('two-factor-start'));
  expect(await screen.findByTestId('two-factor-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP');
  expect(screen.getByRole('img', { name: /QR code/ })).toBeInTheDocument();

  // a code that is not six digits is said at once, nothing is sent
  await user.type(screen.getByTestId('two-factor-code'), '12a3');
  await user.click(screen.getByTestId('two-factor-submit'));
  expect(await screen.findByText('Enter the 6-digit code from your authenticator app.')).toBeInTheDocument();
  expect(sent).toEqual([]);

  await user.type(screen.getByTestId('two-factor-code'), '456');
  await user.click(screen.getByTestId('two-factor-submit'));
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(sent).toEqual([{ secret: SECRET, code: '123456' }]);
});

it('says what the server refused, and stays on the code', async () => {
  enableAnswers(() =>
    envelope(0, 'That code is not right. Enter the newest code your authenticator app shows.', null),
  );
  const user = userEvent.setup();
  render(<TwoFactorForm />);
  await user.click(screen.getByTestId('two-factor-start'));
  await user.type(await screen.findByTestId('two-factor-code'), '000000');
  await user.click(screen.getByTestId('two-factor-submit'));
  expect(await screen.findByTestId('two-factor-error')).toHaveTextContent('That code is not right.');
  expect(refresh).not.toHaveBeenCalled();
  expect(screen.getByTestId('two-factor-code')).toBeInTheDocument();
});
