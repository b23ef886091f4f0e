import { callApi, lookupVisitorIp } from '@/lib/api';
import { startShop } from '@/lib/client/start-shop';
import { hydrateShopState, resetShopState } from '@/lib/client/store';
import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';
import { clearCookies } from './account-fixtures';

// The start-up calls (docs/product.md#calls) follow hydration one task at a time. Set up all at
// once, in the task that ran the page's effects, they made it one of the longest of the load.
jest.mock('@/lib/api', () => ({ callApi: jest.fn(), lookupVisitorIp: jest.fn() }));
const mockedCallApi = jest.mocked(callApi);

const laterTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** How many calls had started after each of the tasks that followed startShop's. */
async function callsPerTask(): Promise<string[][]> {
  const done = startShop();
  const seen: string[][] = [mockedCallApi.mock.calls.map(([call]) => call.path)];
  for (let task = 0; task < 6; task++) {
    await laterTask();
    const before = seen.flat().length;
    seen.push(mockedCallApi.mock.calls.slice(before).map(([call]) => call.path));
  }
  await done;
  return seen;
}

beforeEach(() => {
  clearCookies();
  resetShopState();
  mockedCallApi.mockReset();
  mockedCallApi.mockImplementation(async (call) =>
    call.path === '/api/other/CountryList' ? { list: [] } : { count: 0 },
  );
  jest.mocked(lookupVisitorIp).mockResolvedValue(null);
});

describe('the start-up calls, one task each', () => {
  it('for a guest: none in the caller’s task, then countries, wishlist and cart a task apart', async () => {
    hydrateShopState();
    const perTask = await callsPerTask();
    expect(perTask[0]).toEqual([]);
    expect(perTask.every((calls) => calls.length <= 1)).toBe(true);
    expect(perTask.flat()).toEqual(['/api/other/CountryList', '/api/wishlist/count', '/api/cart/count']);
  });

  it('for a signed-in shopper: the user info in a task of its own too', async () => {
    document.cookie = `${TOKEN_COOKIE}=tok_tasks; path=/`;
    hydrateShopState();
    // docs/product.md#accounts: joinUserTime follows the user info's answer, in the task that
    // answer arrives in (here at once, the test's answers being instant)
    const perTask = (await callsPerTask()).map((calls) =>
      calls.filter((path) => path !== '/api/user/joinUserTime'),
    );
    expect(perTask.every((calls) => calls.length <= 1)).toBe(true);
    expect(perTask.flat()).toEqual([
      '/api/other/CountryList',
      '/api/user/userInfo',
      '/api/wishlist/count',
      '/api/cart/count',
    ]);
    expect(mockedCallApi.mock.calls.map(([call]) => call.path)).toContain('/api/user/joinUserTime');
  });
});
