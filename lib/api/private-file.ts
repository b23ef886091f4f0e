import { ApiError } from './api-error';
import { changeActiveRequests, exchange, readBody, unwrapEnvelope, type ApiPath } from './client';

/** A file a signed-in call answered, with the name the shop gave it. */
export interface PrivateFile {
  blob: Blob;
  filename: string | null;
}

/**
 * A signed-in call that answers a file (a saved prescription as FHIR), or the envelope when it
 * refuses. A link cannot carry the bearer header, hence a call and a blob, through the shared
 * client's rules as fetchPrivateImage does; a refusal tips its message unless `tip` is false.
 */
export async function fetchPrivateFile(
  path: ApiPath,
  body: unknown,
  options: { accept: string; tip?: boolean },
): Promise<PrivateFile> {
  changeActiveRequests(1);
  try {
    const response = await exchange('POST', path, {
      json: body,
      accept: `${options.accept}, application/json`,
    });
    const type = response.headers.get('content-type') ?? '';
    if (type.startsWith(options.accept)) {
      const disposition = response.headers.get('content-disposition') ?? '';
      return {
        blob: await response.blob(),
        filename: /filename="?([^";]+)"?/.exec(disposition)?.[1] ?? null,
      };
    }
    unwrapEnvelope<unknown>(await readBody(response), response.status, options.tip ?? true);
    throw new ApiError({ reason: 'malformed', message: 'The shop sent no file.', status: response.status });
  } finally {
    changeActiveRequests(-1);
  }
}

/** Saves a blob as a file the browser downloads. */
export function saveBlob(blob: Blob, filename: string): void {
  const address = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = address;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), 10_000);
}
