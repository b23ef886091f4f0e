import { deleteCookie, getCookie, setCookie } from 'cookies-next/client';
import { readCookie, removeCookie, writeCookie } from '@/lib/client/cookie-jar';

// Issue 18 point 4: the shop reads and writes its cookies without cookies-next (3.5 kB on every
// page). A shopper's cookies from before the change must still read the same, and a write must set
// the same cookie, so cookies-next is the reference here.

/** The cookie strings `write` assigns to document.cookie. */
function cookiesWrittenBy(write: () => void): string[] {
  const written: string[] = [];
  const setter = jest.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
    written.push(cookie);
  });
  try {
    write();
  } finally {
    setter.mockRestore();
  }
  return written;
}

function clearCookies(): void {
  for (const entry of document.cookie.split('; ')) {
    const [name] = entry.split('=');
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  }
}

const VALUES = [
  'tok_2f9a',
  '{"index":2,"list":[{"value":"USD","icon":"$"},{"value":"EUR","icon":"€"}]}',
  '{"email":"ada@example.com","nickname":"Ada = Lovelace; 100%"}',
  'a b,c;d',
  '',
];

afterEach(clearCookies);

describe('the shop cookie jar writes what cookies-next wrote', () => {
  it.each(VALUES.flatMap((value) => [[value, 3600, false] as const, [value, 31_536_000, true] as const]))(
    'writeCookie(%p, max age %i, secure %p)',
    (value, maxAge, secure) => {
      const ours = cookiesWrittenBy(() => writeCookie('shop_test', value, { maxAge, secure }));
      const reference = cookiesWrittenBy(() =>
        setCookie('shop_test', value, { maxAge, path: '/', sameSite: 'lax', secure }),
      );
      expect(ours).toEqual(reference);
    },
  );

  it('removes a cookie as cookies-next removed it', () => {
    const ours = cookiesWrittenBy(() => removeCookie('shop_test'));
    expect(ours).toEqual(cookiesWrittenBy(() => deleteCookie('shop_test', { path: '/' })));
  });
});

describe('the shop cookie jar reads what cookies-next read', () => {
  it.each(VALUES)('reads back %p', (value) => {
    writeCookie('shop_test', value, { maxAge: 60, secure: false });
    expect(readCookie('shop_test')).toBe(value);
    expect(readCookie('shop_test')).toBe(getCookie('shop_test'));
  });

  it.each([
    ['raw=value=with=equals', 'raw'],
    ['spaced=%20%2C%3B', 'spaced'],
    ['lower=%7b%22a%22%3a1%7d', 'lower'],
  ])('reads a cookie set elsewhere (%s) as cookies-next did', (cookie, name) => {
    document.cookie = `${cookie}; path=/`;
    expect(readCookie(name)).toBe(getCookie(name));
  });

  it('has nothing for a cookie the browser does not hold', () => {
    document.cookie = 'other=1; path=/';
    expect(readCookie('shop_test')).toBeUndefined();
    expect(getCookie('shop_test')).toBeUndefined();
  });
});
