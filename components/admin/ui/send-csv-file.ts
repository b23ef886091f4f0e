import ky from 'ky';
import { signInAddress } from '@/lib/api/admin-client';
import { apiBaseUrl } from '@/lib/api/config';
import { readOperatorToken } from '@/lib/api/operator-cookie';
import type { CallAddress } from '@/lib/contract/address';
import type { CallContract, CallOutput } from '@/lib/contract/call';
import { ResultCode } from '@/lib/contract/codes';
import { isEnvelope } from '@/lib/contract/envelope';

/**
 * A console call that takes a CSV file and `dryRun` (the catalog's import, shipping from a file of
 * parcels). The file goes as multipart, which the console's JSON client does not send: the same bearer
 * cookie and envelope, through ky, never sent twice (a real run must not apply again). A refusal is
 * thrown as its message (the file field's first); a lost session goes to the sign-in, back to
 * `returnTo`.
 */
export async function sendCsvFile<C extends CallContract>(
  call: CallAddress<C>,
  file: File,
  dryRun: boolean,
  { returnTo, failed }: { returnTo: string; failed: string },
): Promise<CallOutput<C>> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  const token = readOperatorToken();
  let body: unknown = null;
  try {
    const response = await ky.post(`${apiBaseUrl()}${call.path}`, {
      body: form,
      retry: 0,
      timeout: 120_000,
      throwHttpErrors: false,
      headers: { Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    });
    body = await response.json().catch(() => null);
  } catch {
    throw new Error('The shop could not be reached. Please check your connection and try again.');
  }
  if (!isEnvelope(body)) throw new Error('The shop sent an answer we could not read.');
  if (body.code === ResultCode.Ok) return body.data as CallOutput<C>;
  if (body.code === ResultCode.SignInRequired) window.location.assign(signInAddress(returnTo));
  const fields = (body.data as { fields?: Record<string, string> } | null)?.fields;
  throw new Error(fields?.file ?? (body.msg || failed));
}
