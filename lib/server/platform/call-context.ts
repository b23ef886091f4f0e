/** What a module function learns about the request besides its validated input. */
export interface CallContext {
  request: Request;
  /**
   * The bearer token, when the caller sent one (docs/architecture.md#api-envelope: the header only,
   * never a cookie).
   */
  bearerToken: string | undefined;
  /** The guest's device id (docs/product.md#guest-cart), when well-formed. */
  deviceId: string | undefined;
}

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/;

/** The bearer token and the well-formed device id of a request; shared by every route adapter. */
export function callContextOf(request: Request): CallContext {
  const authorization = request.headers.get('authorization') ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(authorization)?.[1];
  const deviceId = request.headers.get('x-device-id') ?? undefined;
  return {
    request,
    bearerToken: bearer,
    deviceId: deviceId && DEVICE_ID.test(deviceId) ? deviceId : undefined,
  };
}
