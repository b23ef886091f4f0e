import { http } from 'msw';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { startShop } from '@/lib/client/start-shop';
import { hydrateShopState, resetShopState, shopStore } from '@/lib/client/store';
import { openVisitKey, resetVisitTime } from '@/lib/client/visit-time';
import { ADA, clearCookies } from './account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api/api-test-server';

// docs/product.md#accounts: "After user info loads, the product tells the server the user joined
// (joinUserTime)."

startApiTestServer();

const VISIT_KEY = 'k'.repeat(43);
let requests: string[];

beforeEach(() => {
  clearCookies();
  resetShopState();
  resetVisitTime();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  requests = [];
  const note = (name: string, data: unknown) => () => {
    requests.push(name);
    return envelope(200, 'success', data);
  };
  server.use(
    http.get(`${SHOP}/api/other/CountryList`, note('countries', { list: [] })),
    http.post(`${SHOP}/api/wishlist/count`, note('count', { count: 0 })),
    http.post(`${SHOP}/api/cart/count`, note('cartCount', { count: 0 })),
    http.post(`${SHOP}/api/user/userInfo`, note('userInfo', ADA)),
    http.post(`${SHOP}/api/user/joinUserTime`, note('join', { visitKey: VISIT_KEY })),
  );
});

describe('the start of the shop', () => {
  it('joins after the signed-in shopper’s user info has loaded', async () => {
    document.cookie = `${TOKEN_COOKIE}=tok_start; path=/`;
    hydrateShopState();
    await startShop();
    await new Promise((resolve) => setTimeout(resolve, 20));

    expect(requests.indexOf('join')).toBeGreaterThan(requests.indexOf('userInfo'));
    expect(requests.filter((name) => name === 'join')).toHaveLength(1);
    expect(shopStore.getState().userInfo).toEqual(ADA);
    expect(openVisitKey()).toBe(VISIT_KEY);
  });

  it('does not join for a visitor who is not signed in', async () => {
    hydrateShopState();
    await startShop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).not.toContain('userInfo');
    expect(requests).not.toContain('join');
  });

  it('does not join when the user info cannot be loaded', async () => {
    server.use(
      http.post(`${SHOP}/api/user/userInfo`, () => envelope(500, 'The shop had a problem.', null, 500)),
    );
    document.cookie = `${TOKEN_COOKIE}=tok_start; path=/`;
    hydrateShopState();
    await startShop();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).not.toContain('join');
  });
});
