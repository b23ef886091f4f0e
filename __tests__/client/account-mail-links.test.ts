import { readAccountMailLink, withoutAccountMailLink } from '@/lib/client/account-mail-links';

const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXpxdXV6';

// docs/security.md#account-enumeration: the links of the confirm, "you already have an account" and
// "a checkout with your e-mail" mails
describe('the account mail links', () => {
  it.each([
    [`http://localhost/?confirmEmail=${TOKEN}`, { kind: 'confirm', token: TOKEN }],
    ['http://localhost/?resetPassword=ada%40example.com', { kind: 'reset', email: 'ada@example.com' }],
    ['http://localhost/?signIn=1', { kind: 'sign-in' }],
    ['http://localhost/', null],
    ['http://localhost/?confirmEmail=', null],
    ['http://localhost/?resetPassword=%20', null],
  ])('reads %p as %p', (href, link) => {
    expect(readAccountMailLink(href)).toEqual(link);
  });

  it('takes the link out of the address and keeps the rest', () => {
    expect(withoutAccountMailLink(`http://localhost/eyeglasses?confirmEmail=${TOKEN}&utm=mail#top`)).toBe(
      '/eyeglasses?utm=mail#top',
    );
    expect(withoutAccountMailLink('http://localhost/?resetPassword=a%40b.co&signIn=1')).toBe('/');
  });
});
