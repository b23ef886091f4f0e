import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SignInForm } from '@/components/admin/sign-in/sign-in-form';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from '../client/api/api-test-server';

// The console's sign-in, with the second factor and its enrolment.

startApiTestServer();

let sent: Record<string, unknown>[];
const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const QR = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

function answers(...replies: (() => Response)[]) {
  server.use(
    http.post(`${SHOP}/api/admin/session/signIn`, async ({ request }) => {
      sent.push((await request.json()) as Record<string, unknown>);
      const reply = replies[Math.min(sent.length, replies.length) - 1];
      if (!reply) throw new Error('no reply');
      return reply();
    }),
  );
}

const signedIn = () =>
  envelope(200, 'success', {
    state: 'signed-in',
    token: 'tok_console',
    operator: { email: 'owner@oculo.test', name: 'Ada', role: 'owner', twoFactor: true },
  });

beforeEach(() => {
  configureForTest();
  sent = [];
  document.cookie = `${OPERATOR_COOKIE}=; max-age=0; path=/`;
  jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom: "navigation not implemented"
});

afterEach(() => jest.restoreAllMocks());

async function enterPassword(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByTestId('sign-in-email'), 'owner@oculo.test');
  await user.type(screen.getByTestId('sign-in-password'), 'a long passphrase');
  await user.click(screen.getByTestId('sign-in-submit'));
}

describe('the console sign-in', () => {
  it('enrols an owner: shows the QR code and the key as text, then signs in with a code for it', async () => {
    answers(
      () => envelope(200, 'success', { state: 'enrol', secret: SECRET, uri: 'otpauth://x', qrSvg: QR }),
      signedIn,
    );
    const user = userEvent.setup();
    render(<SignInForm returnTo="/admin/orders" />);
    await enterPassword(user);

    const qr = await screen.findByRole('img', { name: /QR code/ });
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(QR)}`);
    expect(screen.getByTestId('sign-in-secret')).toHaveTextContent('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');

    await user.type(screen.getByTestId('sign-in-code'), '12a3456');
    expect(screen.getByTestId('sign-in-code')).toHaveValue('123456');
    await user.click(screen.getByTestId('sign-in-submit'));

    await waitFor(() => expect(document.cookie).toContain(`${OPERATOR_COOKIE}=tok_console`));
    expect(sent).toEqual([
      { email: 'owner@oculo.test', password: 'a long passphrase' },
      { email: 'owner@oculo.test', password: 'a long passphrase', code: '123456', enrolSecret: SECRET },
    ]);
  });

  it('asks an enrolled member for the code and says so when it is wrong', async () => {
    answers(
      () => envelope(200, 'success', { state: 'code' }),
      () => envelope(0, 'That code is not right. Enter the newest code your authenticator app shows.'),
    );
    const user = userEvent.setup();
    render(<SignInForm returnTo="/admin" />);
    await enterPassword(user);
    expect(await screen.findByTestId('sign-in-code-step')).toBeInTheDocument();

    // a short code is caught before anything is sent, and the field takes the focus
    await user.type(screen.getByTestId('sign-in-code'), '123');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-code')).toHaveFocus();
    expect(sent).toHaveLength(1);

    await user.type(screen.getByTestId('sign-in-code'), '456');
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(await screen.findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(document.cookie).not.toContain(OPERATOR_COOKIE);
  });

  it('shows the wait after too many attempts, and a wrong password as the shop words it', async () => {
    answers(
      () => envelope(0, 'The e-mail or password is not right.'),
      () => envelope(429, 'Too many sign-in attempts. Please try again in 15 minutes.', { retryAfter: 900 }),
    );
    const user = userEvent.setup();
    render(<SignInForm returnTo="/admin" />);
    await enterPassword(user);
    expect(await screen.findByRole('alert')).toHaveTextContent('The e-mail or password is not right.');
    await user.click(screen.getByTestId('sign-in-submit'));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('try again in 15 minutes'));
  });

  it('says what is missing before sending anything', async () => {
    answers(signedIn);
    const user = userEvent.setup();
    render(<SignInForm returnTo="/admin" />);
    await user.click(screen.getByTestId('sign-in-submit'));
    expect(screen.getByText('Enter your e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(screen.getByTestId('sign-in-email')).toHaveFocus();
    expect(sent).toHaveLength(0);
  });
});
