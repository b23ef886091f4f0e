// The shop's few browser cookies, read and written through document.cookie (issue 18 point 4):
// cookies-next's client entry also brings its React hooks and context and the `cookie` package,
// 3.5 kB of every page's first load, for what is a split and a join here. Writes stay synchronous
// (logout clears the login cookies, then reloads the page), and they are the strings cookies-next
// wrote, read back as it read them (a test compares the two).

export interface CookieOptions {
  /** seconds */
  maxAge: number;
  secure: boolean;
}

/** "%7B%22a%22%3A1%7D" → '{"a":1}', decoding only the escapes, as cookies-next does. */
function decodeCookieValue(value: string): string {
  return value.replace(/(%[0-9A-Z]{2})+/g, decodeURIComponent);
}

/** The cookie's value, or undefined when the browser has none by that name (or there is no browser). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined' || !document.cookie) return undefined;
  let value: string | undefined;
  for (const entry of document.cookie.split('; ')) {
    const [key, ...parts] = entry.split('=');
    // the last entry of a name wins, as it did in cookies-next's table of all cookies
    if (key === name) value = parts.join('=');
  }
  return value === undefined ? undefined : decodeCookieValue(value);
}

/** Sets a cookie for the whole shop (path /, SameSite lax). */
export function writeCookie(name: string, value: string, { maxAge, secure }: CookieOptions): void {
  if (typeof document === 'undefined') return;
  const secureFlag = secure ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/${secureFlag}; SameSite=Lax`;
}

export function removeCookie(name: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = `${name}=; Max-Age=-1; Path=/`;
}
