import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { AccountDialogs } from '@/components/account/sign-in/account-dialogs';
import { LoginDialog } from '@/components/account/sign-in/login-dialog';
import { ShopNameProvider } from '@/components/app/shop-name';
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

let sent: { path: string; body: unknown }[];

beforeEach(() => {
  resetShopState();
  configureForTest();
  jest.mocked(signIn).mockClear();
  sent = [];
  openDialog('login', 'login');
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

describe('the login dialog (docs/product.md#client-state dialog flags login and loginDialogTab)', () => {
  it('is a labelled modal dialog with the "Sign in" and "Register" tabs', async () => {
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    const dialog = screen.getByRole('dialog', { name: 'Sign in to Oculo' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(screen.getByTestId('login-email')).toHaveFocus();
    expect(screen.getByTestId('login-tab-signin')).toHaveAttribute('aria-selected', 'true');

    await user.click(screen.getByTestId('login-tab-register'));
    expect(shopStore.getState().loginDialogTab).toBe('register');
    expect(screen.getByRole('dialog', { name: 'Create your Oculo account' })).toBeInTheDocument();
    expect(screen.getByTestId('register-first-name')).toBeInTheDocument();
    expect(screen.queryByTestId('login-email')).not.toBeInTheDocument();

    // arrow keys move between tabs, as in every tab list
    await user.keyboard('{ArrowLeft}');
    expect(shopStore.getState().loginDialogTab).toBe('login');
    expect(screen.getByTestId('login-tab-signin')).toHaveFocus();
  });

  it('names the shop as its owner set it (docs/operating.md#store-brand)', async () => {
    const user = userEvent.setup();
    render(
      <ShopNameProvider shopName="Brillen Berger">
        <LoginDialog onForgotPassword={jest.fn()} />
      </ShopNameProvider>,
    );
    expect(screen.getByRole('dialog', { name: 'Sign in to Brillen Berger' })).toBeInTheDocument();
    await user.click(screen.getByTestId('login-tab-register'));
    expect(screen.getByRole('dialog', { name: 'Create your Brillen Berger account' })).toBeInTheDocument();
  });

  it('opens on the tab the store asks for', () => {
    openDialog('login', 'register');
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    expect(screen.getByTestId('login-tab-register')).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByTestId('register-first-name')).toHaveFocus();
  });

  it('signs in, closes and welcomes the shopper back by name', async () => {
    answer('/api/user/login', () => envelope(200, 'success', { token: 'tok_login', userInfo: ADA }));
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('login-email'), '  ada@example.com ');
    await user.type(screen.getByTestId('login-password'), 'correct horse');
    await user.click(screen.getByTestId('login-submit'));

    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok_login', ADA));
    expect(sent).toEqual([
      { path: '/api/user/login', body: { email: 'ada@example.com', password: 'correct horse' } },
    ]);
    expect(shopStore.getState().dialogs.login).toBe(false);
    expect(tips()).toEqual(['Welcome back, Ada.']);
  });

  it('shows the password on request', async () => {
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    const password = screen.getByTestId('login-password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByTestId('login-password-toggle'));
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByTestId('login-password-toggle')).toHaveAttribute('aria-pressed', 'true');
  });

  it('checks the fields before sending and marks the first wrong one', async () => {
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('login-email'), 'ada@example');
    await user.click(screen.getByTestId('login-submit'));

    const email = screen.getByTestId('login-email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Please enter a valid e-mail address.'),
    );
    expect(screen.getByTestId('login-password')).toHaveAccessibleDescription(
      expect.stringContaining('Enter your password.'),
    );
    expect(email).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows a refusal (code 0) in the dialog, not as a tip', async () => {
    answer('/api/user/login', () => envelope(0, 'The e-mail or password is not right.'));
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'wrong password');
    await user.click(screen.getByTestId('login-submit'));

    expect(await screen.findByTestId('login-error')).toHaveTextContent(
      'The e-mail or password is not right.',
    );
    expect(screen.getByTestId('login-error')).toHaveAttribute('role', 'alert');
    expect(signIn).not.toHaveBeenCalled();
    expect(shopStore.getState().dialogs.login).toBe(true);
    expect(tips()).toEqual([]);
  });

  it('says when to try again after too many attempts (429)', async () => {
    answer('/api/user/login', () =>
      envelope(429, 'Too many failed sign-ins. Please try again in 15 minutes.', { retryAfter: 900 }),
    );
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('login-email'), 'ada@example.com');
    await user.type(screen.getByTestId('login-password'), 'guess');
    await user.click(screen.getByTestId('login-submit'));
    expect(await screen.findByTestId('login-error')).toHaveTextContent('Please try again in 15 minutes.');
  });

  it('registers, with field messages from a 422 under their fields', async () => {
    answer('/api/user/register', () =>
      envelope(422, 'Please check the highlighted fields.', {
        fields: { lastName: 'Use letters, spaces, hyphens or apostrophes in your last name.' },
      }),
    );
    openDialog('login', 'register');
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('register-first-name'), 'Ada');
    await user.type(screen.getByTestId('register-last-name'), 'Lovelace');
    await user.type(screen.getByTestId('register-email'), 'ada@example.com');
    await user.type(screen.getByTestId('register-password'), 'analytical engine');
    await user.click(screen.getByRole('checkbox', { name: /send me new arrivals/i }));
    await user.click(screen.getByTestId('register-submit'));

    const lastName = screen.getByTestId('register-last-name');
    await waitFor(() => expect(lastName).toHaveAttribute('aria-invalid', 'true'));
    expect(lastName).toHaveAccessibleDescription(
      expect.stringContaining('Use letters, spaces, hyphens or apostrophes in your last name.'),
    );
    expect(lastName).toHaveFocus();
    expect(screen.queryByTestId('login-error')).not.toBeInTheDocument();
    expect(sent[0]?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'analytical engine',
      newsletter: true,
    });
    expect(signIn).not.toHaveBeenCalled();
  });

  it('checks the password rule (docs/product.md#validation) and shows it as a hint before sending', async () => {
    openDialog('login', 'register');
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    const password = screen.getByTestId('register-password');
    expect(password).toHaveAccessibleDescription('At least 8 characters.');
    await user.type(screen.getByTestId('register-first-name'), 'Ada');
    await user.type(screen.getByTestId('register-last-name'), 'Lovelace');
    await user.type(screen.getByTestId('register-email'), 'ada@example.com');
    await user.type(password, '密码密码密码密码');
    await user.click(screen.getByTestId('register-submit'));
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Your password cannot contain Chinese characters.'),
    );
    expect(sent).toEqual([]);
  });

  it('registers and says where the link went, without signing in (docs/security.md#account-enumeration)', async () => {
    answer('/api/user/register', () => envelope(200, 'success', { sent: true }));
    openDialog('login', 'register');
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={jest.fn()} />);
    await user.type(screen.getByTestId('register-first-name'), 'Ada');
    await user.type(screen.getByTestId('register-last-name'), 'Lovelace');
    await user.type(screen.getByTestId('register-email'), ' ada@example.com');
    await user.type(screen.getByTestId('register-password'), 'analytical engine');
    await user.click(screen.getByTestId('register-submit'));

    const notice = await screen.findByTestId('register-sent');
    expect(notice).toHaveTextContent(
      'We sent a link to ada@example.com to finish creating your account. Open it to sign in.',
    );
    expect(notice).toHaveFocus();
    expect(sent[0]?.body).toMatchObject({ newsletter: false });
    expect(signIn).not.toHaveBeenCalled();
    expect(shopStore.getState().dialogs.login).toBe(true);
    expect(tips()).toEqual([]);
  });

  it('hands the typed e-mail to "Forgot password?"', async () => {
    const onForgotPassword = jest.fn();
    const user = userEvent.setup();
    render(<LoginDialog onForgotPassword={onForgotPassword} />);
    await user.type(screen.getByTestId('login-email'), 'ada@example.com');
    await user.click(screen.getByTestId('forgot-password'));
    expect(onForgotPassword).toHaveBeenCalledWith('ada@example.com');
  });
});

