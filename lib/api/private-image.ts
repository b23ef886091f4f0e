import { ApiError } from './api-error';
import { changeActiveRequests, exchange, readBody, unwrapEnvelope, type ApiPath } from './client';

/**
 * A private image call (a prescription photo, an after-sales photo, a saved face): it answers the
 * JPEG itself, or the envelope when it refuses. An `<img src>` cannot carry the bearer header, hence
 * a call and a blob. It goes through the shared client's rules (docs/product.md#calls): the bearer
 * and device headers, the 40 s timeout, the error page for HTTP 404/500/504, and an envelope's code
 * 3 signs the shopper out with the tip "Login status has expired.". A refusal shows no tip by
 * default: the image's place says it could not be shown.
 */
export async function fetchPrivateImage(
  path: ApiPath,
  body: unknown,
  options: { signal?: AbortSignal; tip?: boolean } = {},
): Promise<Blob> {
  const { signal, tip = false } = options;
  changeActiveRequests(1);
  try {
    const response = await exchange('POST', path, {
      json: body,
      signal,
      accept: 'image/*, application/json',
    });
    if ((response.headers.get('content-type') ?? '').startsWith('image/')) return await response.blob();
    // not an image: the envelope says why (code 3 signs out here); a success without one is malformed
    unwrapEnvelope<unknown>(await readBody(response), response.status, tip);
    throw new ApiError({
      reason: 'malformed',
      message: `The image at ${path} is not available.`,
      status: response.status,
    });
  } finally {
    changeActiveRequests(-1);
  }
}
