import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountDialogs } from '@/components/account/sign-in/account-dialogs';
import { openDialog, resetShopState, shopStore, signIn } from '@/lib/client/store';
import { ADA } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

jest.mock('@/lib/client/store', () => ({
  ...jest.requireActual('@/lib/client/store'),
  signIn: jest.fn(async () => {}),
}));

startApiTestServer();

const LINK_TOKEN = 'c2V0LXBhc3N3b3JkLWxpbmstdG9rZW4tZm9yLWFkYQ';
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  resetShopState();
  configureForTest();
  jest.mocked(signIn).mockClear();
  sent = [];
  window.history.replaceState(null, '', '/');
});

function answer(path: string, reply: () => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      sent.push({ path, body: await request.json() });
      return reply();
    }),
  );
}

const tips = () => shopStore.getState().tips.map((tip) => tip.message);

describe('the reset dialog: a forgotten password (docs/product.md#client-state dialog flag reset)', () => {
  it('mails a code, then sets the new password with it and signs in', async () => {
    answer('/api/user/forgetPasswordEmail', () => envelope(200, 'success', { sent: true }));
    answer('/api/user/forgetPassword', () => envelope(200, 'success', { token: 'tok_reset', userInfo: ADA }));
    const user = userEvent.setup();
    render(<AccountDialogs />);
    act(() => openDialog('reset'));

    await user.type(await screen.findByTestId('reset-email'), 'ada@example.com');
    await user.click(screen.getByTestId('reset-send'));

    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(
      'If an account exists for that e-mail, we sent a 4-character code. It works for 10 minutes.',
    );
    expect(screen.getByTestId('reset-code')).toHaveFocus();
    await user.type(screen.getByTestId('reset-code'), 'K7MX');
    await user.type(screen.getByTestId('reset-password'), 'a brand new secret');
    await user.click(screen.getByTestId('reset-submit'));

    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok_reset', ADA));
    expect(sent).toEqual([
      { path: '/api/user/forgetPasswordEmail', body: { email: 'ada@example.com' } },
      {
        path: '/api/user/forgetPassword',
        body: { email: 'ada@example.com', code: 'K7MX', password: 'a brand new secret' },
      },
    ]);
    expect(shopStore.getState().dialogs.reset).toBe(false);
    expect(screen.queryByTestId('reset-dialog')).not.toBeInTheDocument();
    expect(tips()).toEqual(['Your new password is saved. You are signed in.']);
  });

  it('checks the code format (docs/product.md#validation) before sending', async () => {
    answer('/api/user/forgetPasswordEmail', () => envelope(200, 'success', { sent: true }));
    const user = userEvent.setup();
    render(<AccountDialogs />);
    act(() => openDialog('reset'));
    await user.type(await screen.findByTestId('reset-email'), 'ada@example.com');
    await user.click(screen.getByTestId('reset-send'));
    await user.type(await screen.findByTestId('reset-code'), 'K7');
    await user.type(screen.getByTestId('reset-password'), 'short');
    await user.click(screen.getByTestId('reset-submit'));

    expect(screen.getByTestId('reset-code')).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the 4-character verification code we sent you.'),
    );
    expect(screen.getByTestId('reset-password')).toHaveAccessibleDescription(
      expect.stringContaining('Your password must be at least 8 characters long.'),
    );
    expect(sent.map((entry) => entry.path)).toEqual(['/api/user/forgetPasswordEmail']);
  });

  it('says so in the dialog when the code is wrong or expired (code 0)', async () => {
    answer('/api/user/forgetPasswordEmail', () => envelope(200, 'success', { sent: true }));
    answer('/api/user/forgetPassword', () =>
      envelope(0, 'The code is not right or has expired. Ask for a new code if you need one.'),
    );
    const user = userEvent.setup();
    render(<AccountDialogs />);
    act(() => openDialog('reset'));
    await user.type(await screen.findByTestId('reset-email'), 'ada@example.com');
    await user.click(screen.getByTestId('reset-send'));
    await user.type(await screen.findByTestId('reset-code'), 'AAAA');
    await user.type(screen.getByTestId('reset-password'), 'a brand new secret');
    await user.click(screen.getByTestId('reset-submit'));

    expect(await screen.findByTestId('reset-error')).toHaveTextContent(
      'The code is not right or has expired.',
    );
    expect(signIn).not.toHaveBeenCalled();
    expect(shopStore.getState().dialogs.reset).toBe(true);
  });

  it('goes back to the sign-in dialog', async () => {
    const user = userEvent.setup();
    render(<AccountDialogs />);
    act(() => openDialog('reset'));
    await user.click(await screen.findByTestId('reset-back'));
    expect(await screen.findByTestId('login-dialog')).toBeInTheDocument();
    expect(shopStore.getState().dialogs).toMatchObject({ login: true, reset: false });
  });
});

describe('the reset dialog in set-password mode (the fast-register mail link)', () => {
  it('opens from "/?setPassword=…&email=…", takes the link out of the address and sets the password', async () => {
    answer('/api/user/forgetPassword', () =>
      envelope(200, 'success', { token: 'tok_set', userInfo: { ...ADA, hasPassword: true } }),
    );
    window.history.replaceState(
      null,
      '',
      `/?setPassword=${LINK_TOKEN}&email=ada%40example.com&utm_source=mail`,
    );
    const user = userEvent.setup();
    render(<AccountDialogs />);

    const dialog = await screen.findByTestId('reset-dialog');
    expect(dialog).toHaveAccessibleName('Choose your password');
    expect(dialog).toHaveTextContent('ada@example.com');
    expect(window.location.pathname + window.location.search).toBe('/?utm_source=mail');
    expect(screen.queryByTestId('reset-code')).not.toBeInTheDocument();
    expect(screen.queryByTestId('reset-email')).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByTestId('reset-password')).toHaveFocus());
    await user.type(screen.getByTestId('reset-password'), 'my first password');
    await user.click(screen.getByTestId('reset-submit'));

    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok_set', { ...ADA, hasPassword: true }));
    expect(sent).toEqual([
      {
        path: '/api/user/forgetPassword',
        body: { email: 'ada@example.com', token: LINK_TOKEN, password: 'my first password' },
      },
    ]);
    expect(tips()).toEqual(['Your password is set. You are signed in.']);

    // the link is used up: "Forgot password?" later asks for an e-mail again
    act(() => openDialog('reset'));
    expect(await screen.findByTestId('reset-email')).toBeInTheDocument();
  });

  it('shows an expired link as a message in the dialog', async () => {
    answer('/api/user/forgetPassword', () =>
      envelope(0, 'The code is not right or has expired. Ask for a new code if you need one.'),
    );
    window.history.replaceState(null, '', `/?setPassword=${LINK_TOKEN}&email=ada%40example.com`);
    const user = userEvent.setup();
    render(<AccountDialogs />);
    await user.type(await screen.findByTestId('reset-password'), 'my first password');
    await user.click(screen.getByTestId('reset-submit'));
    expect(await screen.findByTestId('reset-error')).toHaveTextContent('Ask for a new code if you need one.');
    expect(window.location.search).toBe('');
  });
});
