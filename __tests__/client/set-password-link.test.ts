import { readSetPasswordLink, withoutSetPasswordLink } from '@/lib/client/set-password-link';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6';

describe('the set-password link of the fast-register mail', () => {
  it('reads the token and e-mail of "/?setPassword=…&email=…"', () => {
    expect(readSetPasswordLink(`http://localhost/?setPassword=${TOKEN}&email=ada%40example.com`)).toEqual({
      token: TOKEN,
      email: 'ada@example.com',
    });
  });

  it.each([
    'http://localhost/',
    `http://localhost/?setPassword=${TOKEN}`,
    'http://localhost/?email=ada%40example.com',
    'http://localhost/?setPassword=&email=ada%40example.com',
  ])('finds no link in %p', (href) => {
    expect(readSetPasswordLink(href)).toBeNull();
  });

  it('takes the link out of the address and keeps the rest', () => {
    expect(
      withoutSetPasswordLink(`http://localhost/eyeglasses?setPassword=${TOKEN}&utm=mail&email=a%40b.co#top`),
    ).toBe('/eyeglasses?utm=mail#top');
    expect(withoutSetPasswordLink(`http://localhost/?setPassword=${TOKEN}&email=a%40b.co`)).toBe('/');
  });
});
