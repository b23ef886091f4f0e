import { ResultCode } from '@/lib/contract/codes';

// An address under /api that names no call (a mistyped path, a call from an older client). Next.js
// would answer its HTML "page not found"; an API client gets the envelope it reads everywhere else,
// with HTTP 404. Every real call is a static route, which Next.js matches before this catch-all.
function noSuchCall(): Response {
  return Response.json(
    { code: ResultCode.NotFound, msg: 'There is no such call. Check the address.', data: null },
    { status: 404, headers: { 'cache-control': 'no-store' } },
  );
}

export const GET = noSuchCall;
export const POST = noSuchCall;
export const PUT = noSuchCall;
export const PATCH = noSuchCall;
export const DELETE = noSuchCall;
