import { http } from 'msw';
import { joinVisit, leaveVisit, openVisitKey, resetVisitTime, watchVisitTime } from '@/lib/client/visit-time';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api/api-test-server';

// docs/product.md#accounts: joinUserTime after user info loads; leaveUserTime when the page is
// hidden, as a beacon (navigator.sendBeacon with a JSON Blob naming the visit key).

startApiTestServer();

const KEYS = ['a'.repeat(43), 'b'.repeat(43)];
let joins: number;
let visibility: DocumentVisibilityState;
const sendBeacon = jest.fn<boolean, [string, BodyInit?]>(() => true);

function setVisibility(state: DocumentVisibilityState) {
  visibility = state;
  document.dispatchEvent(new Event('visibilitychange'));
}

async function beaconBody(call: number): Promise<{ url: string; type: string; json: unknown }> {
  const [url, body] = sendBeacon.mock.calls[call] ?? [];
  if (!(body instanceof Blob)) throw new Error('the beacon carried no Blob');
  return { url: url ?? '', type: body.type, json: JSON.parse(await body.text()) as unknown };
}

beforeAll(() => {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
  Object.defineProperty(navigator, 'sendBeacon', { configurable: true, value: sendBeacon });
});

beforeEach(() => {
  resetVisitTime();
  configureForTest();
  sendBeacon.mockClear();
  visibility = 'visible';
  joins = 0;
  server.use(
    http.post(`${SHOP}/api/user/joinUserTime`, () => {
      const visitKey = KEYS[joins] ?? 'z'.repeat(43);
      joins += 1;
      return envelope(200, 'success', { visitKey });
    }),
  );
});

describe('visit time', () => {
  it('joins once, however often it is asked', async () => {
    await Promise.all([joinVisit(), joinVisit()]);
    await joinVisit();
    expect(joins).toBe(1);
    expect(openVisitKey()).toBe(KEYS[0]);
  });

  it('leaves with a JSON beacon to /api/user/leaveUserTime when the page is hidden', async () => {
    const stop = watchVisitTime(() => true);
    await joinVisit();
    setVisibility('hidden');
    stop();

    expect(sendBeacon).toHaveBeenCalledTimes(1);
    await expect(beaconBody(0)).resolves.toEqual({
      url: `${SHOP}/api/user/leaveUserTime`,
      type: 'application/json',
      json: { visitKey: KEYS[0] },
    });
    expect(openVisitKey()).toBeNull();
  });

  it('starts a new visit when the page is shown again, for a signed-in shopper only', async () => {
    let signedIn = true;
    const stop = watchVisitTime(() => signedIn);
    await joinVisit();
    setVisibility('hidden');
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(joins).toBe(2);
    expect(openVisitKey()).toBe(KEYS[1]);

    signedIn = false;
    setVisibility('hidden');
    setVisibility('visible');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(joins).toBe(2);
    stop();
  });

  it('sends nothing when no visit is open', () => {
    const stop = watchVisitTime(() => false);
    setVisibility('hidden');
    leaveVisit();
    stop();
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('ends at once a visit whose join came back while the page was hidden', async () => {
    const joined = joinVisit();
    visibility = 'hidden';
    await joined;
    expect(sendBeacon).toHaveBeenCalledTimes(1);
    expect(openVisitKey()).toBeNull();
  });
});
