import {
  isLocalAddress,
  isTimeZone,
  mailSenderOf,
  normalPublicUrl,
  publicUrlInUse,
  publicUrlProblem,
  publicUrlWarning,
  type PublicUrlSource,
} from '@/lib/shop/store-settings';

// docs/operating.md#store-settings: what an owner may set, and when the shop warns about its address.

describe('isTimeZone', () => {
  it.each([
    ['UTC', true],
    ['Europe/Berlin', true],
    ['America/Argentina/Buenos_Aires', true],
    ['Asia/Kolkata', true],
    ['Europe/Atlantis', false],
    ['Mars/Olympus_Mons', false],
    ['+01:00', false],
    ['', false],
    ['Europe/Berlin; drop table', false],
    ['A'.repeat(70), false],
  ])('%j is a time zone: %s', (name, expected) => {
    expect(isTimeZone(name)).toBe(expected);
  });
});

describe('publicUrlProblem', () => {
  it.each([
    ['https://shop.example.com', null],
    ['https://shop.example.com/', null],
    ['http://localhost:3000', null],
    ['https://shop.example.com:8443', null],
    ['shop.example.com', 'Give the full address, such as https://shop.example.com.'],
    ['ftp://shop.example.com', 'The address must begin with https:// (or http://).'],
    ['javascript:alert(1)', 'The address must begin with https:// (or http://).'],
    ['https://me:pw@shop.example.com', 'Leave the user name and password out of the address.'],
    ['https://shop.example.com/?a=1', 'Leave the query (?…) and fragment (#…) out of the address.'],
    ['https://shop.example.com/#top', 'Leave the query (?…) and fragment (#…) out of the address.'],
    ['https://shop.example.com/?', 'Leave the query (?…) and fragment (#…) out of the address.'],
    ['https://shop.example.com/shop', 'Give the address of the shop itself, without a path.'],
  ])('%j: %j', (text, problem) => {
    expect(publicUrlProblem(text)).toBe(problem);
  });

  it('keeps the origin only', () => {
    expect(normalPublicUrl('https://Shop.Example.com/')).toBe('https://shop.example.com');
    expect(normalPublicUrl('https://shop.example.com:443')).toBe('https://shop.example.com');
  });
});

describe('isLocalAddress', () => {
  it.each([
    ['http://localhost:3000', true],
    ['http://LOCALHOST', true],
    ['http://shop.localhost', true],
    ['http://127.0.0.1:3000', true],
    ['http://127.1.2.3', true],
    ['http://[::1]:3000', true],
    ['http://0.0.0.0', true],
    ['https://shop.example.com', false],
    ['https://localhost.example.com', false],
    ['https://10.0.0.5', false],
    ['not an address', false],
  ])('%j: %s', (address, expected) => {
    expect(isLocalAddress(address)).toBe(expected);
  });
});

describe('publicUrlInUse', () => {
  it.each<[string | null, string | undefined, string, PublicUrlSource]>([
    ['https://shop.example.com', 'https://other.example.com', 'https://shop.example.com', 'setting'],
    [null, 'https://other.example.com/', 'https://other.example.com', 'environment'],
    [null, undefined, 'http://localhost:3000', 'unset'],
    ['', undefined, 'http://localhost:3000', 'unset'],
  ])('setting %j, SITE_URL %j: %s from %s', (setting, siteUrl, publicUrl, source) => {
    expect(publicUrlInUse(setting, siteUrl)).toEqual({ publicUrl, source });
  });
});

describe('publicUrlWarning', () => {
  const warning = (address: string) => `Links in mails point to ${address}: set the public URL in Settings`;
  it.each<[boolean, string, PublicUrlSource, string | null]>([
    [true, 'http://localhost:3000', 'unset', warning('http://localhost:3000')],
    [true, 'http://localhost:3000', 'environment', warning('http://localhost:3000')],
    [true, 'http://127.0.0.1:8080', 'setting', warning('http://127.0.0.1:8080')],
    [true, 'https://shop.example.com', 'environment', null],
    [true, 'https://shop.example.com', 'setting', null],
    [false, 'http://localhost:3000', 'unset', null],
    [false, 'http://localhost:3000', 'setting', null],
  ])('production %s, %s from %s: %j', (production, publicUrl, source, expected) => {
    expect(publicUrlWarning({ production, publicUrl, source })).toBe(expected);
  });
});

describe('mailSenderOf', () => {
  it.each([
    ['Oculo <hello@oculo.shop>', { name: 'Oculo', address: 'hello@oculo.shop' }],
    ['"Oculo Eyewear" <shop@example.com>', { name: 'Oculo Eyewear', address: 'shop@example.com' }],
    ['shop@example.com', { name: '', address: 'shop@example.com' }],
    ['  <shop@example.com>', { name: '', address: 'shop@example.com' }],
  ])('%j', (mailFrom, expected) => {
    expect(mailSenderOf(mailFrom)).toEqual(expected);
  });
});
