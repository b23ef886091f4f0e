import { accountPageSession, requireAccountPage } from '@/lib/server/domain/accounts/page-session';
import { endSession, sessionOfToken, startSession } from '@/lib/server/domain/accounts/sessions';
import { database } from '@/lib/server/platform/db/database';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { createShopper } from '../support/shoppers';

// docs/product.md#sign-in-rule: the account pages check the login cookie's token on the server and
// send a visitor whose token is missing, unknown, expired or revoked to "/".

const mockCookies = new Map<string, string>();
jest.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) => (mockCookies.has(name) ? { name, value: mockCookies.get(name) } : undefined),
  }),
}));

class MockRedirect extends Error {
  constructor(readonly location: string) {
    super(`NEXT_REDIRECT ${location}`);
  }
}
jest.mock('next/navigation', () => ({
  redirect: (location: string) => {
    throw new MockRedirect(location);
  },
}));

beforeEach(() => mockCookies.clear());

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  try {
    await promise;
    return null;
  } catch (error) {
    if (error instanceof MockRedirect) return error.location;
    throw error;
  }
}

describe('requireAccountPage', () => {
  it('lets a shopper with a live token in', async () => {
    const shopper = await createShopper('page-live');
    mockCookies.set(TOKEN_COOKIE, shopper.token);
    await expect(requireAccountPage()).resolves.toMatchObject({ userId: shopper.userId });
  });

  it('sends a visitor without a login cookie home', async () => {
    await expect(redirectOf(requireAccountPage())).resolves.toBe('/');
    await expect(accountPageSession()).resolves.toBeNull();
  });

  it('sends home a token the shop does not know', async () => {
    mockCookies.set(TOKEN_COOKIE, 'not-a-token-the-shop-ever-gave-out');
    await expect(redirectOf(requireAccountPage())).resolves.toBe('/');
  });

  it('sends home a token that was revoked by logout', async () => {
    const shopper = await createShopper('page-revoked');
    const db = await database();
    const session = await sessionOfToken(db, shopper.token);
    if (!session) throw new Error('the new session should be live');
    await endSession(db, session.sessionId);
    mockCookies.set(TOKEN_COOKIE, shopper.token);
    await expect(redirectOf(requireAccountPage())).resolves.toBe('/');
  });

  it('sends home a token older than its 2 days (docs/product.md#accounts)', async () => {
    const shopper = await createShopper('page-expired');
    const db = await database();
    const threeDaysAgo = new Date(Date.now() - 3 * 24 * 60 * 60 * 1000);
    const expired = await startSession(db, shopper.userId, threeDaysAgo);
    mockCookies.set(TOKEN_COOKIE, expired);
    await expect(redirectOf(requireAccountPage())).resolves.toBe('/');
  });
});
