import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { SWRConfig } from 'swr';
import { AccountOverview } from '@/components/account/overview/account-overview';
import { AccountPasswordForm } from '@/components/account/settings/account-password-form';
import { AccountProfileForm } from '@/components/account/settings/account-profile-form';
import { AccountWishlist } from '@/components/account/wishlist/account-wishlist';
import {
  hydrateShopState,
  resetShopState,
  setCountries,
  setCounts,
  setToken,
  setUserInfo,
  shopStore,
} from '@/lib/client/store';
import type { ProductCard } from '@/lib/contract/calls/goods';
import type { Country } from '@/lib/contract/calls/reference';
import { ADA, clearCookies } from '../../client/account-fixtures';
import {
  configureForTest,
  envelope,
  server,
  SHOP,
  startApiTestServer,
} from '../../client/api/api-test-server';

// A card's link prefetches its page through the router when the shopper shows intent
// (components/ui/intent-link.tsx); no app router is mounted here.
jest.mock('next/navigation', () => ({
  ...jest.requireActual('next/navigation'),
  useRouter: () => ({ prefetch: jest.fn() }),
}));

startApiTestServer();

const COUNTRIES: Country[] = [
  {
    id: 1,
    isoCode: 'US',
    name: 'United States',
    phoneCode: '1',
    currency: 'USD',
    ships: true,
    requiresProvince: true,
  },
  {
    id: 2,
    isoCode: 'CA',
    name: 'Canada',
    phoneCode: '1',
    currency: 'CAD',
    ships: true,
    requiresProvince: true,
  },
  {
    id: 3,
    isoCode: 'GB',
    name: 'United Kingdom',
    phoneCode: '44',
    currency: 'GBP',
    ships: true,
    requiresProvince: false,
  },
];

let sent: { path: string; body: unknown }[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  hydrateShopState();
  configureForTest();
  sent = [];
  setToken('tok_pages');
  setUserInfo(ADA);
  setCountries(COUNTRIES);
  // the overview lists the saved try-on faces (none here)
  server.use(http.post(`${SHOP}/api/detectface/list`, () => envelope(200, 'success', { list: [] })));
  // and the face measurement saved to the account (none here)
  server.use(http.post(`${SHOP}/api/account/fit/get`, () => envelope(200, 'success', { fit: null })));
});

function answer(path: string, reply: (body: unknown) => Response) {
  server.use(
    http.post(`${SHOP}${path}`, async ({ request }) => {
      const body = await request.json();
      sent.push({ path, body });
      return reply(body);
    }),
  );
}

const tips = () => shopStore.getState().tips.map((tip) => tip.message);

