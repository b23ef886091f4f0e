import { OPERATOR_COOKIE, TOKEN_COOKIE } from '@/lib/shop/cookie-names';

// Route guards (the old app's "middleware"), resolved by name from this one registry. A guard looks at
// the request and either lets it pass or sends the visitor elsewhere; it knows nothing about Next.js,
// so the rules can be tested as plain functions.

export interface GuardRequest {
  pathname: string;
  /** The query, with its `?` (or ''): kept when a guard sends the visitor back after sign-in. */
  search?: string;
  cookie(name: string): string | undefined;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; location: string };

export interface Guard {
  name: string;
  check(request: GuardRequest): GuardDecision;
}

const PASS: GuardDecision = { kind: 'pass' };

// docs/product.md#sign-in-rule: a signed-out visitor who opens a centerMain route is redirected to
// the home page
const signedIn: Guard = {
  name: 'signedIn',
  check: (request) => (request.cookie(TOKEN_COOKIE) ? PASS : { kind: 'redirect', location: '/' }),
};

/** The console pages a visitor without an operator session may open: how they get one. */
export const CONSOLE_DOORS: readonly string[] = ['/admin/sign-in', '/admin/set-password'];

/**
 * The operator console (docs/operating.md#console). Without the console's cookie, its pages send
 * the visitor to the console's sign-in, which brings them back to the page they asked for. Only
 * whether the cookie is there is looked at: the page itself checks the session on the server.
 */
const operatorSignedIn: Guard = {
  name: 'operatorSignedIn',
  check: (request) => {
    const path = request.pathname.length > 1 ? request.pathname.replace(/\/+$/, '') : request.pathname;
    if (CONSOLE_DOORS.includes(path) || request.cookie(OPERATOR_COOKIE)) return PASS;
    const next = `${path}${request.search ?? ''}`;
    const location =
      path === '/admin' && !request.search
        ? '/admin/sign-in'
        : `/admin/sign-in?next=${encodeURIComponent(next)}`;
    return { kind: 'redirect', location };
  },
};

export const GUARDS: Readonly<Record<string, Guard>> = { signedIn, operatorSignedIn };

/** A route names a guard that the registry does not know ("Unknown middleware <name>"). */
export class UnknownGuardError extends Error {
  constructor(readonly guardName: string) {
    super(`Unknown middleware ${guardName}`);
    this.name = 'UnknownGuardError';
  }
}

/** The guards for these names, in order, or an UnknownGuardError for the first name not registered. */
export function resolveGuards(names: readonly string[]): Guard[] | UnknownGuardError {
  const guards: Guard[] = [];
  for (const name of names) {
    const guard = Object.hasOwn(GUARDS, name) ? GUARDS[name] : undefined;
    if (!guard) return new UnknownGuardError(name);
    guards.push(guard);
  }
  return guards;
}
