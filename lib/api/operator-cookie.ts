import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { OPERATOR_COOKIE } from '@/lib/shop/cookie-names';
import { OPERATOR_SESSION_HOURS } from '@/lib/shop/staff-roles';

// The operator console's sign-in lives in its own cookie, apart from the shopper's: the
// console's pages read it on the server to render, and its islands send it as the bearer header.
// Strict: no other site's link or form ever carries it, and it dies with the session's 8 hours.

function cookieOptions() {
  const secure = typeof window !== 'undefined' && window.location.protocol === 'https:';
  return { path: '/', sameSite: 'strict' as const, secure };
}

export function readOperatorToken(): string | undefined {
  return getCookie(OPERATOR_COOKIE) || undefined;
}

export function keepOperatorToken(token: string): void {
  setCookie(OPERATOR_COOKIE, token, { ...cookieOptions(), maxAge: OPERATOR_SESSION_HOURS * 60 * 60 });
}

export function forgetOperatorToken(): void {
  deleteCookie(OPERATOR_COOKIE, cookieOptions());
}
