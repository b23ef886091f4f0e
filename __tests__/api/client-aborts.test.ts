import { logger } from '@/lib/server/platform/logger';
import { createDeviceId } from '@/lib/shop/random-id';
import { callRoute } from '../support/call-route';

// docs/security.md#client-aborts: a client that hangs up while it sends its request is its own
// doing, logged at debug level. Node's request stream reports it as ECONNRESET, the code a lost
// database socket has, and every abort was logged as "database unavailable; answered 503" (105 in
// one attack test run, 28 of them on the embedded database, which has no socket at all).

const CUT_OFF = 'The request body was cut off before it all arrived.';

/** A body that sends `first` and then fails as Node's request stream does when the client aborts. */
function abortedBody(first: string) {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode(first));
    },
    pull(controller) {
      controller.error(Object.assign(new Error('aborted'), { code: 'ECONNRESET' }));
    },
  });
}

const BOUNDARY = 'oculo-abort';

describe('a request whose client hangs up while sending it', () => {
  let warned: jest.SpyInstance;
  let failed: jest.SpyInstance;
  let debugged: jest.SpyInstance;
  beforeEach(() => {
    warned = jest.spyOn(logger, 'warn').mockImplementation(() => undefined);
    failed = jest.spyOn(logger, 'error').mockImplementation(() => undefined);
    debugged = jest.spyOn(logger, 'debug').mockImplementation(() => undefined);
  });
  afterEach(() => jest.restoreAllMocks());

  it.each([
    ['a JSON call', '/api/goods/list', 'application/json', '{"page": 1, "keyword": "ro'],
    [
      'a multipart upload',
      '/api/process/upload',
      `multipart/form-data; boundary=${BOUNDARY}`,
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="rx.jpg"\r\n\r\n\xff\xd8\xff`,
    ],
  ])(
    'in %s is answered as cut off and logged at debug level, never as the database away',
    async (_case, path, type, first) => {
      const result = await callRoute('POST', path, {
        body: abortedBody(first),
        headers: { 'content-type': type, 'x-device-id': createDeviceId() },
      });
      expect(result.status).toBe(200);
      expect(result.headers.get('retry-after')).toBeNull();
      expect(result.body).toEqual({ code: 422, msg: CUT_OFF, data: { fields: { body: CUT_OFF } } });
      expect(warned).not.toHaveBeenCalled();
      expect(failed).not.toHaveBeenCalled();
      expect(debugged).toHaveBeenCalledWith(
        expect.objectContaining({ call: path, method: 'POST' }),
        'the client went away while sending its request',
      );
    },
  );
});
