import { http, HttpResponse } from 'msw';
import { ApiError, fieldErrorsOf, getJson, postJson } from '@/lib/api';
import { ResultCode } from '@/lib/contract/codes';
import { configureForTest, envelope, server, SHOP, startApiTestServer } from './api-test-server';

startApiTestServer();

async function rejection(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => new Error('expected the call to reject'),
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw error;
  return error;
}

describe('envelope handling (docs/architecture.md#api-envelope, docs/product.md#errors)', () => {
  it('resolves the data of a code 200 answer without a tip', async () => {
    const hooks = configureForTest();
    server.use(http.post(`${SHOP}/api/cart/count`, () => envelope(ResultCode.Ok, 'success', { count: 4 })));

    await expect(postJson('/api/cart/count')).resolves.toEqual({ count: 4 });
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it('code 3 shows exactly "Login status has expired." and then signs the shopper out', async () => {
    const hooks = configureForTest();
    const order: string[] = [];
    hooks.onTip.mockImplementation((message) => order.push(`tip:${message}`));
    hooks.onSignedOut.mockImplementation(() => order.push('signed-out'));
    server.use(http.post(`${SHOP}/api/user/userInfo`, () => envelope(3, 'Please sign in to continue.')));

    const error = await rejection(postJson('/api/user/userInfo'));

    expect(order).toEqual(['tip:Login status has expired.', 'signed-out']);
    expect(hooks.onTip).toHaveBeenCalledTimes(1);
    expect(hooks.onTip).toHaveBeenCalledWith('Login status has expired.');
    expect(hooks.onSignedOut).toHaveBeenCalledTimes(1);
    expect(error).toMatchObject({ reason: 'code', code: 3, status: 200 });
    expect(hooks.onErrorPage).not.toHaveBeenCalled();
  });

  it('any other code tips msg and rejects with code, msg and data (422 fields for forms)', async () => {
    const hooks = configureForTest();
    const data = { fields: { email: 'Enter a valid email address.' } };
    server.use(
      http.post(`${SHOP}/api/user/register`, () =>
        envelope(422, 'email: Enter a valid email address.', data),
      ),
    );

    const error = await rejection(postJson('/api/user/register', { email: 'nope' }));

    expect(hooks.onTip).toHaveBeenCalledTimes(1);
    expect(hooks.onTip).toHaveBeenCalledWith('email: Enter a valid email address.');
    expect(error).toMatchObject({
      reason: 'code',
      code: 422,
      message: 'email: Enter a valid email address.',
      data,
    });
    expect(fieldErrorsOf(error)).toEqual({ email: 'Enter a valid email address.' });
    expect(hooks.onSignedOut).not.toHaveBeenCalled();
  });

  it('code 0 tips msg unless the caller turns the tip off', async () => {
    const hooks = configureForTest();
    server.use(
      http.post(`${SHOP}/api/process/next`, () => envelope(ResultCode.Refused, 'Choose a lens first.')),
    );

    await expect(postJson('/api/process/next')).rejects.toMatchObject({ code: 0 });
    await expect(postJson('/api/process/next', {}, { tip: false })).rejects.toMatchObject({ code: 0 });

    expect(hooks.onTip.mock.calls).toEqual([['Choose a lens first.']]);
  });

  it.each([404, 500, 504])('HTTP %i opens the error page with that status and rejects', async (status) => {
    const hooks = configureForTest();
    server.use(
      http.post(`${SHOP}/api/order/info`, () =>
        envelope(500, 'Something went wrong on our side.', null, status),
      ),
    );

    const error = await rejection(postJson('/api/order/info'));

    expect(hooks.onErrorPage.mock.calls).toEqual([[status]]);
    expect(error).toMatchObject({ reason: 'http', status });
    expect(hooks.onTip).not.toHaveBeenCalled();
  });

  it.each([400, 401, 413, 429, 502])(
    'HTTP %i rejects without an error page and without a tip',
    async (status) => {
      const hooks = configureForTest();
      server.use(
        http.post(`${SHOP}/api/review/save`, () =>
          envelope(413, 'The request is too large (at most 64 KB).', { limitBytes: 65536 }, status),
        ),
      );

      const error = await rejection(postJson('/api/review/save'));

      expect(error).toMatchObject({ reason: 'http', status, code: 413, data: { limitBytes: 65536 } });
      expect(hooks.onErrorPage).not.toHaveBeenCalled();
      expect(hooks.onTip).not.toHaveBeenCalled();
      expect(hooks.onSignedOut).not.toHaveBeenCalled();
    },
  );

  it('an HTTP error without an envelope still rejects with the status', async () => {
    configureForTest();
    server.use(http.get(`${SHOP}/api/other/banner`, () => new HttpResponse('Bad gateway', { status: 400 })));

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({
      reason: 'http',
      status: 400,
      code: null,
    });
  });

  it('a 200 answer that is not an envelope rejects as malformed, with no tip', async () => {
    const hooks = configureForTest();
    server.use(http.get(`${SHOP}/api/other/banner`, () => HttpResponse.text('<html>proxy page</html>')));

    await expect(getJson('/api/other/banner')).rejects.toMatchObject({ reason: 'malformed', status: 200 });
    expect(hooks.onTip).not.toHaveBeenCalled();
  });
});
