// The links of the account mails other than set-password (set-password-link.ts), on the shop's
// home page (docs/security.md#account-enumeration):
// - "/?confirmEmail=<token>": a new account's confirm link; the shop confirms and signs in.
// - "/?resetPassword=<e-mail>": "you already have an account"; the reset dialog opens for it.
// - "/?signIn=1": "someone checked out with your e-mail"; the sign-in dialog opens.
// The shop takes the parameter out of the address bar at once, so a token is not left in
// history, bookmarks or a Referer header.

export const CONFIRM_EMAIL_PARAM = 'confirmEmail';
export const RESET_PASSWORD_PARAM = 'resetPassword';
export const SIGN_IN_PARAM = 'signIn';

export type AccountMailLink =
  { kind: 'confirm'; token: string } | { kind: 'reset'; email: string } | { kind: 'sign-in' };

function urlOf(href: string): URL | null {
  try {
    return new URL(href, 'http://shop.invalid');
  } catch {
    return null;
  }
}

/** The account mail link an address carries, or null when it carries none. */
export function readAccountMailLink(href: string): AccountMailLink | null {
  const params = urlOf(href)?.searchParams;
  if (!params) return null;
  const token = params.get(CONFIRM_EMAIL_PARAM)?.trim() ?? '';
  if (token) return { kind: 'confirm', token };
  const email = params.get(RESET_PASSWORD_PARAM)?.trim() ?? '';
  if (email) return { kind: 'reset', email };
  if (params.has(SIGN_IN_PARAM)) return { kind: 'sign-in' };
  return null;
}

/** The same address without the links' parameters: path, the other parameters and the hash. */
export function withoutAccountMailLink(href: string): string {
  const url = new URL(href, 'http://shop.invalid');
  for (const param of [CONFIRM_EMAIL_PARAM, RESET_PASSWORD_PARAM, SIGN_IN_PARAM])
    url.searchParams.delete(param);
  return `${url.pathname}${url.search}${url.hash}`;
}