describe('the dialog on the page (AccountDialogs)', () => {
  function Page() {
    return (
      <>
        <button type="button" onClick={() => openDialog('login', 'login')}>
          Sign in
        </button>
        <button type="button">Something else on the page</button>
        <AccountDialogs />
      </>
    );
  }

  beforeEach(() => {
    resetShopState();
  });

  it('loads when first opened, keeps focus inside, closes on Escape and gives focus back', async () => {
    const user = userEvent.setup();
    render(<Page />);
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    const dialog = await screen.findByTestId('login-dialog');
    await waitFor(() => expect(screen.getByTestId('login-email')).toHaveFocus());

    // Tab from the last control wraps to the first; Shift+Tab from the first to the last
    const focusables = dialog.querySelectorAll<HTMLElement>('button:not([disabled]), input, a[href]');
    const last = focusables[focusables.length - 1];
    act(() => last?.focus());
    await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.activeElement).toBe(focusables[0]);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(last);

    await user.keyboard('{Escape}');
    expect(shopStore.getState().dialogs.login).toBe(false);
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toHaveFocus();
  });

  it('signs in from the confirm mail’s link and takes the token out of the address', async () => {
    answer('/api/user/confirmEmail', () =>
      envelope(200, 'success', { token: 'tok_confirmed', userInfo: ADA }),
    );
    window.history.replaceState(
      null,
      '',
      '/eyeglasses?confirmEmail=Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6&utm=mail',
    );
    render(<Page />);
    await waitFor(() => expect(signIn).toHaveBeenCalledWith('tok_confirmed', ADA));
    expect(sent).toEqual([
      { path: '/api/user/confirmEmail', body: { token: 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6' } },
    ]);
    expect(window.location.pathname + window.location.search).toBe('/eyeglasses?utm=mail');
    expect(tips()).toEqual(['Your e-mail is confirmed. You are signed in.']);
    window.history.replaceState(null, '', '/');
  });

  it('opens the reset dialog for the e-mail of the "you already have an account" mail', async () => {
    window.history.replaceState(null, '', '/?resetPassword=ada%40example.com');
    render(<Page />);
    expect(await screen.findByTestId('reset-dialog')).toBeInTheDocument();
    expect(screen.getByTestId('reset-email')).toHaveValue('ada@example.com');
    expect(window.location.search).toBe('');
  });

  it('moves from "Forgot password?" to the reset dialog with the e-mail filled in', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.type(await screen.findByTestId('login-email'), 'ada@example.com');
    await user.click(screen.getByTestId('forgot-password'));

    expect(await screen.findByTestId('reset-dialog')).toBeInTheDocument();
    expect(screen.queryByTestId('login-dialog')).not.toBeInTheDocument();
    expect(shopStore.getState().dialogs).toMatchObject({ login: false, reset: true });
    expect(screen.getByTestId('reset-email')).toHaveValue('ada@example.com');
  });
});
