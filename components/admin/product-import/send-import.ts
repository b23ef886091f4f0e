import ky from 'ky';
import { productImport } from '@/lib/api/admin-calls';
import { signInAddress } from '@/lib/api/admin-client';
import { apiBaseUrl } from '@/lib/api/config';
import { readOperatorToken } from '@/lib/api/operator-cookie';
import type { ProductImport } from '@/lib/contract/calls/admin/product-bulk';
import { ResultCode } from '@/lib/contract/codes';
import { isEnvelope } from '@/lib/contract/envelope';

// The import call sends a file (multipart), which the console's JSON client does not: the same
// bearer cookie and envelope, through ky, never sent twice (a real import must not run again).

export async function sendProductImport(file: File, dryRun: boolean): Promise<ProductImport> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  const token = readOperatorToken();
  let body: unknown = null;
  try {
    const response = await ky.post(`${apiBaseUrl()}${productImport.path}`, {
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
  if (body.code === ResultCode.Ok) return body.data as ProductImport;
  if (body.code === ResultCode.SignInRequired)
    window.location.assign(signInAddress('/admin/products/import'));
  const fields = (body.data as { fields?: Record<string, string> } | null)?.fields;
  throw new Error(fields?.file ?? (body.msg || 'The file could not be imported. Please try again.'));
}
