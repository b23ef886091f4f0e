import { delay, http, HttpResponse } from 'msw';
import { fetchPrivateImage } from '@/lib/api/private-image';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api-test-server';

startApiTestServer();

const PATH = '/api/prescription/image';
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 0xff, 0xd9]);

function jpeg(): Response {
  return new HttpResponse(JPEG, { status: 200, headers: { 'content-type': 'image/jpeg' } });
}

// docs/product.md#calls: every call goes through the one client with its 40 s timeout;
// docs/product.md#errors: code 3 signs out.
describe('a private image goes through the shared client (docs/product.md#calls, docs/product.md#errors)', () => {
  it('answers the image, asked for with the bearer and device headers and the JSON body', async () => {
    const hooks = configureForTest({ getToken: () => 'tok_photo' });
    const seen: Array<Record<string, string | null>> = [];
    server.use(
      http.post(`${SHOP}${PATH}`, async ({ request }) => {
        seen.push({
          authorization: request.headers.get('authorization'),
          device: request.headers.get('x-device-id'),
          accept: request.headers.get('accept'),
          body: await request.text(),
        });
        return jpeg();
      }),
    );

    const blob = await fetchPrivateImage(PATH, { id: 7 });

    expect(blob.type).toBe('image/jpeg');
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(JPEG);
    expect(seen).toEqual([
      {
        authorization: 'Bearer tok_photo',
        device: expect.stringMatching(/^[A-Za-z][A-Za-z0-9]{67}$/),
        accept: expect.stringContaining('image/'),
        body: '{"id":7}',
      },
    ]);
    expect(hooks.onLoadingChange.mock.calls).toEqual([[1], [0]]);
  });

  it('an envelope with code 3 shows "Login status has expired." and signs the shopper out', async () => {
    const hooks = configureForTest({ getToken: () => 'tok_revoked' });
    server.use(http.post(`${SHOP}${PATH}`, () => envelope(3, 'Please sign in to continue.')));

    await expect(fetchPrivateImage(PATH, { id: 7 })).rejects.toMatchObject({ reason: 'code', code: 3 });
    expect(hooks.onTip.mock.calls).toEqual([['Login status has expired.']]);
    expect(hooks.onSignedOut).toHaveBeenCalledTimes(1);
  });

  it('another refusal rejects without a tip or a sign-out (the image place says it)', async () => {
    const hooks = configureForTest();
    server.use(http.post(`${SHOP}${PATH}`, () => envelope(404, 'This prescription does not exist.')));

    await expect(fetchPrivateImage(PATH, { id: 8 })).rejects.toMatchObject({ reason: 'code', code: 404 });
    expect(hooks.onTip).not.toHaveBeenCalled();
    expect(hooks.onSignedOut).not.toHaveBeenCalled();
  });

  it('a call slower than the client timeout rejects as a timeout, once', async () => {
    const hooks = configureForTest({ timeoutMs: 50 });
    let requests = 0;
    server.use(
      http.post(`${SHOP}${PATH}`, async () => {
        requests += 1;
        await delay(300);
        return jpeg();
      }),
    );

    await expect(fetchPrivateImage(PATH, { id: 7 })).rejects.toMatchObject({ reason: 'timeout' });
    expect(requests).toBe(1);
    expect(hooks.onLoadingChange).toHaveBeenLastCalledWith(0);
  });

  it('an HTTP 500 opens the error page like any call (docs/product.md#errors)', async () => {
    const hooks = configureForTest();
    server.use(http.post(`${SHOP}${PATH}`, () => envelope(500, 'Something went wrong.', null, 500)));

    await expect(fetchPrivateImage(PATH, { id: 7 })).rejects.toMatchObject({ reason: 'http', status: 500 });
    expect(hooks.onErrorPage.mock.calls).toEqual([[500]]);
  });

  it('a 200 that is neither an image nor an envelope is malformed', async () => {
    configureForTest();
    server.use(http.post(`${SHOP}${PATH}`, () => new HttpResponse('<html></html>', { status: 200 })));

    await expect(fetchPrivateImage(PATH, { id: 7 })).rejects.toMatchObject({ reason: 'malformed' });
  });
});
