import { delay, http, HttpResponse } from 'msw';
import { getJson, postJson } from '@/lib/api';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api-test-server';

startApiTestServer();

/** Answers each request with the next response maker in the list, counting requests. */
function sequence(makers: Array<() => Response>) {
  let requests = 0;
  const respond = () => {
    const make = makers[Math.min(requests, makers.length - 1)];
    requests += 1;
    if (!make) throw new Error('no response maker');
    return make();
  };
  return { respond, requests: () => requests };
}

const unavailable = () => envelope(503, 'The service is unavailable.', null, 503);
const fine = () => envelope(200, 'success', ['banner']);

describe('one retry for safe methods (docs/product.md#calls)', () => {
  it('a GET answered 503 then 200 succeeds after 2 requests', async () => {
    configureForTest();
    const answers = sequence([unavailable, fine]);
    server.use(http.get(`${SHOP}/api/other/banner`, answers.respond));

    await expect(getJson('/api/other/banner')).resolves.toEqual(['banner']);
    expect(answers.requests()).toBe(2);
  });

  it('a GET answered 503 twice fails after exactly 2 requests', async () => {
    const hooks = configureForTest();
    const answers = sequence([unavailable]);
    server.use(http.get(`${SHOP}/api/other/banner`, answers.respond));

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({
      reason: 'http',
      status: 503,
      code: 503,
    });
    expect(answers.requests()).toBe(2);
    expect(hooks.onErrorPage).not.toHaveBeenCalled(); // 503 is not one of the error-page statuses
  });

  it('a GET hit by a network failure and then answered succeeds after 2 requests', async () => {
    configureForTest();
    const answers = sequence([() => HttpResponse.error(), fine]);
    server.use(http.get(`${SHOP}/api/other/banner`, answers.respond));

    await expect(getJson('/api/other/banner')).resolves.toEqual(['banner']);
    expect(answers.requests()).toBe(2);
  });

  it('a GET failing on the network twice rejects as a network failure, with no page or tip', async () => {
    const hooks = configureForTest();
    const answers = sequence([() => HttpResponse.error()]);
    server.use(http.get(`${SHOP}/api/other/banner`, answers.respond));

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({ reason: 'network', code: null });
    expect(answers.requests()).toBe(2);
    expect(hooks.onErrorPage).not.toHaveBeenCalled();
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it('a POST answered 500 is sent once only', async () => {
    const hooks = configureForTest();
    const answers = sequence([() => envelope(500, 'Something went wrong on our side.', null, 500), fine]);
    server.use(http.post(`${SHOP}/api/order/submit`, answers.respond));

    await expect(postJson('/api/order/submit', { cartIds: [1] })).rejects.toMatchObject({ status: 500 });
    expect(answers.requests()).toBe(1);
    expect(hooks.onErrorPage.mock.calls).toEqual([[500]]);
  });

  it('a POST hit by a network failure is not retried (it may have reached the server)', async () => {
    configureForTest();
    const answers = sequence([() => HttpResponse.error(), fine]);
    server.use(http.post(`${SHOP}/api/order/submit`, answers.respond));

    await expect(postJson('/api/order/submit')).rejects.toMatchObject({ reason: 'network' });
    expect(answers.requests()).toBe(1);
  });

  it('a 4xx answer to a GET is not retried', async () => {
    configureForTest();
    const answers = sequence([() => envelope(429, 'Too many attempts.', { retryAfter: 1 }, 429), fine]);
    server.use(http.get(`${SHOP}/api/other/banner`, answers.respond));

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({ status: 429 });
    expect(answers.requests()).toBe(1);
  });
});

describe('timeout (docs/product.md#constants: 40 s)', () => {
  it('a call slower than the configured timeout rejects as a timeout and is not retried', async () => {
    const hooks = configureForTest({ timeoutMs: 50 });
    let requests = 0;
    server.use(
      http.get(`${SHOP}/api/other/banner`, async () => {
        requests += 1;
        await delay(300);
        return fine();
      }),
    );

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({ reason: 'timeout' });
    expect(requests).toBe(1);
    expect(hooks.onErrorPage).not.toHaveBeenCalled();
    expect(hooks.onLoadingChange).toHaveBeenLastCalledWith(0);
  });

  it('a call within the timeout resolves', async () => {
    configureForTest({ timeoutMs: 1000 });
    server.use(
      http.get(`${SHOP}/api/other/banner`, async () => {
        await delay(20);
        return fine();
      }),
    );

    await expect(getJson('/api/other/banner')).resolves.toEqual(['banner']);
  });
});
