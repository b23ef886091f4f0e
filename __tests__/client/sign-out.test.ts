import { delay, http } from 'msw';
import { TOKEN_COOKIE, USER_INFO_COOKIE } from '@/lib/shop/cookie-names';
import { reloadPage } from '@/lib/client/page-reload';
import {
  COUPON_TAG_KEY,
  hydrateShopState,
  logout,
  resetShopState,
  setToken,
  setUserInfo,
  shopStore,
  SIGN_OUT_WAIT_MS,
  signOut,
} from '@/lib/client/store';
import { ADA, clearCookies, cookieValue } from './account-fixtures';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api/api-test-server';

jest.mock('@/lib/client/page-reload', () => ({ reloadPage: jest.fn() }));

startApiTestServer();

const DEVICE_ID = `d${'7'.repeat(67)}`;
let events: string[];

beforeEach(() => {
  clearCookies();
  sessionStorage.clear();
  resetShopState();
  hydrateShopState();
  configureForTest({ getToken: () => shopStore.getState().userToken || undefined });
  events = [];
  jest.mocked(reloadPage).mockReset();
  jest.mocked(reloadPage).mockImplementation(() => {
    events.push('reload');
  });
  setToken('tok_sign_out');
  setUserInfo(ADA);
  sessionStorage.setItem(COUPON_TAG_KEY, 'WELCOME10');
  localStorage.setItem('deviceId', DEVICE_ID);
});

/** /api/user/logout answers `answer` and notes what the browser still held when it was called. */
function logoutAnswers(answer: () => Response) {
  server.use(
    http.post(`${SHOP}/api/user/logout`, ({ request }) => {
      events.push(
        `logout ${request.headers.get('authorization')} cookie=${cookieValue(TOKEN_COOKIE)} coupon=${sessionStorage.getItem(COUPON_TAG_KEY)}`,
      );
      return answer();
    }),
  );
}

function expectSignedOutLocally() {
  expect(shopStore.getState()).toMatchObject({ userToken: '', userInfo: null });
  expect(cookieValue(TOKEN_COOKIE)).toBeUndefined();
  expect(cookieValue(USER_INFO_COOKIE)).toBeUndefined();
  expect(sessionStorage.getItem(COUPON_TAG_KEY)).toBeNull();
  expect(localStorage.getItem('deviceId')).toBe(DEVICE_ID);
}

describe('signing out (docs/product.md#accounts, after /api/user/logout)', () => {
  it('ends the session on the server first, then clears token, user info and coupon tag and reloads', async () => {
    logoutAnswers(() => envelope(200, 'success', { signedOut: true }));
    await signOut();
    expect(events).toEqual(['logout Bearer tok_sign_out cookie=tok_sign_out coupon=WELCOME10', 'reload']);
    expectSignedOutLocally();
  });

  it('creates a device id when there is none, so the guest cart keeps working', async () => {
    localStorage.removeItem('deviceId');
    logoutAnswers(() => envelope(200, 'success', { signedOut: true }));
    await signOut();
    expect(localStorage.getItem('deviceId')).toMatch(/^[A-Za-z][A-Za-z0-9]{67}$/);
  });

  it('still signs out when the server fails', async () => {
    logoutAnswers(() => envelope(500, 'The shop had a problem.', null, 500));
    await signOut();
    expect(events).toEqual([expect.stringMatching(/^logout Bearer tok_sign_out/), 'reload']);
    expectSignedOutLocally();
  });

  it('still signs out when the shop cannot be reached', async () => {
    server.use(
      http.post(`${SHOP}/api/user/logout`, () => {
        events.push('logout');
        return Response.error();
      }),
    );
    await signOut();
    expect(events).toEqual(['logout', 'reload']);
    expectSignedOutLocally();
  });

  it('does not wait for a server that does not answer', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.post(`${SHOP}/api/user/logout`, async () => {
          events.push('logout');
          await delay('infinite');
          return envelope(200, 'success', { signedOut: true });
        }),
      );
      const signingOut = signOut();
      await jest.advanceTimersByTimeAsync(SIGN_OUT_WAIT_MS);
      await signingOut;
    } finally {
      jest.useRealTimers();
    }
    expect(events).toEqual(['logout', 'reload']);
    expectSignedOutLocally();
  });

  it('signs out once when the session had already ended (code 3 logs out through the client)', async () => {
    configureForTest({ getToken: () => shopStore.getState().userToken || undefined, onSignedOut: logout });
    logoutAnswers(() => envelope(3, 'Please sign in to continue.'));
    await signOut();
    expect(events).toEqual([expect.stringMatching(/^logout /), 'reload']);
    expectSignedOutLocally();
  });

  it('asks nothing of the server when nobody is signed in', async () => {
    logoutAnswers(() => envelope(200, 'success', { signedOut: true }));
    setToken('');
    await signOut();
    expect(events).toEqual(['reload']);
  });
});
