import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import { createLimiter, spendAttempt, waitMessage } from '@/lib/server/platform/limits';
import { hoursToSeconds } from '@/lib/shop/time';

/** Photos (prescriptions and try-on faces together) one network address may upload in an hour. */
export const UPLOADS_PER_ADDRESS_HOUR = 40;
/** Bytes one network address may upload in an hour: received, or stored when the copy is larger. */
export const UPLOAD_BYTES_PER_ADDRESS_HOUR = 120 * 1024 * 1024;

const TOO_MANY = 'That is many photos from this network in one hour.';

let uploads: RateLimiterAbstract | undefined;
let uploadBytes: RateLimiterAbstract | undefined;
const uploadLimiter = () =>
  (uploads ??= createLimiter({
    keyPrefix: 'upload-address',
    points: UPLOADS_PER_ADDRESS_HOUR,
    duration: hoursToSeconds(1),
  }));
const bytesLimiter = () =>
  (uploadBytes ??= createLimiter({
    keyPrefix: 'upload-bytes-address',
    points: UPLOAD_BYTES_PER_ADDRESS_HOUR,
    duration: hoursToSeconds(1),
  }));

/**
 * Charges an upload's bytes to its network address before the body is read: the length the
 * request declares (one byte when it declares none; the route adapter charges the rest once it is
 * read), refused with 429 once the hour's bytes are spent, so a spent address gets nothing more
 * read (docs/security.md#session-before-body). A refused upload counts as well: it was sent.
 */
export async function spendUploadBytes(address: string, bytes: number): Promise<void> {
  const retryAfter = await spendAttempt(bytesLimiter(), [address], Math.max(1, bytes));
  if (retryAfter > 0) throw waitMessage(retryAfter, TOO_MANY);
}

/**
 * Counts one photo against the network address before it is decoded, and refuses with 429 once
 * the hour's photos are spent. The limits per device and per account stay too, but a client
 * invents its device id: 40 uploads of 8.7 MB under 40 device ids were all taken. Its bytes were
 * charged by the route adapter (spendUploadBytes) before the body was read.
 */
export async function spendUploadCount(address: string): Promise<void> {
  const retryAfter = await spendAttempt(uploadLimiter(), [address]);
  if (retryAfter > 0) throw waitMessage(retryAfter, TOO_MANY);
}

/**
 * Counts what the stored copy adds beyond the bytes received (a small PNG can become a larger
 * JPEG), so the hour's bytes bound what is written to disk. Never refuses: the next upload is.
 */
export async function chargeStoredBytes(address: string, storedBytes: number, receivedBytes: number) {
  const extra = storedBytes - receivedBytes;
  if (extra > 0) await spendAttempt(bytesLimiter(), [address], extra);
}
