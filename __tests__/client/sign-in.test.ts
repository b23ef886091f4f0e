import { http, HttpResponse } from 'msw';
import { TOKEN_COOKIE, USER_INFO_COOKIE } from '@/lib/shop/cookie-names';
import { hydrateShopState, resetShopState, shopStore, signIn } from '@/lib/client/store';
import { openVisitKey, resetVisitTime } from '@/lib/client/visit-time';
import { ADA, clearCookies, cookieValue } from './account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api/api-test-server';

startApiTestServer();

const VISIT_KEY = 'v'.repeat(43);

beforeEach(() => {
  clearCookies();
  resetShopState();
  resetVisitTime();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
});

describe('signIn (after login, register or a password reset)', () => {
  it('keeps token and user info in the store and the login cookie, reloads counts and starts the visit', async () => {
    const seen: string[] = [];
    server.use(
      http.post(`${SHOP}/api/wishlist/count`, ({ request }) => {
        seen.push(`count ${request.headers.get('authorization')}`);
        return envelope(200, 'success', { count: 5 });
      }),
      http.post(`${SHOP}/api/cart/count`, ({ request }) => {
        seen.push(`cart ${request.headers.get('authorization')}`);
        return envelope(200, 'success', { count: 2 });
      }),
      http.post(`${SHOP}/api/user/joinUserTime`, ({ request }) => {
        seen.push(`join ${request.headers.get('authorization')}`);
        return envelope(200, 'success', { visitKey: VISIT_KEY });
      }),
    );

    await signIn('tok_in', ADA);

    expect(shopStore.getState()).toMatchObject({ userToken: 'tok_in', userInfo: ADA });
    expect(cookieValue(TOKEN_COOKIE)).toBe('tok_in');
    expect(JSON.parse(cookieValue(USER_INFO_COOKIE) ?? 'null')).toEqual(ADA);
    // the guest wishlist and cart moved into the account: the header counts are the account's now
    expect(shopStore.getState().counts).toMatchObject({ collect: 5, cart: 2 });
    expect(seen.sort()).toEqual(['cart Bearer tok_in', 'count Bearer tok_in', 'join Bearer tok_in']);
    expect(openVisitKey()).toBe(VISIT_KEY);
  });

  it('stays signed in when the counts or the visit cannot be loaded', async () => {
    server.use(
      http.post(`${SHOP}/api/wishlist/count`, () => HttpResponse.error()),
      http.post(`${SHOP}/api/cart/count`, () => HttpResponse.error()),
      http.post(`${SHOP}/api/user/joinUserTime`, () => HttpResponse.error()),
    );
    await signIn('tok_in', ADA);
    expect(shopStore.getState().userToken).toBe('tok_in');
    expect(openVisitKey()).toBeNull();
  });
});
