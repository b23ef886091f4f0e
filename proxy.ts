import type { NextRequest } from 'next/server';
import { runGuards } from '@/lib/guards/run-guards';

// Next.js 16's proxy (formerly middleware): runs the route guards of lib/guards before a page renders.
export function proxy(request: NextRequest) {
  return runGuards(request);
}

// Must be static for the build; keep in step with GUARDED_ROUTES in lib/guards/routes.ts.
export const config = {
  matcher: ['/centerMain/:path*'],
};
