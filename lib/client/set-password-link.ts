// The set-password mail of an account made from an e-mail alone (/api/user/fastRegister) links to
// "/?setPassword=<token>&email=<e-mail>". The shop opens the reset dialog in set-password mode and
// takes the parameters out of the address bar, so the token is not left in history or bookmarks.

export const SET_PASSWORD_PARAM = 'setPassword';
export const SET_PASSWORD_EMAIL_PARAM = 'email';

export interface SetPasswordLink {
  token: string;
  email: string;
}

/** The set-password link an address carries, or null when it carries none (or half of one). */
export function readSetPasswordLink(href: string): SetPasswordLink | null {
  let url: URL;
  try {
    url = new URL(href, 'http://shop.invalid');
  } catch {
    return null;
  }
  const token = url.searchParams.get(SET_PASSWORD_PARAM)?.trim() ?? '';
  const email = url.searchParams.get(SET_PASSWORD_EMAIL_PARAM)?.trim() ?? '';
  return token && email ? { token, email } : null;
}

/** The same address without the link's parameters: path, the other parameters and the hash. */
export function withoutSetPasswordLink(href: string): string {
  const url = new URL(href, 'http://shop.invalid');
  url.searchParams.delete(SET_PASSWORD_PARAM);
  url.searchParams.delete(SET_PASSWORD_EMAIL_PARAM);
  return `${url.pathname}${url.search}${url.hash}`;
}
