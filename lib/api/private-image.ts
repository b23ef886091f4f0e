import { apiBaseUrl, apiClientOptions } from './config';
import { ensureDeviceId } from './device-id';

/**
 * A private image call (a prescription photo, an after-sales photo): it answers the JPEG itself,
 * not the envelope, so it cannot go through callApi; it sends the same bearer and device headers.
 * An `<img src>` cannot carry the bearer header, hence a fetch and a blob.
 */
export async function fetchPrivateImage(path: string, bodyJson: string, signal?: AbortSignal): Promise<Blob> {
  const token = apiClientOptions().getToken?.();
  const response = await fetch(`${apiBaseUrl()}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'image/jpeg, application/json',
      'x-device-id': ensureDeviceId(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: bodyJson,
    signal,
  });
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('image/'))
    return response.blob();
  throw new Error(`The image at ${path} is not available.`);
}
