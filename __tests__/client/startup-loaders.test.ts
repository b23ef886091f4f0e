import { callApi } from '@/lib/api';
import { loadCounts } from '@/lib/client/startup-loaders';

jest.mock('@/lib/api', () => ({ callApi: jest.fn(), lookupVisitorIp: jest.fn() }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

beforeEach(() => mockedCallApi.mockReset());

describe('start-up counts (docs/product.md#calls: the store loads the wishlist and cart counts)', () => {
  it('loads the wishlist count for a guest too: it is kept per device', async () => {
    mockedCallApi.mockImplementation(async (call) => {
      if (call.path === '/api/wishlist/count') return { count: 4 };
      throw new Error(`unexpected call ${call.path}`);
    });
    await expect(loadCounts(false)).resolves.toMatchObject({ collect: 4 });
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/wishlist/count' }),
      {},
      { tip: false },
    );
  });

  it('keeps what the store has when the count cannot be loaded', async () => {
    mockedCallApi.mockRejectedValue(new Error('offline'));
    await expect(loadCounts(false)).resolves.not.toHaveProperty('collect');
  });
});
