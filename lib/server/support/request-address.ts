/**
 * The network address a request came from, as the reverse proxy in front of the shop reports it:
 * X-Real-IP, else the last X-Forwarded-For entry (the one the nearest proxy appended; earlier
 * entries are whatever the client claimed). Used only as a rate-limit key, never stored.
 */
export function requestAddress(request: Request): string | undefined {
  const realIp = request.headers.get('x-real-ip')?.trim();
  if (realIp) return realIp;
  const forwarded = request.headers.get('x-forwarded-for');
  const last = forwarded?.split(',').at(-1)?.trim();
  return last || undefined;
}
