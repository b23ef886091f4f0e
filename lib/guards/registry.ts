import { TOKEN_COOKIE } from '@/lib/shop/cookie-names';

// Route guards (the old app's "middleware"), resolved by name from this one registry. A guard looks at
// the request and either lets it pass or sends the visitor elsewhere; it knows nothing about Next.js,
// so the rules can be tested as plain functions.

export interface GuardRequest {
  pathname: string;
  cookie(name: string): string | undefined;
}

export type GuardDecision = { kind: 'pass' } | { kind: 'redirect'; location: string };

export interface Guard {
  name: string;
  check(request: GuardRequest): GuardDecision;
}

const PASS: GuardDecision = { kind: 'pass' };

// spec §2, §6: a signed-out visitor who opens a centerMain route is redirected to the home page
const signedIn: Guard = {
  name: 'signedIn',
  check: (request) => (request.cookie(TOKEN_COOKIE) ? PASS : { kind: 'redirect', location: '/' }),
};

export const GUARDS: Readonly<Record<string, Guard>> = { signedIn };

/** A route names a guard that the registry does not know (spec §8: "Unknown middleware <name>"). */
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
