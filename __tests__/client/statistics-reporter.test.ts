import { callApi } from '@/lib/api';
import {
  STATISTICS_FLUSH_DELAY_MS,
  flushStatistics,
  reportClick,
  reportPageView,
  resetStatistics,
} from '@/lib/client/statistics';

jest.mock('@/lib/api', () => ({ callApi: jest.fn(async () => ({ stored: 1 })) }));
const mockedCallApi = callApi as jest.MockedFunction<typeof callApi>;

/** Lets the reporter's pending promises (the contract's lazy import, the call) settle. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise((resolve) => jest.requireActual<typeof import('timers')>('timers').setImmediate(resolve));
};

beforeEach(() => {
  jest.useFakeTimers();
  mockedCallApi.mockClear();
  resetStatistics();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('the statistics reporter (docs/product.md#calls /api/other/statistics)', () => {
  it('batches page views and sends them after a short wait, without tips', async () => {
    reportPageView('/', 'https://www.example.org/');
    reportPageView('/eyeglasses', '/');
    reportClick('/eyeglasses', 'filter-round');
    expect(mockedCallApi).not.toHaveBeenCalled();

    jest.advanceTimersByTime(STATISTICS_FLUSH_DELAY_MS);
    await settle();
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
    expect(mockedCallApi).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/api/other/statistics' }),
      {
        events: [
          { type: 'page_view', path: '/', referrer: 'https://www.example.org/' },
          { type: 'page_view', path: '/eyeglasses', referrer: '/' },
          { type: 'click', path: '/eyeglasses', target: 'filter-round' },
        ],
      },
      { tip: false },
    );
  });

  it('sends at once when a batch is full (20 events), and never more than 20 a call', async () => {
    for (let i = 0; i < 25; i += 1) reportPageView(`/details/OC${1001 + i}`);
    await settle();
    const sizes = mockedCallApi.mock.calls.map(([, input]) => (input as { events: unknown[] }).events.length);
    expect(sizes).toEqual([20, 5]);
  });

  it('sends what is queued when the page is hidden', async () => {
    reportPageView('/sunglasses');
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await settle();
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    expect(mockedCallApi).toHaveBeenCalledTimes(1);
  });

  it('drops a failed batch quietly', async () => {
    mockedCallApi.mockRejectedValueOnce(new Error('offline'));
    reportPageView('/');
    await expect(flushStatistics()).resolves.toBeUndefined();
    reportPageView('/flash-sale');
    await flushStatistics();
    expect(mockedCallApi).toHaveBeenLastCalledWith(
      expect.anything(),
      { events: [{ type: 'page_view', path: '/flash-sale', referrer: undefined }] },
      { tip: false },
    );
  });

  it('ignores what is not a path of this site and trims long values', async () => {
    reportPageView('https://elsewhere.example/');
    reportPageView('//elsewhere.example');
    reportPageView(`/${'a'.repeat(400)}`, `https://ref.example/${'r'.repeat(400)}`);
    await flushStatistics();
    const [event] = (mockedCallApi.mock.calls[0]?.[1] as { events: { path: string; referrer: string }[] })
      .events;
    expect(mockedCallApi.mock.calls[0]?.[1]).toMatchObject({ events: [expect.anything()] });
    expect(event?.path).toHaveLength(300);
    expect(event?.referrer).toHaveLength(300);
  });
});
