import { NextResponse, type NextRequest } from 'next/server';
import { resolveGuards, UnknownGuardError } from './registry';
import { GUARDED_ROUTES, guardNamesFor, type GuardedRoute } from './routes';

/** Runs the guards of the request's route: the first redirect wins; an unknown guard answers 500. */
export function runGuards(
  request: NextRequest,
  routes: readonly GuardedRoute[] = GUARDED_ROUTES,
): NextResponse {
  const guards = resolveGuards(guardNamesFor(request.nextUrl.pathname, routes));
  if (guards instanceof UnknownGuardError) {
    // docs/product.md#errors: unknown middleware → 500 with "Unknown middleware" plus its name
    return new NextResponse(guards.message, {
      status: 500,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    });
  }
  const guardRequest = {
    pathname: request.nextUrl.pathname,
    search: request.nextUrl.search,
    cookie: (name: string) => request.cookies.get(name)?.value,
  };
  for (const guard of guards) {
    const decision = guard.check(guardRequest);
    if (decision.kind === 'redirect') return NextResponse.redirect(new URL(decision.location, request.url));
  }
  return NextResponse.next();
}
