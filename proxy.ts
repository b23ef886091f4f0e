import { NextResponse, type NextRequest } from 'next/server';
import { runGuards } from '@/lib/guards/run-guards';
import { contentSecurityPolicy, policyOptions } from '@/lib/guards/security-headers';
import { filteredListingPath, isListingPath } from '@/lib/shop/listing-address';
import { isUnknownSearchPath } from '@/lib/shop/search-scope';

const CSP = 'Content-Security-Policy';
/** Next.js's own route for the 404 page: app/not-found.tsx in the root layout, status 404, drawn by the server. */
const NOT_FOUND_ROUTE = '/_not-found';

/**
 * Next.js 16's proxy (formerly middleware), on the pages rendered per request: gives each a fresh
 * nonce policy (Next.js reads the nonce from the request's policy and puts it
 * on its scripts), then runs the route guards of lib/guards (the account area, the operator console).
 */
export function proxy(request: NextRequest) {
  // A filtered or sorted listing is drawn, and cached, at an internal address of its own. Either
  // way a listing is a cached page with the shop's static policy (next.config.ts), never a nonce one.
  if (isListingPath(request.nextUrl.pathname)) {
    const filtered = filteredListingPath(request.nextUrl.pathname, request.nextUrl.searchParams);
    return filtered ? NextResponse.rewrite(new URL(filtered, request.url)) : NextResponse.next();
  }
  // A search page renders per request: its own notFound() would answer an empty document, the 404
  // page drawn in the browser only. An address naming no listing gets the built 404 page instead, with
  // the shop's static policy as any address no route matches (docs/product.md#not-found-pages).
  if (isUnknownSearchPath(request.nextUrl.pathname)) {
    return NextResponse.rewrite(new URL(NOT_FOUND_ROUTE, request.url));
  }
  const nonce = btoa(crypto.randomUUID());
  const policy = contentSecurityPolicy({ ...policyOptions(process.env), nonce });
  // A guard's redirect (or the unknown-guard 500 of docs/product.md#errors) answers at once;
  // otherwise the page renders.
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

// Must be static for the build: GUARDED_ROUTES (lib/guards/routes.ts), NONCE_PAGE_MATCHER
// (lib/guards/security-headers.ts), LISTINGS (lib/shop/listings.ts) and LISTING_REFINEMENT_KEYS
// (lib/shop/listing-address.ts) name these paths and keys; a unit test keeps them in step. A listing
// runs the proxy only when its query carries one of those keys: the plain listing and its pages never do.
export const config = {
  matcher: [
    '/centerMain/:path*',
    '/payment',
    '/payment-success',
    '/search/:path*',
    '/details/:code/lenses',
    '/admin/:path*',
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'shape' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'material' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'rim' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'color' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'size' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'gender' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'lenses' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'fit' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'pair' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'price' }],
    },
    {
      source: '/:type(eyeglasses|sunglasses|new-arrivals|flash-sale|best-sellers|accessories|product)',
      has: [{ type: 'query', key: 'sort' }],
    },
  ],
};
