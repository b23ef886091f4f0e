import { ensureDeviceId } from '@/lib/api';
import { apiBaseUrl, apiClientOptions } from '@/lib/api/config';
import { prescriptionImageAddress } from '@/lib/contract/addresses';

/**
 * The photo of a saved prescription (/api/prescription/image). It answers the JPEG itself, not the
 * envelope, so it cannot go through callApi; it sends the same bearer and device headers. An
 * `<img src>` cannot carry the bearer header, hence a fetch and a blob URL.
 */
export async function fetchPrescriptionPhoto(id: number, signal?: AbortSignal): Promise<Blob> {
  const token = apiClientOptions().getToken?.();
  const response = await fetch(`${apiBaseUrl()}${prescriptionImageAddress.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'image/jpeg, application/json',
      'x-device-id': ensureDeviceId(),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ id }),
    signal,
  });
  if (response.ok && (response.headers.get('content-type') ?? '').startsWith('image/'))
    return response.blob();
  throw new Error(`The photo of prescription ${id} is not available.`);
}
