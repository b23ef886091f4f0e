import { NextResponse, type NextRequest } from 'next/server';
import { runGuards } from '@/lib/guards/run-guards';
import { contentSecurityPolicy, policyOptions } from '@/lib/guards/security-headers';

const CSP = 'Content-Security-Policy';

/**
 * Next.js 16's proxy (formerly middleware), on the pages rendered per request: gives each a fresh
 * nonce policy (issue 18 point 12; Next.js reads the nonce from the request's policy and puts it
 * on its scripts), then runs the route guards of lib/guards (the account area, the operator console).
 */
export function proxy(request: NextRequest) {
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ ...policyOptions(process.env), nonce });
  // A guard's redirect (or spec §8's unknown-guard 500) answers at once; otherwise the page renders.
  const decision = runGuards(request);
  if (decision.status !== 200) {
    decision.headers.set(CSP, policy);
    return decision;
  }
  const headers = new Headers(request.headers);
  headers.set(CSP, policy);
  const response = NextResponse.next({ request: { headers } });
  response.headers.set(CSP, policy);
  return response;
}

// Must be static for the build: GUARDED_ROUTES (lib/guards/routes.ts) and NONCE_PAGE_MATCHER
// (lib/guards/security-headers.ts) name these paths; a unit test keeps them in step.
export const config = {
  matcher: [
    '/centerMain/:path*',
    '/payment',
    '/payment-success',
    '/search/:path*',
    '/details/:code/lenses',
    '/admin/:path*',
  ],
};
