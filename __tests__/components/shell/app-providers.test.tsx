import { act, render, screen } from '@testing-library/react';
import { AppProviders } from '@/components/app/app-providers';
import { ErrorStatusGate } from '@/components/app/error-status-gate';
import { OfflineBanner } from '@/components/ui/offline-banner';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Snackbar } from '@/components/ui/snackbar';
import { configureApiClient } from '@/lib/api';
import type { ApiClientOptions } from '@/lib/api';
import { CURRENCY_COOKIE, TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { reloadPage } from '@/lib/client/page-reload';
import { logout, resetShopState, shopStore } from '@/lib/client/store';
import { startShop } from '@/lib/client/start-shop';
import { TIP_AFTER_RELOAD_KEY } from '@/lib/client/tip-after-reload';

jest.mock('@/lib/api', () => ({ ...jest.requireActual('@/lib/api'), configureApiClient: jest.fn() }));
jest.mock('@/lib/client/start-shop', () => ({ startShop: jest.fn(async () => {}) }));
jest.mock('@/lib/client/page-reload', () => ({ reloadPage: jest.fn() }));
jest.mock('next/link', () => ({
  __esModule: true,
  default: ({ href, children, ...props }: { href: string; children: React.ReactNode }) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));

/** The hooks the provider module handed to the API client when it loaded. */
function apiHooks(): ApiClientOptions {
  const options = jest.mocked(configureApiClient).mock.calls[0]?.[0];
  if (!options) throw new Error('configureApiClient was not called');
  return options;
}

function Shell() {
  return (
    <AppProviders>
      <ProgressBar />
      <OfflineBanner />
      <main>
        <ErrorStatusGate>
          <p>Page content</p>
        </ErrorStatusGate>
      </main>
      <Snackbar />
    </AppProviders>
  );
}

beforeEach(() => {
  resetShopState();
  sessionStorage.clear();
  jest.mocked(reloadPage).mockReset();
  document.cookie = `${TOKEN_COOKIE}=; max-age=0; path=/`;
  document.cookie = `${CURRENCY_COOKIE}=; max-age=0; path=/`;
});

describe('AppProviders', () => {
  it('hydrates the persisted state after mount and starts the loaders once', () => {
    document.cookie = `${TOKEN_COOKIE}=tok_start; path=/`;
    document.cookie = `${CURRENCY_COOKIE}=${encodeURIComponent('{"index":1}')}; path=/`;
    render(<Shell />);
    expect(shopStore.getState()).toMatchObject({ hydrated: true, userToken: 'tok_start', currencyIndex: 1 });
    expect(startShop).toHaveBeenCalledTimes(1);
  });

  it('gives the API client the token, and before hydration reads it from the cookie', () => {
    document.cookie = `${TOKEN_COOKIE}=tok_cookie; path=/`;
    expect(apiHooks().getToken?.()).toBe('tok_cookie');
    render(<Shell />);
    expect(apiHooks().getToken?.()).toBe('tok_cookie');
  });

  it('routes tips to the snackbar, request counts to the progress bar and code 3 to logout', () => {
    render(<Shell />);
    act(() => apiHooks().onTip?.('Login status has expired.'));
    expect(screen.getByRole('status')).toHaveTextContent('Login status has expired.');

    act(() => apiHooks().onLoadingChange?.(1));
    expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    act(() => apiHooks().onLoadingChange?.(0));
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    act(() => apiHooks().onSignedOut?.());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(shopStore.getState().userToken).toBe('');
  });

  it('code 3: the tip "Login status has expired." is carried across the logout\'s reload and seen after it (docs/product.md#errors)', async () => {
    document.cookie = `${TOKEN_COOKIE}=tok_revoked; path=/`;
    const before = render(<Shell />);
    expect(shopStore.getState().userToken).toBe('tok_revoked');

    act(() => apiHooks().onSignedOut?.());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(TIP_AFTER_RELOAD_KEY)).toBe('Login status has expired.');

    // the reload: a new page starts with a fresh store and reads the carried tip once
    before.unmount();
    resetShopState();
    const after = render(<Shell />);
    // shown a task after the page hydrated (lib/client/next-task.ts)
    expect(await screen.findByText('Login status has expired.')).toBeInTheDocument();
    expect(sessionStorage.getItem(TIP_AFTER_RELOAD_KEY)).toBeNull();

    // a later page load shows nothing: the tip was taken
    after.unmount();
    resetShopState();
    render(<Shell />);
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByTestId('snackbar')).toBeEmptyDOMElement();
  });

  it('a shopper who signs out themselves is not told their login expired', () => {
    render(<Shell />);
    act(() => logout());
    expect(reloadPage).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem(TIP_AFTER_RELOAD_KEY)).toBeNull();
  });

  it('shows the error view in place of the page for an HTTP 404/500/504 (docs/product.md#errors)', () => {
    render(<Shell />);
    expect(screen.getByText('Page content')).toBeInTheDocument();
    act(() => apiHooks().onErrorPage?.(504));
    expect(screen.queryByText('Page content')).not.toBeInTheDocument();
    expect(screen.getByTestId('error-status')).toHaveTextContent('504');
  });

  it('tracks going offline and back online', () => {
    render(<Shell />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();

    const onLine = jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    expect(screen.getByRole('alert')).toHaveTextContent('You are offline');

    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    onLine.mockRestore();
  });
});
