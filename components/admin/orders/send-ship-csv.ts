import ky from 'ky';
import { orderShipCsv } from '@/lib/api/admin-calls';
import { signInAddress } from '@/lib/api/admin-client';
import { apiBaseUrl } from '@/lib/api/config';
import { readOperatorToken } from '@/lib/api/operator-cookie';
import type { ShipmentCsvAnswer } from '@/lib/contract/calls/admin/order-bulk';
import { ResultCode } from '@/lib/contract/codes';
import { isEnvelope } from '@/lib/contract/envelope';

// The CSV of parcels goes as a file (multipart), which the console's JSON client does not send: the
// same bearer cookie and envelope, through ky, never sent twice (a real run must not ship again).

export async function sendShipCsv(file: File, dryRun: boolean): Promise<ShipmentCsvAnswer> {
  const form = new FormData();
  form.append('file', file);
  form.append('dryRun', String(dryRun));
  const token = readOperatorToken();
  let body: unknown = null;
  try {
    const response = await ky.post(`${apiBaseUrl()}${orderShipCsv.path}`, {
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
  if (body.code === ResultCode.Ok) return body.data as ShipmentCsvAnswer;
  if (body.code === ResultCode.SignInRequired) window.location.assign(signInAddress('/admin/orders'));
  const fields = (body.data as { fields?: Record<string, string> } | null)?.fields;
  throw new Error(fields?.file ?? (body.msg || 'The file could not be read. Please try again.'));
}
