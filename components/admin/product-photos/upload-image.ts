import type { ColourPhotos } from '@/lib/contract/calls/admin/product-photos';
import type { CallAddress } from '@/lib/contract/address';
import { isEnvelope } from '@/lib/contract/envelope';
import { ResultCode } from '@/lib/contract/codes';
import { apiBaseUrl } from '@/lib/api/config';
import { readOperatorToken } from '@/lib/api/operator-cookie';

/**
 * Sends one image to a multipart photo call with XMLHttpRequest, the one browser API that reports
 * upload progress (fetch does not). Resolves the colour's photos as the call answers them; rejects
 * with the server's message (a refused file says why) or a network message.
 */
export function uploadImage(
  call: CallAddress,
  fields: Record<string, string>,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<ColourPhotos> {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', file);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(call.method, `${apiBaseUrl()}${call.path}`);
    request.setRequestHeader('Accept', 'application/json');
    const token = readOperatorToken();
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () =>
      reject(new Error('The shop could not be reached. Please check your connection and try again.'));
    request.onload = () => {
      let body: unknown;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      if (!isEnvelope(body)) {
        reject(new Error(`The shop answered with an error (HTTP ${request.status}). Please try again.`));
      } else if (body.code === ResultCode.Ok) {
        resolve(body.data as ColourPhotos);
      } else {
        reject(new Error(body.msg || 'The upload failed. Please try again.'));
      }
    };
    request.send(form);
  });
}