describe('the overview (/centerMain/account)', () => {
  it('greets the shopper and shows e-mail, member since, the wishlist count and the newsletter', async () => {
    setCounts({ collect: 3 });
    answer('/api/user/subscribe', () => envelope(200, 'success', { subscribed: true }));
    const user = userEvent.setup();
    render(<AccountOverview />);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Hello, Ada');
    expect(screen.getByTestId('account-email')).toHaveTextContent('ada@example.com');
    expect(screen.getByTestId('account-member-since')).toHaveTextContent('March 2025');
    expect(screen.getByTestId('account-wishlist-count')).toHaveTextContent('3 frames saved');
    expect(screen.getByRole('link', { name: /Wishlist/ })).toHaveAttribute(
      'href',
      '/centerMain/personalization/wishlist',
    );

    await user.click(screen.getByTestId('account-subscribe'));
    await waitFor(() => expect(shopStore.getState().userInfo?.newsletter).toBe(true));
    expect(sent).toEqual([{ path: '/api/user/subscribe', body: { email: 'ada@example.com' } }]);
    expect(screen.getByTestId('account-newsletter')).toHaveTextContent(
      'You get our newsletter at ada@example.com.',
    );
  });

  it('loads the user info itself when the store has none', async () => {
    act(() => setUserInfo(null));
    answer('/api/user/userInfo', () => envelope(200, 'success', { ...ADA, firstName: 'Augusta' }));
    render(<AccountOverview />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Hello, Augusta');
  });
});

describe('the profile form (/centerMain/settings/Info)', () => {
  it('starts from the user info and saves the changes, updating the store', async () => {
    const saved = { ...ADA, firstName: 'Augusta', phone: '20 7946 0001', birthday: '12/10/1985' };
    answer('/api/user/setUserInfo', () => envelope(200, 'success', saved));
    const user = userEvent.setup();
    render(<AccountProfileForm />);

    expect(screen.getByTestId('profile-first-name')).toHaveValue('Ada');
    expect(screen.getByTestId('profile-phone-code')).toHaveValue('44');
    expect(
      within(screen.getByTestId('profile-phone-code')).getByRole('option', {
        name: '+1 United States, Canada',
      }),
    ).toBeInTheDocument();
    await user.clear(screen.getByTestId('profile-first-name'));
    await user.type(screen.getByTestId('profile-first-name'), 'Augusta');
    await user.clear(screen.getByTestId('profile-phone'));
    await user.type(screen.getByTestId('profile-phone'), '20 7946 0001');
    await user.click(screen.getByTestId('profile-save'));

    await waitFor(() => expect(shopStore.getState().userInfo).toEqual(saved));
    expect(sent).toEqual([
      {
        path: '/api/user/setUserInfo',
        body: {
          firstName: 'Augusta',
          lastName: 'Lovelace',
          phoneCode: '44',
          phone: '20 7946 0001',
          gender: 'female',
          birthday: '12/10/1985',
          countryCode: 'GB',
        },
      },
    ]);
    expect(tips()).toEqual(['Your profile is saved.']);
  });

  it('refuses a birthday not written MM/DD/YYYY (docs/product.md#validation) before sending', async () => {
    const user = userEvent.setup();
    render(<AccountProfileForm />);
    const birthday = screen.getByTestId('profile-birthday');
    await user.clear(birthday);
    await user.type(birthday, '1985-12-10');
    await user.click(screen.getByTestId('profile-save'));
    expect(birthday).toHaveAccessibleDescription(
      expect.stringContaining('Please enter the date as MM/DD/YYYY.'),
    );
    expect(birthday).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('shows the server’s field messages (422) under the fields', async () => {
    answer('/api/user/setUserInfo', () =>
      envelope(422, 'Please check the highlighted fields.', {
        fields: { phone: 'Enter the phone number with digits only.' },
      }),
    );
    const user = userEvent.setup();
    render(<AccountProfileForm />);
    await user.click(screen.getByTestId('profile-save'));
    await waitFor(() =>
      expect(screen.getByTestId('profile-phone')).toHaveAccessibleDescription(
        expect.stringContaining('Enter the phone number with digits only.'),
      ),
    );
    expect(shopStore.getState().userInfo).toEqual(ADA);
  });
});

describe('the password form (/centerMain/settings/password)', () => {
  it('changes the password with the current one and says other devices are signed out', async () => {
    answer('/api/user/setPassword', () => envelope(200, 'success', { changed: true }));
    const user = userEvent.setup();
    render(<AccountPasswordForm />);
    await user.type(screen.getByTestId('password-old'), 'old secret');
    await user.type(screen.getByTestId('password-new'), 'new secret 1');
    await user.type(screen.getByTestId('password-repeat'), 'new secret 1');
    await user.click(screen.getByTestId('password-save'));

    await waitFor(() => expect(tips()).toEqual(['Your password is changed. Other devices are signed out.']));
    expect(sent).toEqual([
      { path: '/api/user/setPassword', body: { oldPassword: 'old secret', password: 'new secret 1' } },
    ]);
    expect(screen.getByTestId('password-new')).toHaveValue('');
  });

  it('asks no current password of an account that has none, and remembers it has one now', async () => {
    act(() => setUserInfo({ ...ADA, hasPassword: false }));
    answer('/api/user/setPassword', () => envelope(200, 'success', { changed: true }));
    const user = userEvent.setup();
    render(<AccountPasswordForm />);
    expect(screen.queryByTestId('password-old')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a password');
    await user.type(screen.getByTestId('password-new'), 'first secret');
    await user.type(screen.getByTestId('password-repeat'), 'first secret');
    await user.click(screen.getByTestId('password-save'));

    await waitFor(() => expect(shopStore.getState().userInfo?.hasPassword).toBe(true));
    expect(sent).toEqual([{ path: '/api/user/setPassword', body: { password: 'first secret' } }]);
  });

  it('catches a repeat that does not match, and shows a wrong current password in the form', async () => {
    answer('/api/user/setPassword', () => envelope(0, 'Your current password is not right.'));
    const user = userEvent.setup();
    render(<AccountPasswordForm />);
    await user.type(screen.getByTestId('password-old'), 'old secret');
    await user.type(screen.getByTestId('password-new'), 'new secret 1');
    await user.type(screen.getByTestId('password-repeat'), 'new secret 2');
    await user.click(screen.getByTestId('password-save'));
    expect(screen.getByTestId('password-repeat')).toHaveAccessibleDescription(
      expect.stringContaining('The two passwords do not match.'),
    );
    expect(sent).toEqual([]);

    await user.clear(screen.getByTestId('password-repeat'));
    await user.type(screen.getByTestId('password-repeat'), 'new secret 1');
    await user.click(screen.getByTestId('password-save'));
    expect(await screen.findByTestId('password-error')).toHaveTextContent(
      'Your current password is not right.',
    );
  });
});

function card(code: string, name: string): ProductCard {
  return {
    id: code.length,
    code,
    name,
    type: 'eyeglasses',
    summary: 'Acetate, medium',
    priceCents: 4900,
    salePriceCents: null,
    saleEndsAt: null,
    isNewArrival: false,
    isBestSeller: false,
    rating: { average: 0, count: 0 },
    inStock: true,
    image: null,
    colors: [],
    frameWidthMm: 138,
  };
}

describe('the wishlist page (/centerMain/personalization/wishlist)', () => {
  function renderWishlist() {
    render(
      <SWRConfig value={{ provider: () => new Map(), shouldRetryOnError: false }}>
        <AccountWishlist />
      </SWRConfig>,
    );
  }

  it('shows the saved frames as product cards and removes one', async () => {
    let saved = [card('OC1001', 'Harbor'), card('OC1002', 'Meridian')];
    answer('/api/wishlist/list', () =>
      envelope(200, 'success', { list: saved, total: saved.length, page: 1, pageSize: 24, pageCount: 1 }),
    );
    answer('/api/wishlist/remove', (body) => {
      const { code } = body as { code: string };
      saved = saved.filter((product) => product.code !== code);
      return envelope(200, 'success', { inWishlist: false, count: saved.length });
    });
    const user = userEvent.setup();
    renderWishlist();

    expect(await screen.findAllByTestId('product-card')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Remove Harbor from your wishlist' }));

    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.getByTestId('product-card')).toHaveTextContent('Meridian');
    expect(shopStore.getState().counts.collect).toBe(1);
    expect(sent.filter((entry) => entry.path === '/api/wishlist/remove')).toEqual([
      { path: '/api/wishlist/remove', body: { code: 'OC1001' } },
    ]);
  });

  it('pages through a long wishlist', async () => {
    answer('/api/wishlist/list', (body) => {
      const { page } = body as { page: number };
      return envelope(200, 'success', {
        list: [card(`OC${page}`, `Frame on page ${page}`)],
        total: 30,
        page,
        pageSize: 24,
        pageCount: 2,
      });
    });
    const user = userEvent.setup();
    renderWishlist();
    expect(await screen.findByText('Frame on page 1')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Frame on page 2')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  });

  it('shows an empty wishlist with a way to the eyeglasses', async () => {
    answer('/api/wishlist/list', () =>
      envelope(200, 'success', { list: [], total: 0, page: 1, pageSize: 24, pageCount: 0 }),
    );
    renderWishlist();
    const empty = await screen.findByTestId('wishlist-empty');
    expect(within(empty).getByRole('link', { name: 'Browse eyeglasses' })).toHaveAttribute(
      'href',
      '/eyeglasses',
    );
  });
});
